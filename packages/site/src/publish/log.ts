// The publish server's log: every step as one JSON line in `<PUBLISH_DIR>/publish-log.jsonl`
// (for a machine, or `jq`), and a short line for a person on stdout (for journald).
import {appendFile, mkdir} from 'node:fs/promises';
import path from 'node:path';

/** The log file under the publish folder. */
export const logFile = (publishDir: string) => path.join(publishDir, 'publish-log.jsonl');

/** Writes one step of the publish server. */
export type PublishLogger = (
  event: string,
  human: string,
  fields?: Record<string, unknown>,
) => Promise<void>;

/**
 * A logger appending to `publishDir`'s log file; `say` gets the human line (default: stdout).
 * A log that cannot be written is said on stderr once per failure and never stops a publish.
 */
export function createLogger(
  publishDir: string,
  say: (line: string) => void = (line) => console.info(line),
): PublishLogger {
  const file = logFile(publishDir);
  let ready: Promise<unknown> | null = null;
  return async (event, human, fields = {}) => {
    const at = new Date().toISOString();
    say(`[publish ${at}] ${human}`);
    ready ??= mkdir(publishDir, {recursive: true});
    try {
      await ready;
      await appendFile(file, `${JSON.stringify({at, event, ...fields})}\n`);
    } catch (error) {
      console.error(`Publish log ${file} not written: ${(error as Error).message}`);
    }
  };
}

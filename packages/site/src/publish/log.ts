// The publish server's log: every step as one JSON line in `<PUBLISH_DIR>/publish-log.jsonl`
// (its history, for `jq`), and one line through the shared logger on stdout (for journald):
// JSON lines, or a short line on a terminal (docs/operations/monitoring.md). Both are masked:
// no e-mail address or full IP address reaches either.
import {appendFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import {createLogger as createLineLogger, maskValue, type Logger} from '@schaufenster/core/node';

/** The log file under the publish folder. */
export const logFile = (publishDir: string) => path.join(publishDir, 'publish-log.jsonl');

/** Writes one step of the publish server. */
export type PublishLogger = (
  event: string,
  human: string,
  fields?: Record<string, unknown>,
) => Promise<void>;

/** Steps that mean something went wrong: a warning on stdout, not an info. */
const WARNINGS = new Set([
  'error',
  'failed',
  'build-failed',
  'switch-failed',
  'publish-refused',
  'reload-failed',
  'notify-failed',
]);

let lines: Logger | null = null;

/** The publish server's logger on stdout (LOG_FORMAT, LOG_LEVEL), made once. */
export function publishLineLogger(): Logger {
  lines ??= createLineLogger({name: 'publish'});
  return lines;
}

/**
 * A logger appending to `publishDir`'s log file; `say` gets the human line (default: the shared
 * logger, with the step's name as `event`; its details are in the file). A log that cannot be
 * written is said on stderr once per failure and never stops a publish.
 */
export function createLogger(publishDir: string, say?: (line: string) => void): PublishLogger {
  const file = logFile(publishDir);
  let ready: Promise<unknown> | null = null;
  return async (event, human, fields = {}) => {
    const at = new Date().toISOString();
    if (say) say(`[publish ${at}] ${human}`);
    else publishLineLogger()[WARNINGS.has(event) ? 'warn' : 'info'](human, {event});
    ready ??= mkdir(publishDir, {recursive: true});
    try {
      await ready;
      await appendFile(file, `${JSON.stringify(maskValue({at, event, ...fields}))}\n`);
    } catch (error) {
      publishLineLogger().error(`Publish log ${file} not written: ${(error as Error).message}`);
    }
  };
}

// The publish server of `npm start -- --cms` (docs/operations/publishing.md): in this process, with
// its releases beside Directus's data, so an owner's edit in Directus goes live without anyone
// touching the terminal. The first publish runs before the order service starts (the service
// prices against the served release's catalogue); after it, the webhook takes the Flow's calls.
import {randomBytes} from 'node:crypto';
import {createWriteStream, type WriteStream} from 'node:fs';
import {createLogger} from '../../packages/site/src/publish/log.ts';
import {DEFAULT_NOTIFY_ROLE} from '../../packages/site/src/publish/notify.ts';
import {readPublishConfig} from '../../packages/site/src/publish/options.ts';
import {publishOnce} from '../../packages/site/src/publish/publishOnce.ts';
import {currentDir} from '../../packages/site/src/publish/releases.ts';
import {createPublishServer, type PublishServer} from '../../packages/site/src/publish/server.ts';
import {shortPath} from './terminal.ts';

/** What the publish server of `npm start` works with. */
export interface StartPublishing {
  /** Its folder: work folder, releases, `current`. */
  publishDir: string;
  /** Its port (`PUBLISH_PORT`, 4175 by default). */
  port: number;
  /** The build's environment. */
  buildEnv: Record<string, string | undefined>;
  /** The order service it reloads after a switch. */
  orderService: {url: string; token: string};
  /** The Directus it tells of failures (URL and a token that may notify). */
  directus: {url: string; token: string};
  /** Where its lines go. */
  logFile: string;
}

/** A secret for one run: the Flow reads it from Directus's environment, which this run sets. */
export function newPublishSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The webhook URL the Flow calls, for Directus's `PUBLISH_WEBHOOK_URL`. */
export function publishWebhookUrl(port: number): string {
  return `http://127.0.0.1:${port}/publish`;
}

/** The folder the web server serves: `current` of the publish folder. */
export function servedRoot(publishDir: string): string {
  return currentDir(publishDir);
}

/** The log stream of each log file, opened once per run. */
const logStreams = new Map<string, WriteStream>();

/**
 * Options both the first publish and the server take; `PUBLISH_KEEP`, `PUBLISH_DEBOUNCE_MS` and
 * `PUBLISH_NOTIFY_ROLE` of the build environment are read as the publish server's CLI reads them.
 */
function common(options: StartPublishing) {
  const {buildEnv} = options;
  const config = readPublishConfig({
    PUBLISH_KEEP: buildEnv.PUBLISH_KEEP,
    PUBLISH_DEBOUNCE_MS: buildEnv.PUBLISH_DEBOUNCE_MS,
  });
  let say = logStreams.get(options.logFile);
  if (say === undefined) {
    say = createWriteStream(options.logFile, {flags: 'a'});
    logStreams.set(options.logFile, say);
  }
  const stream = say;
  return {
    publishDir: options.publishDir,
    keep: config.keep,
    debounceMs: config.debounceMs,
    env: {...buildEnv, PUBLISH_UPSTREAM: `http://127.0.0.1:${options.port}`},
    orderService: options.orderService,
    notify: {
      ...options.directus,
      role: buildEnv.PUBLISH_NOTIFY_ROLE?.trim() || DEFAULT_NOTIFY_ROLE,
    },
    log: createLogger(options.publishDir, (line) => stream.write(`${line}\n`)),
  };
}

/**
 * Publishes once (the first release, or the current content over the last one); throws with the
 * build's last lines when it failed. The order service is not running yet: its reload is skipped.
 */
export async function firstPublish(options: StartPublishing): Promise<void> {
  const outcome = await publishOnce({...common(options), orderService: null, trigger: 'start'});
  if (!outcome.ok) {
    const tail = outcome.tail?.join('\n') ?? '';
    throw new Error(`Publishing failed: ${outcome.error ?? 'unknown error'}\n${tail}`);
  }
}

/** Starts the webhook on 127.0.0.1:`port` with `secret`. */
export function startPublishServer(
  options: StartPublishing,
  secret: string,
): Promise<PublishServer> {
  return createPublishServer({...common(options), secret, port: options.port, host: '127.0.0.1'});
}

/** The command that serves the release before the current one. */
export function rollbackCommand(publishDir: string): string {
  return `PUBLISH_DIR=${shortPath(publishDir)} npm run publish-server -- rollback`;
}

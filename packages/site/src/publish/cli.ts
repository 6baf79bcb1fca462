// `npm run publish-server`: the publish server and its commands (docs/operations/publishing.md).
// Runs on Node 24's type stripping like the build CLI: only Node and plain TypeScript.
import {readPublishConfig, type PublishConfig} from './options.ts';
import {publishLineLogger} from './log.ts';
import {publishOnce} from './publishOnce.ts';
import {currentRelease} from './releases.ts';
import {rollback} from './rollback.ts';
import {createPublishServer, statusOf} from './server.ts';

const HELP = `Usage: npm run publish-server -- [serve|publish|rollback|status|--help]

  serve     (default) the webhook: POST /publish queues a publish, GET /status, GET /health
  publish   one publish now: build, snapshot, switch, reload (exit code 1 when it failed)
  rollback  serve the release before the current one (again: one further back)
  status    the releases, which one is served, the last outcomes

Variables: PUBLISH_SECRET (serve; at least 32 characters), PUBLISH_PORT (4175),
PUBLISH_HOST (127.0.0.1), PUBLISH_DIR (.data/publish), PUBLISH_KEEP (5),
PUBLISH_DEBOUNCE_MS (500), ORDER_SERVICE_URL + ORDER_OWNER_TOKEN (reload after a switch),
DIRECTUS_URL + DIRECTUS_TOKEN (+ PUBLISH_NOTIFY_ROLE) to tell the owner of a failure;
LOG_FORMAT (json or text; default text on a terminal, else JSON lines), LOG_LEVEL (info);
every other variable goes to the build (CONTENT_SOURCE, SITE_DOMAIN, RETAILER, ...).
The web server serves <PUBLISH_DIR>/current.`;

async function serve(config: PublishConfig): Promise<void> {
  if (config.secret === null) {
    throw new Error('PUBLISH_SECRET is not set: the webhook takes only calls that know it');
  }
  const server = await createPublishServer({
    secret: config.secret,
    port: config.port,
    host: config.host,
    debounceMs: config.debounceMs,
    publishDir: config.publishDir,
    keep: config.keep,
    orderService: config.orderService,
    notify: config.notify,
    env: config.buildEnv,
  });
  const log = publishLineLogger();
  log.info(`Publish server on ${server.url}, publishing into ${config.publishDir}`);
  // A fresh host has nothing to serve yet: the first publish does not wait for an edit.
  if ((await currentRelease(config.publishDir)) === null) server.request('start');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal}: stopping once the running build (if any) has ended`);
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function status(config: PublishConfig): Promise<void> {
  const state = await statusOf(config.publishDir);
  if (state.releases.length === 0) console.info(`No releases in ${config.publishDir} yet`);
  for (const id of state.releases) {
    console.info(
      `${id === state.current ? '* ' : '  '}${id}${id === state.current ? ' (served)' : ''}`,
    );
  }
  const last = state.outcomes.at(-1);
  if (last !== undefined) {
    console.info(
      last.ok
        ? `Last publish ${last.startedAt}: ${last.releaseId} in ${last.ms} ms (build ${last.buildMs}, switch ${last.switchMs}, reload ${last.reload ?? '-'})`
        : `Last publish ${last.startedAt} FAILED: ${last.error ?? ''}`,
    );
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const command = argv[0] ?? 'serve';
  if (command === '--help' || command === '-h' || command === 'help') {
    console.info(HELP);
    return 0;
  }
  const config = readPublishConfig(process.env);
  switch (command) {
    case 'serve':
      await serve(config);
      return -1;
    case 'publish': {
      const outcome = await publishOnce({
        publishDir: config.publishDir,
        keep: config.keep,
        orderService: config.orderService,
        notify: config.notify,
        env: config.buildEnv,
        trigger: 'cli',
      });
      if (!outcome.ok && outcome.tail) console.error(outcome.tail.join('\n'));
      return outcome.ok ? 0 : 1;
    }
    case 'rollback': {
      // A reload that fails is logged; the rollback itself is done.
      await rollback(config.publishDir, {orderService: config.orderService});
      return 0;
    }
    case 'status':
      await status(config);
      return 0;
    default:
      console.error(`Unknown command "${command}".\n\n${HELP}`);
      return 64;
  }
}

try {
  const code = await main(process.argv.slice(2));
  if (code >= 0) process.exitCode = code;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

// Runs the service from the command line: load the catalogue, listen, print the URL, reload the
// catalogue on SIGHUP or when its file's link leads to another release, stop cleanly on SIGINT
// and SIGTERM.
import {realpathSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {createLogger, routeConsole} from '@schaufenster/core/node';
import {backupEnvironment} from '../backup/schedule.ts';
import {loadCatalogueFile, loadRetailerCatalogue} from '../catalogue.ts';
import {healthEnvironment} from '../health.ts';
import {trustedProxiesEnvironment} from '../http/clientAddress.ts';
import {mailEnvironment} from '../outbox/config.ts';
import {ownerTokenOf} from '../owner/auth.ts';
import {retentionEnvironment} from '../privacy/retention.ts';
import {directusEnvironment} from '../owner/directusTarget.ts';
import {klarnaEnvironment} from '../providers/klarna/config.ts';
import {paypalEnvironment} from '../providers/paypal/config.ts';
import {createOrderService} from '../service.ts';
import {parseCliArgs, USAGE} from './args.ts';

/** The repository's fixture retailers, found from this file's place in the tree. */
const FIXTURE_RETAILERS_DIR = fileURLToPath(
  new URL('../../../../fixtures/retailers', import.meta.url),
);

/** Starts the service from `argv`; resolves once it listens (the server keeps the process up). */
export async function main(argv: readonly string[]): Promise<void> {
  const parsed = parseCliArgs(argv, process.cwd(), FIXTURE_RETAILERS_DIR);
  if (parsed.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`${parsed.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const {options} = parsed;
  // One line per event: JSON lines, or short lines on a terminal (LOG_FORMAT, LOG_LEVEL).
  const logger = createLogger({name: 'order-service'});
  // Modules that print on the console (an expiry run's error, a default warning) log the same way.
  routeConsole(logger);
  // Mail settings come from the environment (decision 066); a bad one stops the start.
  const mail = mailEnvironment(process.env);
  if (!mail.ok) throw new Error(mail.message);
  const ownerToken = ownerTokenOf(process.env['ORDER_OWNER_TOKEN']);
  // The shop's Directus, when the owner works there (DIRECTUS_URL, DIRECTUS_SERVICE_TOKEN).
  const directus = directusEnvironment(process.env);
  if (!directus.ok) throw new Error(directus.message);
  // Proxies whose X-Forwarded-For names the visitor (TRUSTED_PROXIES; loopback when unset).
  const proxies = trustedProxiesEnvironment(process.env);
  if (!proxies.ok) throw new Error(proxies.message);
  // Klarna's mode and credentials come from the environment only (decision 072).
  const klarna = klarnaEnvironment(process.env);
  if (!klarna.ok) throw new Error(klarna.message);
  if (klarna.notice !== undefined) logger.info(klarna.notice);
  // Online backups into <data>/backups (BACKUP_INTERVAL_HOURS, BACKUP_KEEP).
  const backup = backupEnvironment(process.env);
  if (!backup.ok) throw new Error(backup.message);
  // How long mail may wait before /health answers 503 (HEALTH_OUTBOX_MAX_AGE).
  const health = healthEnvironment(process.env);
  if (!health.ok) throw new Error(health.message);
  // Contact messages and requests are deleted after RETENTION_MESSAGES_DAYS (decision 075).
  const retention = retentionEnvironment(process.env);
  if (!retention.ok) throw new Error(retention.message);
  // The same loader serves the start and every reload (SIGHUP, POST /owner/catalogue/reload).
  const {source} = options;
  // The release the catalogue file led to at its last load: the link follower below reloads only
  // when it leads elsewhere, not again after a reload the publish server asked for.
  let loadedFrom: string | null = null;
  const loadCatalogue = async () => {
    if (source.kind !== 'file') return loadRetailerCatalogue(source.dir);
    const from = realPathOf(source.file);
    const loaded = await loadCatalogueFile(source.file, (line) => logger.warn(line));
    loadedFrom = from;
    return loaded;
  };
  const loaded = await loadCatalogue();
  // PayPal's mode and secrets come from the environment only (decision 072).
  const paypal = paypalEnvironment(
    process.env,
    loaded.catalogue.settings?.paypal_client_id ?? undefined,
  );
  if (!paypal.ok) throw new Error(paypal.message);
  if (paypal.notice !== undefined) logger.info(paypal.notice);
  const service = await createOrderService({
    catalogue: loaded.catalogue,
    loadCatalogue,
    dataDir: options.dataDir,
    port: options.port,
    host: options.host,
    projects: [...loaded.projects, ...options.projects],
    allowedOrigins: options.allowedOrigins,
    maxOrderTotal: options.maxOrderTotal,
    rateLimits: options.rateLimits,
    trustedProxies: proxies.value,
    orderPrefix: options.orderPrefix,
    paymentExpiryMinutes: options.paymentExpiryMinutes,
    ...(ownerToken === undefined ? {} : {ownerToken}),
    klarna: klarna.value,
    paypal: paypal.value,
    directus: directus.value,
    backup: backup.value,
    health: health.value,
    retention: retention.value,
    mail: {
      ...mail.value,
      ...(loaded.shop ? {shop: loaded.shop} : {}),
      ...(options.outboxClaimMs === undefined ? {} : {timing: {claimMs: options.outboxClaimMs}}),
    },
    log: (line) => logger.info(line),
    logger,
  });
  // Start scripts and tests read the URL from this line (`listening on <url>`).
  logger.info(
    `Order service for ${loaded.name} listening on ${service.url} (data: ${options.dataDir})`,
  );
  if (ownerToken === undefined) {
    logger.info('Owner API off: set ORDER_OWNER_TOKEN to use /owner/* and npm run orders');
  }
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // For hosts without the publish server: `kill -HUP <pid>` after replacing the catalogue file.
  // The service logs the outcome; a catalogue that does not load leaves the old one in place.
  process.on('SIGHUP', () => {
    logger.info('SIGHUP: reloading the catalogue');
    service.reloadCatalogue().catch(() => {});
  });
  if (source.kind === 'file') {
    const {file} = source;
    setInterval(() => {
      const now = realPathOf(file);
      if (now === null || now === loadedFrom) return;
      loadedFrom = now; // once per switch, also while the reload runs
      logger.info('the catalogue file now leads to another release: reloading');
      service.reloadCatalogue().catch(() => {});
    }, FOLLOW_MS).unref();
  }
}

/** How often the catalogue file's link is looked at, in ms. */
const FOLLOW_MS = 1_000;

/**
 * The real path behind `file`, or null between a removal and its replacement. The catalogue
 * file's link is looked at every {@link FOLLOW_MS}: a publish folder's `current` switched by a
 * rollback or by hand (`ln -sfn`) sends no reload call; the publish server's own switches are
 * reloaded at once by its call and not again.
 */
function realPathOf(file: string): string | null {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}

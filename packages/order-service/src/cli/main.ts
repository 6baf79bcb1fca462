// Runs the service from the command line: load the catalogue, listen, print the URL, reload the
// catalogue on SIGHUP or when its file's link leads to another release, stop cleanly on SIGINT
// and SIGTERM.
import {realpathSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {loadCatalogueFile, loadRetailerCatalogue} from '../catalogue.ts';
import {mailEnvironment} from '../outbox/config.ts';
import {ownerTokenOf} from '../owner/auth.ts';
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
  // Mail settings come from the environment (decision 066); a bad one stops the start.
  const mail = mailEnvironment(process.env);
  if (!mail.ok) throw new Error(mail.message);
  const ownerToken = ownerTokenOf(process.env['ORDER_OWNER_TOKEN']);
  // The shop's Directus, when the owner works there (DIRECTUS_URL, DIRECTUS_SERVICE_TOKEN).
  const directus = directusEnvironment(process.env);
  if (!directus.ok) throw new Error(directus.message);
  // Klarna's mode and credentials come from the environment only (decision 072).
  const klarna = klarnaEnvironment(process.env);
  if (!klarna.ok) throw new Error(klarna.message);
  if (klarna.notice !== undefined) process.stdout.write(`${klarna.notice}\n`);
  // The same loader serves the start and every reload (SIGHUP, POST /owner/catalogue/reload).
  const {source} = options;
  const loadCatalogue = () =>
    source.kind === 'file'
      ? loadCatalogueFile(source.file, (line) => console.warn(`[order-service] ${line}`))
      : loadRetailerCatalogue(source.dir);
  const loaded = await loadCatalogue();
  // PayPal's mode and secrets come from the environment only (decision 072).
  const paypal = paypalEnvironment(
    process.env,
    loaded.catalogue.settings?.paypal_client_id ?? undefined,
  );
  if (!paypal.ok) throw new Error(paypal.message);
  if (paypal.notice !== undefined) process.stdout.write(`${paypal.notice}\n`);
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
    orderPrefix: options.orderPrefix,
    paymentExpiryMinutes: options.paymentExpiryMinutes,
    ...(ownerToken === undefined ? {} : {ownerToken}),
    klarna: klarna.value,
    paypal: paypal.value,
    directus: directus.value,
    mail: {
      ...mail.value,
      ...(loaded.shop ? {shop: loaded.shop} : {}),
      ...(options.outboxClaimMs === undefined ? {} : {timing: {claimMs: options.outboxClaimMs}}),
    },
    log: (line) => console.info(`[order-service] ${line}`),
  });
  process.stdout.write(
    `Order service for ${loaded.name} listening on ${service.url} (data: ${options.dataDir})\n`,
  );
  if (ownerToken === undefined) {
    process.stdout.write(
      'Owner API off: set ORDER_OWNER_TOKEN to use /owner/* and npm run orders\n',
    );
  }
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // For hosts without the publish server: `kill -HUP <pid>` after replacing the catalogue file.
  // The service logs the outcome; a catalogue that does not load leaves the old one in place.
  process.on('SIGHUP', () => {
    console.info('[order-service] SIGHUP: reloading the catalogue');
    service.reloadCatalogue().catch(() => {});
  });
  if (source.kind === 'file') {
    followSwitches(source.file, () => {
      console.info('[order-service] the catalogue file now leads to another release: reloading');
      service.reloadCatalogue().catch(() => {});
    });
  }
}

/** How often the catalogue file's link is looked at, in ms. */
const FOLLOW_MS = 1_000;

/**
 * Calls `changed` when the real path behind `file` changes: a publish folder's `current` link
 * switched by a rollback or by hand (`ln -sfn`), where no reload call comes. The publish server
 * calls the reload route at once; this catches every other switch within a second.
 */
function followSwitches(file: string, changed: () => void): void {
  const real = () => {
    try {
      return realpathSync(file);
    } catch {
      return null; // between a removal and its replacement: look again next time
    }
  };
  let last = real();
  setInterval(() => {
    const now = real();
    if (now === null || now === last) return;
    last = now;
    changed();
  }, FOLLOW_MS).unref();
}

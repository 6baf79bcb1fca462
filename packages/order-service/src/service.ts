// The local order service (ARCHITECTURE.md Layout "order-service"), which `npm start` runs: a
// node:http server over node:sqlite answering spec §7's five /ecom/* endpoints and the forms.
// This file builds its parts and starts and stops them; each request goes through
// `serveRequest.ts`, and a catalogue reload through `catalogueReload.ts`.
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {StaticCatalogue} from '@schaufenster/core';
import type {Logger} from '@schaufenster/core/node';
import {startBackupSchedule, type BackupSchedule} from './backup/schedule.ts';
import {holdPidFile} from './backup/restore.ts';
import type {LoadedCatalogue} from './catalogue.ts';
import {createCatalogueHolder, type CurrentCatalogue} from './catalogueHolder.ts';
import {createCatalogueReloader, type CatalogueReload} from './catalogueReload.ts';
import {markOrder} from './cms/markers.ts';
import {prepareCmsSync, type CmsSyncOptions, type ServiceCmsSync} from './cms/sync.ts';
import {healthReply, type HealthOptions} from './health.ts';
import {createProxyTrust, DEFAULT_TRUSTED_PROXIES} from './http/clientAddress.ts';
import {createOriginCheck} from './http/cors.ts';
import {createRateLimiter, type RateLimitOptions} from './http/rateLimit.ts';
import {logRequest} from './http/requestLog.ts';
import {refuse, sendReply} from './http/reply.ts';
import {serverTimeouts} from './http/timeouts.ts';
import {
  BODY_DRAIN_LIMIT_BYTES,
  BODY_LIMIT_BYTES,
  CLIENT_TIMEOUT_MS,
  DEFAULT_HOST,
  DEFAULT_MAX_ORDER_TOTAL,
  MAX_CONNECTIONS,
  MAX_JSON_DEPTH,
} from './limits.ts';
import {enqueueForOrderEvent} from './outbox/enqueue.ts';
import {prepareOutbox, type OutboxOptions} from './outbox/outbox.ts';
import type {ShopContent} from './outbox/shop.ts';
import {
  createOrderLifecycle,
  DEFAULT_PAYMENT_EXPIRY_MINUTES,
  lateRefundDetails,
  messageEventsOf,
  type OrderLifecycle,
} from './orders/lifecycle.ts';
import {derivedOrderPrefix, settleOrderPrefix} from './orders/orderNumbers.ts';
import {createOwnerApi} from './owner/api.ts';
import type {DirectusTarget} from './owner/directusTarget.ts';
import {shipmentDetails} from './owner/shipments.ts';
import {openNewsletter, type Newsletter} from './newsletter/subscriptions.ts';
import {startRetentionSweep} from './privacy/sweep.ts';
import type {KlarnaConfig} from './providers/klarna/config.ts';
import {createKlarnaPayments, type KlarnaPayments} from './providers/klarna/payments.ts';
import {createPaypalClient} from './providers/paypal/client.ts';
import type {PaypalConfig} from './providers/paypal/config.ts';
import type {PaypalPayments} from './providers/paypal/outcomes.ts';
import {createPaypalPayments} from './providers/paypal/payments.ts';
import {maxTotalCents} from './pricing/orderLimits.ts';
import {serveRequest, type RequestRuntime} from './serveRequest.ts';
import {openOrderStore} from './store/database.ts';
import {withdrawalDetails} from './withdrawal/withdrawnAt.ts';

/** Options of `createOrderService`. */
export interface OrderServiceOptions {
  /** Settings and published products the prices come from (core `buildStaticCatalogue`). */
  catalogue: StaticCatalogue;
  /**
   * Reads the catalogue again for `reloadCatalogue()` (the CLI passes the loader it started
   * with: `loadCatalogueFile` or `loadRetailerCatalogue`); its `projects` are accepted beside
   * those in `projects`, and its `shop` replaces `mail.shop`. None: the catalogue is fixed.
   */
  loadCatalogue?: () => Promise<LoadedCatalogue>;
  /** Folder of the SQLite file; created when missing, kept across restarts. */
  dataDir: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
  /**
   * Values of `project` the /ecom/* endpoints accept; they stay accepted after a reload.
   * @default [catalogue.settings.project.domain] (none without settings)
   */
  projects?: readonly string[];
  /** Exact browser origins allowed to call; @default any http(s) origin on localhost. */
  allowedOrigins?: readonly string[];
  /**
   * Receives the service's notices, and one line per request (method, path, status, ms) when
   * there is no `logger`; silent when not given.
   */
  log?: (line: string) => void;
  /**
   * Where each request is logged once, with its id (`X-Request-Id`), method, path, status,
   * duration and the visitor's truncated address (docs/operations/monitoring.md); the CLI's.
   */
  logger?: Logger;
  /** What /health looks at (HEALTH_OUTBOX_MAX_AGE). @default 15 minutes for pending mail */
  health?: HealthOptions;
  /** Largest request body in bytes. @default 65536 */
  bodyLimitBytes?: number;
  /** Largest order total accepted, in EUR; a larger order is refused with 422. @default 100000 */
  maxOrderTotal?: number;
  /**
   * Per-client rate limits by endpoint group; `false` turns them off (benchmarks, e2e runs
   * behind one proxy address). @default DEFAULT_RATE_LIMITS (decision 010e)
   */
  rateLimits?: RateLimitOptions;
  /**
   * Proxies whose `X-Forwarded-For` names the visitor (rate limits count per visitor): IP
   * addresses and CIDR ranges; `[]` trusts nobody. A RangeError names an entry that is neither.
   * @default DEFAULT_TRUSTED_PROXIES (loopback: the generated host configs proxy from this machine)
   */
  trustedProxies?: readonly string[];
  /** Time a client has to send a request, and an idle connection stays open, in ms. @default 10000 */
  clientTimeoutMs?: number;
  /**
   * Prefix of new order numbers, e.g. `JM-` (decision 067); a data folder keeps the one it
   * started with unless this is given. @default initials of the project's domain
   */
  orderPrefix?: string;
  /**
   * Minutes an online payment (PayPal, Klarna) may take before its order expires and its stock
   * is given back; 0 never expires. @default 60
   */
  paymentExpiryMinutes?: number;
  /** E-mail: SMTP, sender, owner address, shop content (decision 066). @default mail off */
  mail?: OutboxOptions;
  /** Bearer token of the owner API (`ORDER_OWNER_TOKEN`); without it /owner/* is 404. */
  ownerToken?: string;
  /** How to reach PayPal (providers/paypal/config.ts); none: PayPal calls are 503. */
  paypal?: PaypalConfig | null;
  /** Time between two PayPal reconciliation runs in ms; 0 turns them off. @default 300000 */
  paypalReconcileMs?: number;
  /** How to reach Klarna (providers/klarna/config.ts); null or none: Klarna orders are 503. */
  klarna?: KlarnaConfig | null;
  /** Time between two runs of the Klarna job in ms; 0 turns it off. @default 60000 */
  klarnaJobMs?: number;
  /** The shop's Directus (owner/directusTarget.ts); null or none: nothing goes there. */
  directus?: DirectusTarget | null;
  /** Timing of the sync to Directus (tests shorten it); only with `directus`. */
  cmsSync?: Omit<CmsSyncOptions, 'url' | 'token'>;
  /**
   * Online backups into `<dataDir>/backups` (backup/schedule.ts); the CLI turns them on from
   * BACKUP_INTERVAL_HOURS and BACKUP_KEEP. @default off
   */
  backup?: BackupSchedule | null;
  /**
   * The daily retention sweep (privacy/sweep.ts, decision 075) with the days contact messages
   * and product requests are kept (0 keeps them; orders, order mails and newsletter sign-ups age
   * out by their own periods); the CLI takes RETENTION_MESSAGES_DAYS. @default off
   */
  retention?: {messagesDays: number} | null;
}

/** A running order service. */
export interface OrderService {
  /** Base URL, e.g. `http://127.0.0.1:4174` (the site's ORDER_API_URL). */
  url: string;
  /**
   * Loads the catalogue again with `loadCatalogue` and swaps it in, with its stock brought into
   * the ledger in the same transaction; reloads run one at a time. Throws a CatalogueLoadError
   * when it does not load (or without a loader), and then the old catalogue stays.
   */
  reloadCatalogue(): Promise<CatalogueReload>;
  /**
   * Takes a checked online backup into `<dataDir>/backups` now (after one under way) and
   * rotates the folder; resolves to the new file.
   */
  backupNow(): Promise<string>;
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>;
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the service; resolves once it listens. Throws a RangeError for an impossible limit
 * (maximum total, rate limit, timeout).
 */
export async function createOrderService(options: OrderServiceOptions): Promise<OrderService> {
  const host = options.host ?? DEFAULT_HOST;
  const maxOrderTotalCents = maxTotalCents(options.maxOrderTotal ?? DEFAULT_MAX_ORDER_TOTAL);
  const limiter = createRateLimiter(options.rateLimits);
  const proxies = createProxyTrust(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
  const timeouts = serverTimeouts(options.clientTimeoutMs ?? CLIENT_TIMEOUT_MS);
  const bodyLimit = options.bodyLimitBytes ?? BODY_LIMIT_BYTES;
  // Messages are written with their records and sent by the outbox (decision 066).
  const outbox = await prepareOutbox(options.mail, options.log);
  // One version of the catalogue, its accepted projects and the mails' shop, read by everything
  // that needs them; a reload replaces it whole.
  const versionOf = async (
    catalogue: StaticCatalogue,
    projects: Iterable<string>,
    shop: ShopContent | undefined,
  ): Promise<CurrentCatalogue> => ({
    catalogue,
    projects: new Set(projects),
    mail: await outbox.shopMail(shop, catalogue.settings?.project.domain ?? 'Shop'),
    loadedAt: new Date(),
  });
  const domain = options.catalogue.settings?.project.domain;
  const holder = createCatalogueHolder(
    await versionOf(
      options.catalogue,
      options.projects ?? (domain === undefined ? [] : [domain]),
      options.mail?.shop,
    ),
  );
  const store = openOrderStore(options.dataDir, undefined, {
    outbox: {...outbox.settings, current: holder.current},
    orderPrefix: (db) =>
      settleOrderPrefix(db, {
        configured: options.orderPrefix,
        derived: derivedOrderPrefix(options.catalogue.settings?.project.domain),
      }),
    onOrderInserted: [
      (db, placed) => enqueueForOrderEvent(db, 'placed', placed),
      (db, placed) => markOrder(db, placed.orderId),
    ],
  });
  let cmsSync: ServiceCmsSync | null = null;
  let orders: OrderLifecycle;
  let newsletter: Newsletter;
  let paypal: PaypalPayments | null = null;
  let klarna: KlarnaPayments;
  try {
    // With Directus, every record the owner sees there is marked in its own transaction and
    // pushed by the sync's worker; attached first, so the stock import below is marked too.
    if (options.directus) {
      cmsSync = prepareCmsSync(
        store,
        () => holder.current().catalogue,
        {...options.directus, ...options.cmsSync},
        options.log,
      );
    }
    // The double opt-in's links point at the site the mails name (decision 069).
    newsletter = openNewsletter(store, options.dataDir, holder.current().mail.shop.siteUrl);
    orders = createOrderLifecycle(store, options.catalogue, {
      paymentExpiryMinutes: options.paymentExpiryMinutes ?? DEFAULT_PAYMENT_EXPIRY_MINUTES,
      now: () => new Date(),
      // Each state change writes its messages in its own transaction (decisions 066, 067).
      onStateChange: (db, change) => {
        markOrder(db, change.orderId);
        for (const event of messageEventsOf(change)) {
          enqueueForOrderEvent(db, event, change, {
            ...shipmentDetails(db, event, change.orderId),
            ...withdrawalDetails(db, event, change.orderId),
            ...lateRefundDetails(change),
          });
        }
      },
    });
    if (options.paypal) {
      paypal = createPaypalPayments({
        client: createPaypalClient(options.paypal),
        store,
        orders,
        ...(options.log ? {log: (line: string) => options.log?.(`paypal: ${line}`)} : {}),
      });
    }
    klarna = createKlarnaPayments({
      config: options.klarna ?? null,
      store,
      orders,
      now: () => new Date(),
      ...(options.klarnaJobMs === undefined ? {} : {jobIntervalMs: options.klarnaJobMs}),
      ...(options.log ? {log: (line: string) => options.log?.(`klarna: ${line}`)} : {}),
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const services = {
    store,
    maxOrderTotalCents,
    orders,
    newsletter,
    paypal,
    klarna,
    ratingsInCms: Boolean(options.directus),
  };
  const runtime: RequestRuntime = {
    context: () => {
      const {catalogue, projects} = holder.current();
      return {...services, catalogue, projects};
    },
    allowOrigin: createOriginCheck(options.allowedOrigins, options.mail?.siteUrl),
    bodyLimits: {
      maxBytes: bodyLimit,
      drainBytes: Math.max(bodyLimit, BODY_DRAIN_LIMIT_BYTES),
      maxDepth: MAX_JSON_DEPTH,
    },
    limiter,
    proxies,
    health: () =>
      healthReply(store.db, options.health ?? {}, new Date(), (error) =>
        options.logger?.error('health: the database failed', {error}),
      ),
  };
  const log = options.log;
  const logger = options.logger;

  let closing: Promise<void> | null = null;
  const reloader = createCatalogueReloader({
    load: options.loadCatalogue,
    projects: options.projects ?? [],
    versionOf,
    holder,
    store,
    orders,
    isClosing: () => closing !== null,
    log,
  });
  const reloadCatalogue = reloader.reload;

  const owner = createOwnerApi({
    token: options.ownerToken,
    context: runtime.context,
    reloadCatalogue: options.loadCatalogue ? reloadCatalogue : null,
    bodyLimits: runtime.bodyLimits,
    directus: options.directus ?? null,
  });

  const {socketTimeout, ...httpTimeouts} = timeouts;
  const server = createServer(httpTimeouts, (request, response) => {
    const requestId = logRequest(request, response, {logger, log, proxies});
    serveRequest(request, response, runtime, owner).catch((error: unknown) => {
      if (logger) logger.error('request failed', {requestId, error});
      else console.error('[order-service]', error);
      if (!response.headersSent) {
        sendReply(response, refuse(500, 'internal', 'Internal error'));
      } else {
        response.destroy();
      }
    });
  });
  // Without a 'timeout' listener node destroys a socket idle this long.
  server.setTimeout(socketTimeout);
  server.maxConnections = MAX_CONNECTIONS;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    store.close();
    throw error;
  }
  outbox.start(store.db, () => holder.current().mail);
  cmsSync?.start();
  const stopExpiry = orders.startExpiry();
  const stopReconciliation =
    paypal?.startReconciliation(options.paypalReconcileMs ?? 300_000) ?? (() => {});
  const stopKlarna = klarna.startJob();
  // The pid file tells `npm run orders -- restore` that the database is in use.
  const releasePid = holdPidFile(options.dataDir);
  const backups = startBackupSchedule(
    store.db,
    options.dataDir,
    options.backup ?? {intervalHours: 0},
    (line) => (log ?? console.info)(line),
  );
  const sweeper = options.retention
    ? startRetentionSweep(store.db, options.retention, (line) => (log ?? console.info)(line))
    : null;
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://${hostForUrl(host)}:${port}`,
    reloadCatalogue,
    backupNow: () => backups.takeNow(),
    close() {
      closing ??= new Promise<void>((resolve) => {
        stopExpiry();
        stopReconciliation();
        stopKlarna();
        sweeper?.close();
        server.close(() => {
          void Promise.all([
            outbox.close(),
            cmsSync?.close(),
            reloader.settled(),
            backups.close(),
          ]).then(() => {
            store.close();
            releasePid();
            resolve();
          });
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

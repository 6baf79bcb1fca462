// Command-line options of the order service (decision 010), parsed with node:util, pure.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  checkRateLimit,
  RATE_LIMIT_GROUPS,
  type RateLimitGroup,
  type RateLimitOptions,
} from '../http/rateLimit.ts';
import {DEFAULT_HOST, DEFAULT_MAX_ORDER_TOTAL, DEFAULT_PORT} from '../limits.ts';
import {DEFAULT_PAYMENT_EXPIRY_MINUTES} from '../orders/lifecycle.ts';
import {normalizeOrderPrefix} from '../orders/orderNumbers.ts';

/** The fixture retailer served when none is named (the jeweller, shop on). */
export const DEFAULT_RETAILER = 'juwelier-morgenstern';
/** Data folder used when `--data` is not given, relative to the working directory. */
export const DEFAULT_DATA_DIR = '.data/order-service';

/** How to run the service. */
interface CliOptions {
  /** Where the catalogue comes from: a retailer folder or a static catalogue file. */
  source: {kind: 'retailer'; name: string; dir: string} | {kind: 'file'; file: string};
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** Absolute data folder. */
  dataDir: string;
  /** Exact allowed origins; undefined means any localhost origin. */
  allowedOrigins: string[] | undefined;
  /** Extra accepted `project` values. */
  projects: string[];
  /** Largest order total in EUR; undefined means the service's default. */
  maxOrderTotal: number | undefined;
  /** Rate limits as given; undefined means the service's defaults. */
  rateLimits: RateLimitOptions | undefined;
  /** Order number prefix, e.g. `JM-`; undefined keeps the data folder's (decision 067). */
  orderPrefix: string | undefined;
  /** Minutes an online payment may take; undefined means the service's default. */
  paymentExpiryMinutes: number | undefined;
  /** How long a send may hold a message, in ms; undefined means the outbox's default. */
  outboxClaimMs: number | undefined;
}

/** The parsed options, a request for help, or why the arguments are wrong. */
export type CliParse =
  {kind: 'run'; options: CliOptions} | {kind: 'help'} | {kind: 'error'; message: string};

/** Usage text printed by `--help` and after an argument error. */
export const USAGE = `Usage: node packages/order-service/src/cli.ts [options]

  --retailer <name>      fixture retailer folder name (default ${DEFAULT_RETAILER})
  --fixtures <dir>       folder holding the retailer folders (default <repo>/fixtures/retailers)
  --catalogue <file>     read a static catalogue JSON (e.g. dist/shop-catalogue.json) instead
  --port <n>             port, 0 for any free one (default ${DEFAULT_PORT})
  --host <host>          interface (default ${DEFAULT_HOST})
  --data <dir>           data folder for the SQLite file (default ${DEFAULT_DATA_DIR})
  --allow-origin <url>   allowed browser origin, repeatable (default: localhost and PUBLIC_SITE_URL)
  --project <name>       extra accepted project value, repeatable
  --max-order-total <eur>  largest order total accepted (default ${DEFAULT_MAX_ORDER_TOTAL})
  --rate-limit <rule>    per-client limit, repeatable: off (no limits at all),
                         <group>=off, or <group>=<burst>,<per-minute>;
                         groups: ${RATE_LIMIT_GROUPS.join(', ')}
  --outbox-claim <s>     seconds a send may hold a message before it is tried again
                         (default 120; mail settings come from the environment)
  --order-prefix <abc>   order number prefix, 1 to 8 letters or digits (default: the
                         data folder's, else the initials of the project, e.g. JM)
  --payment-expiry <min> minutes an online payment may take before the order expires
                         and its stock is given back, 0 never (default ${DEFAULT_PAYMENT_EXPIRY_MINUTES})
  --help                 show this text

Environment: TRUSTED_PROXIES, comma-separated IP addresses and CIDR ranges of the
reverse proxies whose X-Forwarded-For names the visitor (default 127.0.0.1/8,::1;
none trusts nobody). BACKUP_INTERVAL_HOURS, hours between two online backups of the
database into <data>/backups (default 24, 0 off); BACKUP_KEEP, backups kept (default 14).
HEALTH_OUTBOX_MAX_AGE, how long a message may wait unsent before /health answers 503:
minutes, or 900s, 15m, 1h (default 15). LOG_FORMAT, json or text (default: text on a
terminal, JSON lines otherwise); LOG_LEVEL, debug, info, warn or error (default info).
RETENTION_MESSAGES_DAYS, days contact messages and product requests are kept before a
daily sweep deletes them (default 180, 0 keeps them; orders, order mails and newsletter
sign-ups age out by their own periods, decision 075).

Signals: SIGHUP reloads the catalogue from the same --catalogue file or --retailer
folder (as POST /owner/catalogue/reload does); SIGINT and SIGTERM stop the service.`;

function parsePort(value: string | undefined): number | null {
  if (value === undefined) return DEFAULT_PORT;
  if (!/^\d+$/.test(value)) return null;
  const port = Number(value);
  return port <= 65_535 ? port : null;
}

function parseMaxOrderTotal(value: string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const total = Number(value);
  return total > 0 ? total : null;
}

const isGroup = (name: string): name is RateLimitGroup =>
  (RATE_LIMIT_GROUPS as readonly string[]).includes(name);

/** The `--rate-limit` rules as service options, or why one cannot be read. */
function parseRateLimits(
  rules: readonly string[] | undefined,
): {ok: true; value: RateLimitOptions | undefined} | {ok: false; message: string} {
  if (rules === undefined) return {ok: true, value: undefined};
  if (rules.includes('off')) return {ok: true, value: false};
  const limits: Partial<Record<RateLimitGroup, {burst: number; perMinute: number} | false>> = {};
  for (const rule of rules) {
    const match = /^([a-z]+)=(?:(off)|(\d+),(\d+(?:\.\d+)?))$/.exec(rule);
    const group = match?.[1];
    if (!match || group === undefined || !isGroup(group)) {
      return {ok: false, message: `Invalid --rate-limit ${rule}`};
    }
    if (match[2] === 'off') {
      limits[group] = false;
      continue;
    }
    const limit = {burst: Number(match[3]), perMinute: Number(match[4])};
    try {
      checkRateLimit(limit, group);
    } catch (error) {
      return {ok: false, message: `Invalid --rate-limit ${rule}: ${(error as Error).message}`};
    }
    limits[group] = limit;
  }
  return {ok: true, value: limits};
}

/**
 * Parses `argv` (without node and script). Relative paths resolve against `cwd`; the retailer
 * folder defaults to `<retailersDir>/<name>`.
 */
export function parseCliArgs(argv: readonly string[], cwd: string, retailersDir: string): CliParse {
  let values;
  try {
    ({values} = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        retailer: {type: 'string'},
        fixtures: {type: 'string'},
        catalogue: {type: 'string'},
        port: {type: 'string'},
        host: {type: 'string'},
        data: {type: 'string'},
        'allow-origin': {type: 'string', multiple: true},
        project: {type: 'string', multiple: true},
        'max-order-total': {type: 'string'},
        'rate-limit': {type: 'string', multiple: true},
        'order-prefix': {type: 'string'},
        'payment-expiry': {type: 'string'},
        'outbox-claim': {type: 'string'},
        help: {type: 'boolean'},
      },
    }));
  } catch (error) {
    return {kind: 'error', message: (error as Error).message};
  }
  if (values.help) return {kind: 'help'};
  if (values.catalogue !== undefined && values.retailer !== undefined) {
    return {kind: 'error', message: 'Give either --retailer or --catalogue, not both'};
  }
  const port = parsePort(values.port);
  if (port === null) return {kind: 'error', message: `Invalid --port ${values.port ?? ''}`};
  const maxOrderTotal = parseMaxOrderTotal(values['max-order-total']);
  if (maxOrderTotal === null) {
    return {
      kind: 'error',
      message: `Invalid --max-order-total ${values['max-order-total'] ?? ''}: an amount above 0`,
    };
  }
  const rateLimits = parseRateLimits(values['rate-limit']);
  if (!rateLimits.ok) return {kind: 'error', message: rateLimits.message};
  const claim = values['outbox-claim'];
  if (claim !== undefined && !(/^\d+(\.\d+)?$/.test(claim) && Number(claim) > 0)) {
    return {kind: 'error', message: `Invalid --outbox-claim ${claim}: seconds above 0`};
  }
  const prefix = values['order-prefix'];
  const orderPrefix = prefix === undefined ? undefined : normalizeOrderPrefix(prefix);
  if (orderPrefix === null) {
    return {kind: 'error', message: `Invalid --order-prefix ${prefix}: 1 to 8 letters or digits`};
  }
  const expiry = values['payment-expiry'];
  if (expiry !== undefined && !/^\d{1,6}$/.test(expiry)) {
    return {kind: 'error', message: `Invalid --payment-expiry ${expiry}: whole minutes, 0 or more`};
  }
  const name = values.retailer ?? DEFAULT_RETAILER;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
    return {kind: 'error', message: `Invalid --retailer ${name}: a fixture folder name`};
  }
  const source: CliOptions['source'] =
    values.catalogue !== undefined
      ? {kind: 'file', file: path.resolve(cwd, values.catalogue)}
      : {kind: 'retailer', name, dir: path.resolve(cwd, values.fixtures ?? retailersDir, name)};
  return {
    kind: 'run',
    options: {
      source,
      port,
      host: values.host ?? DEFAULT_HOST,
      dataDir: path.resolve(cwd, values.data ?? DEFAULT_DATA_DIR),
      allowedOrigins: values['allow-origin'],
      projects: values.project ?? [],
      maxOrderTotal,
      rateLimits: rateLimits.value,
      orderPrefix,
      paymentExpiryMinutes: expiry === undefined ? undefined : Number(expiry),
      outboxClaimMs: claim === undefined ? undefined : Number(claim) * 1000,
    },
  };
}

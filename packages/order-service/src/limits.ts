// Fixed limits and paths of the local order service (decision 010). The five /ecom/* paths are
// core's ORDER_PATHS (spec §7 Order service); the form paths are those decision 007 gave the
// hosted form service, so the UI's default endpoints work against this service unchanged.

/** Largest accepted request body in bytes; a bigger body is answered 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** A declared body this much over the limit is refused without reading it. */
export const BODY_DRAIN_LIMIT_BYTES = 16 * BODY_LIMIT_BYTES;
/** Deepest nesting of arrays and objects a body may have (the body object itself is level 1). */
export const MAX_JSON_DEPTH = 32;
/**
 * Time a client has to send one whole request (headers and body), in ms; an idle connection is
 * closed after as long (decision 010e).
 */
export const CLIENT_TIMEOUT_MS = 10_000;
/** How long an idle keep-alive connection stays open at most, in ms. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Open connections at most; more are refused by the server. */
export const MAX_CONNECTIONS = 256;

// Most pieces of one order line: core's MAX_LINE_COUNT, the cart's own limit.
export {MAX_LINE_COUNT} from '@schaufenster/core';
/** Largest order total accepted by default, in EUR (decision 010e); more is refused with 422. */
export const DEFAULT_MAX_ORDER_TOTAL = 100_000;

/** Port the CLI listens on by default (the site itself is served on 4173). */
export const DEFAULT_PORT = 4174;
/** Interface the service listens on by default: loopback only. */
export const DEFAULT_HOST = '127.0.0.1';
/** The SQLite file inside the data folder. */
export const DATABASE_FILE = 'order-service.sqlite';

/** The order numbers handed out are this prefix plus 1000 + the row id (SF-1001, SF-1002, …). */
export const ORDER_ID_PREFIX = 'SF-';
/** Added to the row id to make the order number. */
export const ORDER_ID_OFFSET = 1000;

/** Paths of the contact form and newsletter endpoints (decision 007 forms). */
export const FORM_PATHS = {
  contact: '/forms/contact',
  newsletter: '/newsletter/subscribe',
} as const;

/**
 * A GET here answers `{status: 'ok', …}` once the service listens and its database and outbox
 * are well (start scripts wait for it, monitors ask it), else 503 (health.ts).
 */
export const HEALTH_PATH = '/health';

/** The withdrawal function (POST, two steps) and the live stock read (GET), decision 070. */
export const SHOP_PATHS = {
  withdrawal: '/ecom/withdrawal',
  stock: '/ecom/stock',
} as const;

/** Request headers a browser may send cross-origin (the order client sends all three). */
export const ALLOWED_REQUEST_HEADERS = ['Content-Type', 'Accept', 'Idempotency-Key'] as const;
/** Response header set when a stored order answer is replayed for a repeated key. */
export const REPLAY_HEADER = 'Idempotent-Replayed';
/** How long a browser may cache a preflight answer, in seconds. */
export const PREFLIGHT_MAX_AGE_S = 600;

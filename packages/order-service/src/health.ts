// `GET /health` (docs/operations/monitoring.md): a real query on the database and the outbox's
// state, so a monitor learns that orders cannot be stored or that mail stopped going out. 503
// when the database fails, when any outgoing message is dead (parked: given up after its
// retries) or when the oldest pending one waits longer than HEALTH_OUTBOX_MAX_AGE.
import type {DatabaseSync} from 'node:sqlite';
import type {ServiceError, ServiceReply} from './http/reply.ts';

/** Longest wait of a pending message before /health answers 503, in ms: 15 minutes. */
export const DEFAULT_OUTBOX_MAX_AGE_MS = 15 * 60_000;

/** What /health looks at. */
export interface HealthOptions {
  /** Longest time a message may wait unsent, in ms. @default 15 minutes */
  outboxMaxAgeMs?: number;
}

/** The outbox's numbers in a /health answer. */
interface OutboxHealth {
  /** Messages not sent yet (waiting or being tried). */
  pending: number;
  /** Messages given up after their retries (`parked`); each needs a person. */
  dead: number;
  /** Seconds the oldest pending message has waited; null when none is pending. */
  oldestPendingAgeS: number | null;
  /** The limit of that wait, in seconds (HEALTH_OUTBOX_MAX_AGE). */
  maxPendingAgeS: number;
}

/**
 * The /health answer for `db` at `now`: 200 `{status: 'ok', database: 'ok', outbox}`, or 503
 * `{status: 'error', errors, database, outbox}` naming each failed check (`database`,
 * `outbox_dead`, `outbox_late`). `onDatabaseError` gets the error of a failed query (it is not
 * sent: the answer says only that the database failed).
 */
export function healthReply(
  db: DatabaseSync,
  options: HealthOptions,
  now: Date,
  onDatabaseError: (error: Error) => void = () => {},
): ServiceReply {
  const maxAgeMs = options.outboxMaxAgeMs ?? DEFAULT_OUTBOX_MAX_AGE_MS;
  let row: {pending: number; dead: number; oldest: string | null};
  try {
    // Three look-ups along the outbox's (state, …) index: cheap however many messages were sent.
    row = db
      .prepare(
        `SELECT (SELECT count(*) FROM outbox WHERE state = 'queued') AS pending,
                (SELECT count(*) FROM outbox WHERE state = 'parked') AS dead,
                (SELECT min(created_at) FROM outbox WHERE state = 'queued') AS oldest`,
      )
      .get() as typeof row;
  } catch (error) {
    onDatabaseError(error as Error);
    return {
      status: 503,
      body: {
        status: 'error',
        errors: [{code: 'database', message: 'The database does not answer'}],
        database: 'failed',
      },
    };
  }
  const ageMs = row.oldest === null ? null : now.getTime() - Date.parse(row.oldest);
  const outbox: OutboxHealth = {
    pending: row.pending,
    dead: row.dead,
    oldestPendingAgeS: ageMs === null ? null : Math.max(0, Math.floor(ageMs / 1000)),
    maxPendingAgeS: Math.round(maxAgeMs / 1000),
  };
  const errors: ServiceError[] = [];
  if (row.dead > 0) {
    errors.push({
      code: 'outbox_dead',
      message: `${row.dead} outgoing message(s) given up after their retries`,
    });
  }
  if (ageMs !== null && ageMs > maxAgeMs) {
    errors.push({
      code: 'outbox_late',
      message: `The oldest pending message waits longer than ${outbox.maxPendingAgeS} s`,
    });
  }
  if (errors.length > 0) {
    return {status: 503, body: {status: 'error', errors, database: 'ok', outbox}};
  }
  return {status: 200, body: {status: 'ok', database: 'ok', outbox}};
}

const UNIT_MS: Readonly<Record<string, number>> = {s: 1000, m: 60_000, min: 60_000, h: 3_600_000};

/**
 * The /health settings from `HEALTH_OUTBOX_MAX_AGE`: minutes as a plain number (like
 * `--payment-expiry`), or a number with `s`, `m`/`min` or `h` (`900s`, `15m`, `1h`); unset
 * means 15 minutes. Anything else, or 0, is an error message.
 */
export function healthEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): {ok: true; value: HealthOptions} | {ok: false; message: string} {
  const given = env['HEALTH_OUTBOX_MAX_AGE']?.trim();
  if (given === undefined || given === '') return {ok: true, value: {}};
  const match = /^(\d+(?:\.\d+)?)\s*(s|m|min|h)?$/i.exec(given);
  const ms = match ? Number(match[1]) * (UNIT_MS[match[2]?.toLowerCase() ?? 'm'] ?? 0) : 0;
  if (!(ms >= 1000)) {
    return {
      ok: false,
      message:
        `HEALTH_OUTBOX_MAX_AGE must be minutes (15) or a duration such as 900s, 15m or 1h, ` +
        `of at least one second, not "${given}".`,
    };
  }
  return {ok: true, value: {outboxMaxAgeMs: ms}};
}

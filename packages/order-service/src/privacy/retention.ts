// How long the service keeps what (decision 075, docs/decisions/075-retention.md): orders as the
// tax record, sent order mails as commercial letters, contact messages and product requests for
// a configurable time. The periods of the law run from the end of the calendar year in which the
// record was made (§147 (4) AO, §257 (5) HGB), so a record of 2026 kept 8 years may go from
// 1 January 2035 on.

/** Years an order (the invoice and booking record) is kept: §147 (1) AO, §14b (1) UStG. */
export const ORDER_RETENTION_YEARS = 8;

/** Years a sent order mail (a commercial letter, the order confirmation) is kept: §257 HGB. */
export const ORDER_MAIL_RETENTION_YEARS = 6;

/** Days a contact message or product request is kept when `RETENTION_MESSAGES_DAYS` is unset. */
const DEFAULT_RETENTION_MESSAGES_DAYS = 180;

/** Fulfilment states in which an order is finished: nothing more is delivered or sent. */
export const FINISHED_ORDER_STATES: readonly string[] = ['completed', 'cancelled', 'withdrawn'];

/**
 * The first day a record made at `madeAt` (ISO) may go when kept `years` from the end of its
 * calendar year, as an ISO date (`2035-01-01`); null for an unreadable stamp.
 */
export function keptUntil(madeAt: string | null, years: number): string | null {
  const year = madeAt === null ? Number.NaN : new Date(madeAt).getUTCFullYear();
  return Number.isFinite(year) ? `${String(year + years + 1).padStart(4, '0')}-01-01` : null;
}

/** Whether a record made at `madeAt` and kept `years` is still within its period at `now`. */
export function withinRetention(madeAt: string | null, years: number, now: Date): boolean {
  const until = keptUntil(madeAt, years);
  return until === null || now.toISOString() < until;
}

/**
 * The time a message sweep keeps, from `RETENTION_MESSAGES_DAYS` (default 180; 0 turns the sweep
 * off); a value that is not a whole number of at least 0 is an error message.
 */
export function retentionEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): {ok: true; value: {messagesDays: number}} | {ok: false; message: string} {
  const given = env['RETENTION_MESSAGES_DAYS']?.trim();
  if (given === undefined || given === '') {
    return {ok: true, value: {messagesDays: DEFAULT_RETENTION_MESSAGES_DAYS}};
  }
  const days = Number(given);
  if (!Number.isInteger(days) || days < 0) {
    return {
      ok: false,
      message: `RETENTION_MESSAGES_DAYS must be a whole number of at least 0, not "${given}".`,
    };
  }
  return {ok: true, value: {messagesDays: days}};
}

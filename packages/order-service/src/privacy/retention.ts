// How long the service keeps what (decision 075, docs/decisions/075-retention.md): orders as the
// tax record, sent order mails as commercial letters, contact messages and product requests for
// a configurable time, newsletter sign-ups as long as they serve. The periods of the law run from
// the end of the calendar year in which the record was made (§147 (4) AO, §257 (5) HGB, §199 (1)
// BGB), so a record of 2026 kept 8 years may go from 1 January 2035 on. The calendar year is the
// shop's, in Europe/Berlin like the tax export: an order placed at 00:30 on 1 January is 23:30 UTC
// on 31 December, and counting it in the old year would erase it a year too early.

/** The shop's time zone, in which its calendar years begin. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

const shopDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day of `at` as `YYYY-MM-DD`; null for an invalid time. */
function shopDate(at: Date): string | null {
  if (Number.isNaN(at.getTime())) return null;
  const parts = shopDay.formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type);
  return `${part('year')?.value ?? ''}-${part('month')?.value ?? ''}-${part('day')?.value ?? ''}`;
}

/** Years an order (the invoice and booking record) is kept: §147 (1) AO, §14b (1) UStG. */
export const ORDER_RETENTION_YEARS = 8;

/** Years a sent order mail (a commercial letter, the order confirmation) is kept: §257 HGB. */
export const ORDER_MAIL_RETENTION_YEARS = 6;

/**
 * Years the proof of a newsletter consent and of its withdrawal is kept after the withdrawal: a
 * claim over an unwanted mail (§7 UWG, §§823, 1004 BGB) lapses after 3 years (§195 BGB).
 */
export const WITHDRAWN_CONSENT_YEARS = 3;

/** Days a pending sign-up is kept after its confirmation link expired. */
export const PENDING_SIGN_UP_GRACE_DAYS = 30;

/** Days a contact message or product request is kept when `RETENTION_MESSAGES_DAYS` is unset. */
const DEFAULT_RETENTION_MESSAGES_DAYS = 180;

/** Fulfilment states in which an order is finished: nothing more is delivered or sent. */
export const FINISHED_ORDER_STATES: readonly string[] = ['completed', 'cancelled', 'withdrawn'];

/**
 * The first day (the shop's) a record made at `madeAt` (ISO) may go when kept `years` from the end
 * of its calendar year, as an ISO date (`2035-01-01`); null for an unreadable stamp.
 */
export function keptUntil(madeAt: string | null, years: number): string | null {
  const day = madeAt === null ? null : shopDate(new Date(madeAt));
  const year = day === null ? Number.NaN : Number(day.slice(0, 4));
  return Number.isFinite(year) ? `${String(year + years + 1).padStart(4, '0')}-01-01` : null;
}

/** Whether a record made at `madeAt` and kept `years` is still within its period at `now`. */
export function withinRetention(madeAt: string | null, years: number, now: Date): boolean {
  const until = keptUntil(madeAt, years);
  const today = shopDate(now);
  return until === null || today === null || today < until;
}

/**
 * The time a message sweep keeps, from `RETENTION_MESSAGES_DAYS` (default 180; 0 keeps messages
 * and requests, the periods of the law still run); a value that is not a whole number of at least 0 is an error message.
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

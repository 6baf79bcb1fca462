// When the sender tries a message again and when it gives up (decision 066).

/** Waits after the 1st, 2nd, 3rd and 4th failed try, in ms; every later wait is the last. */
export const RETRY_SCHEDULE_MS: readonly number[] = [1, 5, 15, 60].map(
  (minutes) => minutes * 60_000,
);
/** A message not delivered this long after it was written is parked at its next failure. */
export const PARK_AFTER_MS = 24 * 60 * 60_000;

/** The wait after failed try number `attempt` (1 for the first). */
export function retryDelayMs(attempt: number, schedule: readonly number[] = RETRY_SCHEDULE_MS) {
  const index = Math.min(Math.max(attempt, 1), schedule.length) - 1;
  return schedule[index] ?? 0;
}

/** What nodemailer attaches to an error: the SMTP reply, and whether it refuses for good. */
interface SmtpErrorFacts {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  response?: unknown;
  message?: unknown;
}

/**
 * Whether `error` is a permanent refusal: an SMTP 5xx reply (but 503, a session out of step),
 * which the same message would get again. Timeouts, lost connections and 4xx replies are not.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const facts = error as SmtpErrorFacts;
  if (typeof facts.permanent === 'boolean') return facts.permanent;
  const code = facts.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
}

/** One line saying why a try failed: the SMTP reply when there is one, else the error. */
export function describeFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const facts = error as SmtpErrorFacts;
  const text =
    typeof facts.response === 'string' && facts.response !== ''
      ? facts.response
      : typeof facts.message === 'string'
        ? facts.message
        : String(error);
  const code = typeof facts.code === 'string' ? `${facts.code}: ` : '';
  return `${code}${text}`.replace(/\s+/g, ' ').slice(0, 1000);
}

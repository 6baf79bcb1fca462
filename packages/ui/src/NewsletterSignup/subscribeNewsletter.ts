// The newsletter request (spec §5 Newsletter; §7 leaves the call open, decision 007 fixes it):
// POST {email, lang} as JSON. A duplicate is HTTP 409 or a JSON body {code: 'duplicate'}.
import {
  FORM_REQUEST_TIMEOUT_MS,
  postJson,
  type FetchLike,
  type Lang,
  type PostOutcome,
} from '@schaufenster/core';

/** How a signup request ended, as the visitor is told (spec §8 Newsletter). */
export type NewsletterOutcome = 'success' | 'duplicate' | 'unexpected';

/** The HTTP status a newsletter service answers for an address already registered. */
const NEWSLETTER_DUPLICATE_STATUS = 409;

function hasDuplicateCode(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'code' in body && body.code === 'duplicate';
}

/**
 * Sorts a request outcome: 409 or `{code: 'duplicate'}` (whatever the status) is a duplicate,
 * another 2xx is success, and everything else (other statuses, network, timeout) is unexpected.
 */
export function classifyNewsletterOutcome(outcome: PostOutcome): NewsletterOutcome {
  if (outcome.kind !== 'response') return 'unexpected';
  if (outcome.status === NEWSLETTER_DUPLICATE_STATUS || hasDuplicateCode(outcome.body)) {
    return 'duplicate';
  }
  return outcome.ok ? 'success' : 'unexpected';
}

/** Subscribes `email` (trimmed) in `lang` at `endpoint`; never throws. */
export async function subscribeNewsletter(
  endpoint: string,
  email: string,
  lang: Lang,
  fetchImpl: FetchLike = globalThis.fetch,
  timeoutMs: number = FORM_REQUEST_TIMEOUT_MS,
): Promise<NewsletterOutcome> {
  const outcome = await postJson(
    endpoint,
    {email: email.trim(), lang},
    {fetch: fetchImpl, timeoutMs},
  );
  return classifyNewsletterOutcome(outcome);
}

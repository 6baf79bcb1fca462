// The newsletter's double opt-in pages post the token of their e-mail link to the newsletter
// service: `POST …/confirm` and `POST …/unsubscribe` beside the sign-up's `…/subscribe`
// (`NEWSLETTER_URL`), so the pages reach the same service the form does. Never throws: every
// answer becomes an outcome the page has a sentence for.
import {isJsonObject, postJson, type FetchLike} from './timedFetch.ts';

/** What a token link asks for. */
export type NewsletterTokenAction = 'confirm' | 'unsubscribe';

/** How a confirmation ended: confirmed, the link too old, the token not valid, or no answer. */
export type NewsletterConfirmOutcome = 'confirmed' | 'expired' | 'invalid' | 'network';

/** How an unsubscribe ended: unsubscribed, the token not valid, or no answer. */
export type NewsletterUnsubscribeOutcome = 'unsubscribed' | 'invalid' | 'network';

/** Options of a token post. */
export interface NewsletterTokenOptions {
  /** Fetch to use. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Time limit in ms. @default FORM_REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
}

/** The HTTP status of a confirmation link past its time. */
const EXPIRED_STATUS = 410;

/**
 * The URL of `action` beside the sign-up URL: its last path segment replaced, so
 * `/newsletter/subscribe` gives `/newsletter/confirm` and an absolute URL keeps its origin.
 */
export function newsletterActionUrl(subscribeUrl: string, action: NewsletterTokenAction): string {
  const [path = '', query] = subscribeUrl.split('?', 2);
  const base = path.replace(/\/+$/, '');
  const cut = base.lastIndexOf('/');
  const url = `${cut < 0 ? '' : base.slice(0, cut)}/${action}`;
  return query === undefined ? url : `${url}?${query}`;
}

/** The token of a link's query string (`?token=…`), or null without one. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return token === '' ? null : token;
}

async function postToken(url: string, token: string, options: NewsletterTokenOptions) {
  return postJson(
    url,
    {token},
    {
      ...(options.fetch ? {fetch: options.fetch} : {}),
      ...(options.timeoutMs === undefined ? {} : {timeoutMs: options.timeoutMs}),
    },
  );
}

function codeOf(body: unknown): unknown {
  return isJsonObject(body) ? body['code'] : undefined;
}

/** Confirms the sign-up of `token` at the service's confirm URL (see {@link newsletterActionUrl}). */
export async function confirmNewsletter(
  url: string,
  token: string,
  options: NewsletterTokenOptions = {},
): Promise<NewsletterConfirmOutcome> {
  const outcome = await postToken(url, token, options);
  if (outcome.kind !== 'response') return 'network';
  const code = codeOf(outcome.body);
  if (outcome.status === EXPIRED_STATUS || code === 'expired_token') return 'expired';
  if (code === 'invalid_token') return 'invalid';
  if (outcome.ok && isJsonObject(outcome.body) && outcome.body['status'] === 'ok') {
    return 'confirmed';
  }
  return 'network';
}

/** Unsubscribes the address of `token` at the service's unsubscribe URL. */
export async function unsubscribeNewsletter(
  url: string,
  token: string,
  options: NewsletterTokenOptions = {},
): Promise<NewsletterUnsubscribeOutcome> {
  const outcome = await postToken(url, token, options);
  if (outcome.kind !== 'response') return 'network';
  if (codeOf(outcome.body) === 'invalid_token') return 'invalid';
  if (outcome.ok && isJsonObject(outcome.body) && outcome.body['status'] === 'ok') {
    return 'unsubscribed';
  }
  return 'network';
}

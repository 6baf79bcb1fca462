// The double opt-in's endpoints (decision 069). The site's confirm and unsubscribe pages post the
// token of their link as JSON; a mail client's one-click unsubscribe (RFC 8058) posts the form
// body `List-Unsubscribe=One-Click` to the link itself, so the token comes in the query; a GET of
// that link (someone clicking it) is sent on to the site's unsubscribe page.
import type {IncomingMessage} from 'node:http';
import type {Handler, ServiceRequest} from '../handlers/context.ts';
import {readJsonBody, type BodyLimits, type BodyResult} from '../http/body.ts';
import {codedRefusal} from '../http/coded.ts';
import type {ServiceReply} from '../http/reply.ts';
import type {TokenOutcome} from './subscriptions.ts';

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Reads the body of POST /newsletter/unsubscribe: JSON as everywhere, or the RFC 8058 form,
 * which is read to its end (within the size limit) and otherwise ignored: the token decides.
 */
export function readUnsubscribeBody(
  request: IncomingMessage,
  limits: BodyLimits,
): Promise<BodyResult> {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.has(type)) return readJsonBody(request, limits);
  return new Promise((resolve) => {
    let received = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBytes) {
        request.pause();
        settle({
          kind: 'refused',
          reply: codedRefusal(413, 'payload_too_large', 'The form body is too large'),
          closeConnection: true,
        });
      }
    });
    request.once('error', () => settle({kind: 'aborted'}));
    request.once('close', () => {
      if (!request.complete) settle({kind: 'aborted'});
    });
    request.once('end', () => settle({kind: 'json', value: {}}));
  });
}

const TOKEN_MESSAGES = {
  invalid_token: 'The link is not valid',
  expired_token: 'The link has expired; sign up again to get a new one',
} as const;

/** The answer to a token post. */
function answer(outcome: TokenOutcome): ServiceReply {
  if (outcome.ok) return {status: 200, body: {status: 'ok', state: outcome.state}};
  const status = outcome.code === 'expired_token' ? 410 : 400;
  return codedRefusal(status, outcome.code, TOKEN_MESSAGES[outcome.code]);
}

/** The token of a post: the body's `token`, else the query's (the one-click form). */
function tokenOf(request: ServiceRequest): unknown {
  return request.body['token'] ?? request.query?.get('token') ?? undefined;
}

/** Handles POST /newsletter/confirm `{token}`. */
export const handleNewsletterConfirm: Handler = (request, context) =>
  answer(context.newsletter.confirm(tokenOf(request)));

/** Handles POST /newsletter/unsubscribe, `{token}` or `?token=` with the one-click form. */
export const handleNewsletterUnsubscribe: Handler = (request, context) =>
  answer(context.newsletter.unsubscribe(tokenOf(request)));

/** Handles GET /newsletter/unsubscribe?token=: 303 to the site's unsubscribe page. */
export const handleUnsubscribeLink = (
  query: URLSearchParams,
  context: {newsletter: {unsubscribePage(token: unknown): string}},
): ServiceReply => ({
  status: 303,
  body: {status: 'ok'},
  headers: {Location: context.newsletter.unsubscribePage(query.get('token') ?? undefined)},
});

// Path → handler and rate-limit group: the five /ecom/* endpoints (spec §7, paths from core's
// ORDER_PATHS), the two form endpoints and the withdrawal function take POST; the live stock read
// and the published ratings take GET (`GET_ROUTES`), and so does the newsletter's unsubscribe
// link, which a click opens; any other method on these paths is 405. The owner API's paths under
// /owner (GET and POST, own auth) are routed by `owner/api.ts`.
import type {IncomingMessage} from 'node:http';
import {ORDER_PATHS} from '@schaufenster/core';
import type {Handler, ServiceContext} from './handlers/context.ts';
import {handleRating, handleRequest} from './handlers/feedback.ts';
import {handleContact, handleNewsletter} from './handlers/forms.ts';
import {handleOrder} from './handlers/order.ts';
import {handleKlarnaOrder} from './handlers/klarnaOrder.ts';
import {
  handlePaymentStatus,
  handlePaypalOrder,
  handlePaypalTransaction,
  handlePaypalWebhook,
  PAYPAL_PATHS,
} from './handlers/paypal.ts';
import type {BodyLimits, BodyResult} from './http/body.ts';
import type {RateLimitGroup} from './http/rateLimit.ts';
import type {ServiceReply} from './http/reply.ts';
import {FORM_PATHS, SHOP_PATHS} from './limits.ts';
import {
  handleNewsletterConfirm,
  handleNewsletterUnsubscribe,
  handleUnsubscribeLink,
  readUnsubscribeBody,
} from './newsletter/handlers.ts';
import {NEWSLETTER_PATHS} from './newsletter/subscriptions.ts';
import {handleRatings, RATINGS_PATH} from './ratings/publicRatings.ts';
import {handleStock} from './stock/liveStock.ts';
import {handleWithdrawal} from './withdrawal/withdrawal.ts';

/** One POST endpoint: its handler and the rate-limit bucket its requests take from. */
interface Route {
  /** Answers the request. */
  handler: Handler;
  /** Which per-client bucket a request to this path counts against (decision 010e). */
  limit: RateLimitGroup;
  /** Reads the body; @default JSON only (`readJsonBody`) */
  readBody?: (request: IncomingMessage, limits: BodyLimits) => Promise<BodyResult>;
}

/** Every POST endpoint of the service by path. */
export const ROUTES: ReadonlyMap<string, Route> = new Map<string, Route>([
  [ORDER_PATHS.order, {handler: handleOrder, limit: 'order'}],
  [ORDER_PATHS.klarna, {handler: handleKlarnaOrder, limit: 'payment'}],
  [ORDER_PATHS.request, {handler: handleRequest, limit: 'request'}],
  [ORDER_PATHS.rating, {handler: handleRating, limit: 'rating'}],
  [ORDER_PATHS.paypal, {handler: handlePaypalTransaction, limit: 'payment'}],
  [PAYPAL_PATHS.order, {handler: handlePaypalOrder, limit: 'payment'}],
  [PAYPAL_PATHS.webhook, {handler: handlePaypalWebhook, limit: 'providerWebhook'}],
  [FORM_PATHS.contact, {handler: handleContact, limit: 'contact'}],
  [FORM_PATHS.newsletter, {handler: handleNewsletter, limit: 'newsletter'}],
  [SHOP_PATHS.withdrawal, {handler: handleWithdrawal, limit: 'withdrawal'}],
  // The double opt-in's links (decision 069); unsubscribe also takes the RFC 8058 form post.
  [NEWSLETTER_PATHS.confirm, {handler: handleNewsletterConfirm, limit: 'newsletterLink'}],
  [
    NEWSLETTER_PATHS.unsubscribe,
    {handler: handleNewsletterUnsubscribe, limit: 'newsletterLink', readBody: readUnsubscribeBody},
  ],
]);

/** A GET endpoint: answers from the query alone; no body, no rate-limit bucket (reads only). */
type GetHandler = (
  query: URLSearchParams,
  context: ServiceContext,
) => ServiceReply | Promise<ServiceReply>;

/** Every GET endpoint of the service by path (besides /health and the owner API). */
export const GET_ROUTES: ReadonlyMap<string, GetHandler> = new Map<string, GetHandler>([
  [SHOP_PATHS.stock, handleStock],
  [RATINGS_PATH, handleRatings],
  [NEWSLETTER_PATHS.unsubscribe, handleUnsubscribeLink],
  [PAYPAL_PATHS.payment, handlePaymentStatus],
]);

/**
 * The request path without query and trailing slashes (`/ecom/order/` is `/ecom/order`); null
 * when the request target cannot be read as a URL (e.g. `http://[bad/`), which is answered 400.
 */
export function routePath(url: string | undefined): string | null {
  const parsed = URL.parse(url ?? '/', 'http://service.invalid');
  if (parsed === null) return null;
  const trimmed = parsed.pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

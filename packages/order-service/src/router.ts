// Path → handler: the five /ecom/* endpoints (spec §7, paths from core's ORDER_PATHS) and the
// two form endpoints. All take POST; anything else on these paths is 405.
import {ORDER_PATHS} from '@schaufenster/core';
import type {Handler} from './handlers/context.ts';
import {handleRating, handleRequest} from './handlers/feedback.ts';
import {handleContact, handleNewsletter} from './handlers/forms.ts';
import {handleOrder} from './handlers/order.ts';
import {handleKlarnaOrder, handlePaypalTransaction} from './handlers/payments.ts';
import {FORM_PATHS} from './limits.ts';

/** Every POST endpoint of the service by path. */
export const ROUTES: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  [ORDER_PATHS.order, handleOrder],
  [ORDER_PATHS.klarna, handleKlarnaOrder],
  [ORDER_PATHS.request, handleRequest],
  [ORDER_PATHS.rating, handleRating],
  [ORDER_PATHS.paypal, handlePaypalTransaction],
  [FORM_PATHS.contact, handleContact],
  [FORM_PATHS.newsletter, handleNewsletter],
]);

/** The request path without query and trailing slashes (`/ecom/order/` is `/ecom/order`). */
export function routePath(url: string | undefined): string {
  const pathname = new URL(url ?? '/', 'http://service.invalid').pathname;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

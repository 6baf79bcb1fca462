// Every provider's stand-in handlers, in the order the server tries them. Each provider owns a
// path prefix: `/paypal/…` (PayPal's REST API and JS SDK) and `/klarna/…` (Klarna's Payments and
// Order Management APIs and its JS SDK).
import {klarnaStandIn} from './klarna/handler.ts';
import {paypalStandIn} from './paypal/handler.ts';
import type {StandInHandler} from './server.ts';

/** Options of the stand-ins, from the command line. */
export interface StandInOptions {
  /** Where the PayPal stand-in sends its webhook events (`--paypal-webhook-url`). */
  paypalWebhookUrl?: string;
}

/** The handlers of all stand-ins. */
export function standInHandlers(options: StandInOptions = {}): StandInHandler[] {
  return [klarnaStandIn().handler, paypalStandIn({webhookUrl: options.paypalWebhookUrl}).handler];
}

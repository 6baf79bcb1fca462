// Every provider's stand-in handlers, in the order the server tries them. Each provider owns a
// path prefix: `/paypal/…` (PayPal's REST API and JS SDK) and `/klarna/…` (Klarna's Payments and
// Order Management APIs and its JS SDK).
import type {StandInHandler} from './server.ts';

/** The handlers of all stand-ins. */
export function standInHandlers(): StandInHandler[] {
  return [];
}

// What the Klarna stand-in remembers: payment sessions, authorizations the stand-in "buyer" gave
// through the JS SDK, placed orders with their captures and refunds, and the answers given under
// each `Klarna-Idempotency-Key`. Every operation returns the answer Klarna would give (status,
// headers, body), so the HTTP layer only routes. Rules, each from Klarna's API reference:
//  - an order is placed only with an authorization token the SDK gave for that session, once
//    (404 NOT_FOUND for an unknown token, 403 INVALID_OPERATION for a used one), and only for the
//    amounts that were authorized (409 BAD_VALUE "Not matching fields"); a placed order is
//    ACCEPTED or PENDING, a rejection is 403 REJECTED and places nothing;
//  - a capture may not exceed the remaining authorized amount, nor capture a cancelled or
//    unaccepted order (403 CAPTURE_NOT_ALLOWED); a captured order cannot be cancelled (403
//    CANCEL_NOT_ALLOWED); a refund may not exceed what was captured (403 REFUND_NOT_ALLOWED);
//  - a repeated Order Management call with the same idempotency key gets the first answer,
//    whatever its body (only the key counts).
import {randomBytes, randomUUID} from 'node:crypto';
import {mismatchedFields, orderBodyErrors, type KlarnaOrderBody} from './rules.ts';

/** An answer in Klarna's shape: JSON body (or none), status and headers. */
export interface KlarnaAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What Klarna decides about a placed order (Klarna Payments `fraud_status`). */
export const FRAUD_STATUSES = ['ACCEPTED', 'PENDING', 'REJECTED'] as const;
/** A fraud status. */
type FraudStatus = (typeof FRAUD_STATUSES)[number];
/**
 * The next placement's outcome: ACCEPTED or PENDING in a 200 answer; REJECTED (or its older
 * name here, `REFUSED`) is Klarna's 403 `REJECTED` error, and no order is placed. A REJECTED
 * fraud status is only ever Klarna's later decision on a PENDING order (`decide`).
 */
export type PlacementOutcome = FraudStatus | 'REFUSED';

/** How long Klarna keeps an authorization by default (28 days), in ms. */
const AUTHORIZATION_MS = 28 * 24 * 60 * 60 * 1000;
/** How long a payment session stays open (48 hours), in ms. */
const SESSION_MS = 48 * 60 * 60 * 1000;

interface Session {
  id: string;
  clientToken: string;
  body: KlarnaOrderBody;
  status: 'incomplete' | 'complete';
  expiresAt: string;
}

interface Authorization {
  token: string;
  sessionId: string;
  /** The order as the buyer authorized it (the session's, or changed by `authorize` data). */
  body: KlarnaOrderBody;
  used: boolean;
}

interface Capture {
  capture_id: string;
  captured_amount: number;
  captured_at: string;
  reference?: string;
  description?: string;
}

interface Refund {
  refund_id: string;
  refunded_amount: number;
  refunded_at: string;
  reference?: string;
  description?: string;
}

/** A placed order, as Order Management keeps it. */
interface StandInOrder {
  id: string;
  body: KlarnaOrderBody;
  fraudStatus: FraudStatus;
  cancelled: boolean;
  captures: Capture[];
  refunds: Refund[];
  createdAt: string;
  expiresAt: string;
  extensions: number;
}

/** One API call the stand-in answered, for tests (`GET /klarna/standin/requests`). */
export interface LoggedCall {
  method: string;
  path: string;
  status: number;
  /** The Basic auth user name, if any. */
  user: string | null;
  idempotencyKey: string | null;
}

const error = (status: number, code: string, ...messages: string[]): KlarnaAnswer => ({
  status,
  body: {error_code: code, error_messages: messages, correlation_id: randomUUID()},
});

const badValue = (fields: string[]) =>
  error(400, 'BAD_VALUE', ...fields.map((field) => `Bad value: ${field}`));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The Klarna stand-in's memory and rules. */
export class KlarnaStandInState {
  readonly sessions = new Map<string, Session>();
  readonly authorizations = new Map<string, Authorization>();
  readonly orders = new Map<string, StandInOrder>();
  readonly calls: LoggedCall[] = [];
  /** Outcomes of the next placements, first first; empty means ACCEPTED. */
  readonly nextOutcomes: PlacementOutcome[] = [];
  /** How many coming API calls answer 503 TEMPORARILY_UNAVAILABLE. */
  unavailableCalls = 0;
  private readonly byClientToken = new Map<string, string>();
  private readonly idempotent = new Map<string, KlarnaAnswer>();
  private readonly now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.now = now;
  }

  private stamp(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

  /** POST /payments/v1/sessions. */
  createSession(body: unknown): KlarnaAnswer {
    const errors = orderBodyErrors(body);
    if (errors.length > 0) return badValue(errors);
    const id = randomUUID();
    // Klarna's client tokens are long opaque JWTs; the stand-in's are opaque too.
    const clientToken = `standin-kp.${randomBytes(24).toString('base64url')}`;
    this.sessions.set(id, {
      id,
      clientToken,
      body: structuredClone(body as KlarnaOrderBody),
      status: 'incomplete',
      expiresAt: this.stamp(SESSION_MS),
    });
    this.byClientToken.set(clientToken, id);
    return {
      status: 200,
      body: {
        session_id: id,
        client_token: clientToken,
        payment_method_categories: [
          {
            identifier: 'pay_later',
            name: 'Rechnung',
            asset_urls: {
              descriptive:
                'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg',
              standard: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg',
            },
          },
        ],
      },
    };
  }

  /** GET /payments/v1/sessions/{session_id}. */
  readSession(id: string): KlarnaAnswer {
    const session = this.sessions.get(id);
    if (!session) return error(404, 'NOT_FOUND', 'Invalid session id');
    return {
      status: 200,
      body: {
        ...session.body,
        client_token: session.clientToken,
        status: session.status,
        expires_at: session.expiresAt,
      },
    };
  }

  /**
   * The stand-in buyer approves in the SDK's window (`POST /klarna/standin/authorize`): a fresh
   * authorization token bound to the client token's session. `changes` are the order fields the
   * page passed to `authorize(options, data)`, which Klarna applies to the session, so a page
   * can change the amount the buyer authorizes (placing the order then shows the mismatch).
   */
  authorize(clientToken: unknown, changes: Record<string, unknown> = {}): KlarnaAnswer {
    const sessionId =
      typeof clientToken === 'string' ? this.byClientToken.get(clientToken) : undefined;
    const session = sessionId === undefined ? undefined : this.sessions.get(sessionId);
    if (!session) return error(404, 'NOT_FOUND', 'Invalid client token');
    if (session.status === 'complete') {
      return error(404, 'SESSION_COMPLETED', 'Session has already been completed');
    }
    const body = structuredClone(session.body);
    if (isAmount(changes['order_amount'])) body.order_amount = changes['order_amount'];
    const token = randomUUID();
    this.authorizations.set(token, {token, sessionId: session.id, body, used: false});
    return {
      status: 200,
      body: {approved: true, show_form: true, authorization_token: token},
    };
  }

  /** POST /payments/v1/authorizations/{authorizationToken}/order. */
  placeOrder(token: string, body: unknown): KlarnaAnswer {
    const authorization = this.authorizations.get(token);
    if (!authorization) return error(404, 'NOT_FOUND', 'Invalid authorization token');
    if (authorization.used) {
      return error(403, 'INVALID_OPERATION', 'Authorization token already consumed');
    }
    const errors = orderBodyErrors(body);
    if (errors.length > 0) return badValue(errors);
    const placed = body as KlarnaOrderBody;
    const mismatched = mismatchedFields(authorization.body, placed);
    if (mismatched.length > 0) {
      return error(409, 'BAD_VALUE', `Not matching fields: [${mismatched.join(', ')}]`);
    }
    authorization.used = true;
    const session = this.sessions.get(authorization.sessionId);
    if (session) session.status = 'complete';
    const outcome = this.nextOutcomes.shift() ?? 'ACCEPTED';
    if (outcome === 'REFUSED' || outcome === 'REJECTED') return error(403, 'REJECTED', 'Rejected');
    const id = randomUUID();
    this.orders.set(id, {
      id,
      body: structuredClone(placed),
      fraudStatus: outcome,
      cancelled: false,
      captures: [],
      refunds: [],
      createdAt: this.stamp(),
      expiresAt: this.stamp(AUTHORIZATION_MS),
      extensions: 0,
    });
    return {
      status: 200,
      body: {
        order_id: id,
        redirect_url: `https://payments.klarna.com/redirect/standin/${id}`,
        fraud_status: outcome,
        authorized_payment_method: {type: 'invoice'},
      },
    };
  }

  /** The Order Management view of an order (GET /ordermanagement/v1/orders/{order_id}). */
  readOrder(id: string): KlarnaAnswer {
    const order = this.orders.get(id);
    if (!order) return error(404, 'NO_SUCH_ORDER', `Order ${id} cannot be found`);
    return {status: 200, body: this.view(order)};
  }

  private view(order: StandInOrder) {
    const captured = sum(order.captures.map((capture) => capture.captured_amount));
    const refunded = sum(order.refunds.map((refund) => refund.refunded_amount));
    const status = order.cancelled
      ? 'CANCELLED'
      : captured === 0
        ? 'AUTHORIZED'
        : captured < order.body.order_amount
          ? 'PART_CAPTURED'
          : 'CAPTURED';
    return {
      order_id: order.id,
      status,
      fraud_status: order.fraudStatus,
      order_amount: order.body.order_amount,
      original_order_amount: order.body.order_amount,
      captured_amount: captured,
      refunded_amount: refunded,
      remaining_authorized_amount: order.cancelled ? 0 : order.body.order_amount - captured,
      purchase_currency: order.body.purchase_currency,
      purchase_country: order.body.purchase_country,
      locale: order.body.locale,
      order_lines: order.body.order_lines,
      merchant_reference1: order.body.merchant_reference1,
      merchant_reference2: order.body.merchant_reference2,
      created_at: order.createdAt,
      expires_at: order.expiresAt,
      captures: order.captures,
      refunds: order.refunds,
    };
  }

  /**
   * Runs an Order Management POST under its idempotency key: the same key gets the first answer
   * again (even when the call would now be refused). Klarna disregards the request's body when it
   * recognises a key, so another body under the same key gets the first answer too.
   */
  idempotently(scope: string, key: string | null, run: () => KlarnaAnswer): KlarnaAnswer {
    if (key === null) return run();
    const stored = this.idempotent.get(`${scope}|${key}`);
    if (stored) return stored;
    const answer = run();
    // Klarna keeps successful and refused answers alike; a 5xx may be retried.
    if (answer.status < 500) this.idempotent.set(`${scope}|${key}`, answer);
    return answer;
  }

  /** POST /ordermanagement/v1/orders/{order_id}/captures. */
  capture(id: string, body: unknown, baseUrl: string): KlarnaAnswer {
    const order = this.orders.get(id);
    if (!order) return error(404, 'NO_SUCH_ORDER', `Order ${id} cannot be found`);
    const request = (body ?? {}) as Record<string, unknown>;
    if (!isAmount(request['captured_amount'])) return badValue(['captured_amount']);
    const amount = request['captured_amount'];
    const remaining = order.body.order_amount - sum(order.captures.map((c) => c.captured_amount));
    if (order.cancelled || order.fraudStatus !== 'ACCEPTED' || amount > remaining) {
      return error(403, 'CAPTURE_NOT_ALLOWED', 'Capture not allowed');
    }
    const capture: Capture = {
      capture_id: randomUUID(),
      captured_amount: amount,
      captured_at: this.stamp(),
      ...(typeof request['reference'] === 'string' ? {reference: request['reference']} : {}),
      ...(typeof request['description'] === 'string' ? {description: request['description']} : {}),
    };
    order.captures.push(capture);
    return {
      status: 201,
      headers: {
        Location: `${baseUrl}/klarna/ordermanagement/v1/orders/${id}/captures/${capture.capture_id}`,
        'Capture-Id': capture.capture_id,
      },
    };
  }

  /** POST /ordermanagement/v1/orders/{order_id}/cancel. */
  cancel(id: string): KlarnaAnswer {
    const order = this.orders.get(id);
    if (!order) return error(404, 'NO_SUCH_ORDER', `Order ${id} cannot be found`);
    if (order.captures.length > 0) {
      return error(403, 'CANCEL_NOT_ALLOWED', 'Order has previous captures. Cancel not possible');
    }
    if (order.cancelled) return error(403, 'CANCEL_NOT_ALLOWED', 'Order is already cancelled');
    order.cancelled = true;
    return {status: 204};
  }

  /** POST /ordermanagement/v1/orders/{order_id}/refunds. */
  refund(id: string, body: unknown, baseUrl: string): KlarnaAnswer {
    const order = this.orders.get(id);
    if (!order) return error(404, 'NO_SUCH_ORDER', `Order ${id} cannot be found`);
    const request = (body ?? {}) as Record<string, unknown>;
    if (!isAmount(request['refunded_amount'])) return badValue(['refunded_amount']);
    const captured = sum(order.captures.map((capture) => capture.captured_amount));
    const refunded = sum(order.refunds.map((refund) => refund.refunded_amount));
    if (captured === 0) {
      return error(403, 'REFUND_NOT_ALLOWED', 'Order has no captures. Refund not possible');
    }
    if (request['refunded_amount'] > captured - refunded) {
      return error(403, 'REFUND_NOT_ALLOWED', 'Refunded amount exceeds the captured amount');
    }
    const refund: Refund = {
      refund_id: randomUUID(),
      refunded_amount: request['refunded_amount'],
      refunded_at: this.stamp(),
      ...(typeof request['reference'] === 'string' ? {reference: request['reference']} : {}),
      ...(typeof request['description'] === 'string' ? {description: request['description']} : {}),
    };
    order.refunds.push(refund);
    return {
      status: 201,
      headers: {
        Location: `${baseUrl}/klarna/ordermanagement/v1/orders/${id}/refunds/${refund.refund_id}`,
        'Refund-Id': refund.refund_id,
      },
    };
  }

  /** POST /ordermanagement/v1/orders/{order_id}/extend-authorization-time. */
  extendAuthorization(id: string): KlarnaAnswer {
    const order = this.orders.get(id);
    if (!order) return error(404, 'NO_SUCH_ORDER', `Order ${id} cannot be found`);
    const captured = sum(order.captures.map((capture) => capture.captured_amount));
    if (order.cancelled || captured >= order.body.order_amount) {
      return error(403, 'NOT_ALLOWED', 'The authorization cannot be extended');
    }
    order.expiresAt = this.stamp(AUTHORIZATION_MS);
    order.extensions += 1;
    return {status: 204};
  }

  /** Klarna decides a PENDING order (its notification; `POST /klarna/standin/orders/{id}/fraud-status`). */
  decide(id: string, status: unknown): KlarnaAnswer {
    const order = this.orders.get(id);
    if (!order) return error(404, 'NO_SUCH_ORDER', `Order ${id} cannot be found`);
    if (status !== 'ACCEPTED' && status !== 'REJECTED') return badValue(['fraud_status']);
    if (order.fraudStatus !== 'PENDING') {
      return error(403, 'NOT_ALLOWED', `The order is ${order.fraudStatus}, not PENDING`);
    }
    order.fraudStatus = status;
    if (status === 'REJECTED') order.cancelled = true;
    return {status: 200, body: this.view(order)};
  }
}

// The PayPal stand-in's ledger and rules, without HTTP: orders (Orders v2), their captures and
// refunds (Payments v2), access tokens and `PayPal-Request-Id` replays. Each call answers what
// PayPal's REST API answers for the fields the order service uses (status and body), so the HTTP
// layer only routes. The rules the service depends on are enforced as PayPal documents them:
// a capture of an unapproved order is refused (ORDER_NOT_APPROVED), a second capture is refused
// (ORDER_ALREADY_CAPTURED), a reused `invoice_id` is refused (DUPLICATE_INVOICE_ID), and a request
// sent again with the same `PayPal-Request-Id` gets the same resource back instead of a new one.
// References: https://developer.paypal.com/docs/api/orders/v2/ and
// https://developer.paypal.com/docs/api/payments/v2/ (error names:
// https://developer.paypal.com/api/rest/reference/orders/v2/errors/).
import {randomBytes} from 'node:crypto';

/** PayPal's money: an ISO 4217 code and a decimal string ("4237.90"). */
interface Money {
  currency_code: string;
  value: string;
}

/** A capture status (Orders v2 `capture.status`). */
type CaptureStatus =
  'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';

/** What the next capture comes to (a stand-in control: PayPal decides this itself). */
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

/** A captured payment, as PayPal shows it in an order and in webhook events. */
export interface StandInCapture {
  id: string;
  status: CaptureStatus;
  status_details?: {reason: string};
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  final_capture: true;
  create_time: string;
  update_time: string;
  supplementary_data: {related_ids: {order_id: string}};
  /** Stand-in only: cents refunded so far (not sent). */
  refundedCents: number;
}

/** A refund of a capture. */
export interface StandInRefund {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  note_to_payer?: string;
  create_time: string;
  captureId: string;
}

interface PurchaseUnit {
  reference_id: string;
  amount: Money & {breakdown?: unknown};
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  captures: StandInCapture[];
}

/** An order in the stand-in. */
export interface StandInOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchaseUnits: PurchaseUnit[];
  payer?: {payer_id: string; email_address: string; name: {given_name: string; surname: string}};
  createTime: string;
  updateTime: string;
}

/** An answer: HTTP status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** One error detail of PayPal's error body. */
interface Detail {
  field?: string;
  issue: string;
  description: string;
}

/** PayPal's error body (`name`, `message`, `debug_id`, `details`). */
function paypalError(
  status: number,
  name: string,
  message: string,
  details: Detail[] = [],
): Answer {
  return {
    status,
    body: {
      name,
      message,
      debug_id: randomId(13).toLowerCase(),
      ...(details.length > 0 ? {details} : {}),
      links: [
        {
          href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${details[0]?.issue ?? name}`,
          rel: 'information_link',
        },
      ],
    },
  };
}

const unprocessable = (issue: string, description: string, field?: string) =>
  paypalError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [{...(field ? {field} : {}), issue, description}],
  );

const invalid = (field: string, issue: string, description: string) =>
  paypalError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    [{field, issue, description}],
  );

const notFound = (what: string) =>
  paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {issue: 'INVALID_RESOURCE_ID', description: `Specified resource ID ${what} does not exist.`},
  ]);

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A PayPal-like id: `length` upper-case letters and digits (PayPal's are 17). */
export function randomId(length = 17): string {
  return [...randomBytes(length)].map((byte) => ID_CHARS[byte % ID_CHARS.length]).join('');
}

/** Cents of a decimal string; exact ("0.29" is 29). */
function centsOf(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const valueOf = (cents: number) => (cents / 100).toFixed(2);

const MONEY_VALUE = /^\d{1,10}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** Where the stand-in sends a webhook event when something happens to a capture. */
export type EventSink = (
  eventType: string,
  resourceType: 'capture' | 'refund',
  resource: unknown,
) => void;

/** Options of the ledger. */
interface LedgerOptions {
  /** The clock. */
  now?: () => Date;
  /** Hears of capture and refund events (the webhook sender). */
  onEvent?: EventSink;
  /** The stand-in's origin, for HATEOAS links. */
  baseUrl?: () => string;
}

/** What the stand-in keeps of an access token. */
interface Token {
  clientId: string;
  expiresAt: number;
}

/** Lifetime of an access token, in seconds (PayPal's is about nine hours). */
const TOKEN_SECONDS = 32_400;

/**
 * The stand-in's PayPal account: orders, captures, refunds, tokens and replays, in memory.
 * Restarting the stand-in forgets everything, like a fresh sandbox account.
 */
export class PaypalLedger {
  readonly orders = new Map<string, StandInOrder>();
  readonly refunds: StandInRefund[] = [];
  /** Client ids that asked for a token (the stand-in accepts any). */
  readonly clients: string[] = [];
  private readonly tokens = new Map<string, Token>();
  private readonly replays = new Map<
    string,
    {kind: 'order' | 'refund'; id: string; status: number}
  >();
  private readonly invoiceIds = new Set<string>();
  private nextOutcome: CaptureOutcome | null = null;
  private readonly now: () => Date;
  private readonly onEvent: EventSink;
  private readonly baseUrl: () => string;

  constructor(options: LedgerOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.onEvent = options.onEvent ?? (() => {});
    this.baseUrl = options.baseUrl ?? (() => 'http://standin.invalid/paypal');
  }

  private stamp(): string {
    return this.now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
  }

  /** POST /v1/oauth2/token: any non-empty client id with `grant_type=client_credentials`. */
  token(clientId: string, grantType: string | null): Answer {
    if (grantType !== 'client_credentials') {
      return {
        status: 400,
        body: {error: 'unsupported_grant_type', error_description: 'Grant Type is NULL'},
      };
    }
    if (clientId === '') {
      return {
        status: 401,
        body: {error: 'invalid_client', error_description: 'Client Authentication failed'},
      };
    }
    this.clients.push(clientId);
    const token = `A21AA${randomId(40)}`;
    this.tokens.set(token, {clientId, expiresAt: this.now().getTime() + TOKEN_SECONDS * 1000});
    return {
      status: 200,
      body: {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: token,
        token_type: 'Bearer',
        app_id: `APP-${randomId(17)}`,
        expires_in: TOKEN_SECONDS,
        nonce: `${this.stamp()}${randomId(20)}`,
      },
    };
  }

  /** Whether `authorization` carries a live token of this stand-in. */
  authorized(authorization: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const known = token === undefined ? undefined : this.tokens.get(token);
    return known !== undefined && known.expiresAt > this.now().getTime();
  }

  /** Stand-in control: every token expires now (to test that clients fetch a new one). */
  expireTokens(): void {
    this.tokens.clear();
  }

  /** Stand-in control: what the next capture comes to. */
  setNextCapture(outcome: CaptureOutcome): void {
    this.nextOutcome = outcome;
  }

  private replayed(key: string | undefined): Answer | null {
    if (key === undefined) return null;
    const earlier = this.replays.get(key);
    if (!earlier) return null;
    if (earlier.kind === 'order') {
      // A repeated create or capture is answered 200 OK (the first answer was 201 Created).
      const order = this.orders.get(earlier.id);
      return order ? {status: 200, body: this.view(order)} : null;
    }
    const refund = this.refunds.find((entry) => entry.id === earlier.id);
    return refund ? {status: earlier.status, body: this.refundView(refund)} : null;
  }

  private remember(key: string | undefined, kind: 'order' | 'refund', id: string, status: number) {
    if (key !== undefined) this.replays.set(key, {kind, id, status});
  }

  /** POST /v2/checkout/orders. */
  createOrder(body: unknown, requestId: string | undefined): Answer {
    const key = requestId === undefined ? undefined : `create ${requestId}`;
    const again = this.replayed(key);
    if (again) return again;
    const request = (body ?? {}) as Record<string, unknown>;
    const intent = request['intent'];
    if (intent !== 'CAPTURE' && intent !== 'AUTHORIZE') {
      return invalid('/intent', 'MISSING_REQUIRED_PARAMETER', 'intent is CAPTURE or AUTHORIZE.');
    }
    const units = request['purchase_units'];
    if (!Array.isArray(units) || units.length < 1 || units.length > 10) {
      return invalid('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'One to ten purchase units.');
    }
    const purchaseUnits: PurchaseUnit[] = [];
    const invoices: string[] = [];
    for (const [index, raw] of (units as unknown[]).entries()) {
      const unit = (raw ?? {}) as Record<string, unknown>;
      const amount = unit['amount'] as Record<string, unknown> | undefined;
      const path = `/purchase_units/@reference_id=='${String(unit['reference_id'] ?? 'default')}'/amount`;
      if (
        typeof amount?.['currency_code'] !== 'string' ||
        !CURRENCY.test(amount['currency_code'])
      ) {
        return invalid(
          `${path}/currency_code`,
          'MISSING_REQUIRED_PARAMETER',
          'A currency code is required.',
        );
      }
      if (typeof amount['value'] !== 'string' || !MONEY_VALUE.test(amount['value'])) {
        return invalid(
          `${path}/value`,
          'INVALID_PARAMETER_SYNTAX',
          'The value field is a decimal string.',
        );
      }
      if (centsOf(amount['value']) <= 0) {
        return unprocessable(
          'CANNOT_BE_ZERO_OR_NEGATIVE',
          'Must be greater than zero.',
          `${path}/value`,
        );
      }
      const text = (name: string, max: number) => {
        const value = unit[name];
        return typeof value === 'string' && value.length > 0 && value.length <= max
          ? value
          : undefined;
      };
      const invoiceId = text('invoice_id', 127);
      if (invoiceId !== undefined) {
        if (this.invoiceIds.has(invoiceId) || invoices.includes(invoiceId)) {
          return unprocessable(
            'DUPLICATE_INVOICE_ID',
            'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
            `/purchase_units/@reference_id=='${String(unit['reference_id'] ?? 'default')}'/invoice_id`,
          );
        }
        invoices.push(invoiceId);
      }
      const customId = text('custom_id', 127);
      const description = text('description', 127);
      purchaseUnits.push({
        reference_id: text('reference_id', 256) ?? (index === 0 ? 'default' : String(index)),
        amount: {
          currency_code: amount['currency_code'],
          value: amount['value'],
          ...(amount['breakdown'] === undefined ? {} : {breakdown: amount['breakdown']}),
        },
        ...(customId === undefined ? {} : {custom_id: customId}),
        ...(invoiceId === undefined ? {} : {invoice_id: invoiceId}),
        ...(description === undefined ? {} : {description}),
        captures: [],
      });
    }
    for (const invoice of invoices) this.invoiceIds.add(invoice);
    const stamp = this.stamp();
    const order: StandInOrder = {
      id: randomId(17),
      intent,
      status: 'CREATED',
      purchaseUnits,
      createTime: stamp,
      updateTime: stamp,
    };
    this.orders.set(order.id, order);
    this.remember(key, 'order', order.id, 201);
    return {status: 201, body: this.view(order)};
  }

  /** GET /v2/checkout/orders/{id}. */
  getOrder(id: string): Answer {
    const order = this.orders.get(id);
    return order ? {status: 200, body: this.view(order)} : notFound(id);
  }

  /** Stand-in control: the buyer approves order `id` in PayPal's window. */
  approve(id: string): Answer {
    const order = this.orders.get(id);
    if (!order) return notFound(id);
    if (order.status === 'CREATED') {
      order.status = 'APPROVED';
      order.payer = {
        payer_id: randomId(13),
        email_address: 'kaeufer@example.com',
        name: {given_name: 'Karla', surname: 'Käufer'},
      };
      order.updateTime = this.stamp();
    } else if (order.status !== 'APPROVED') {
      return unprocessable('ORDER_ALREADY_COMPLETED', 'The order cannot be approved again.');
    }
    return {status: 200, body: this.view(order)};
  }

  /** POST /v2/checkout/orders/{id}/capture. */
  capture(id: string, requestId: string | undefined): Answer {
    const key = requestId === undefined ? undefined : `capture ${id} ${requestId}`;
    const again = this.replayed(key);
    if (again) return again;
    const order = this.orders.get(id);
    if (!order) return notFound(id);
    if (order.intent !== 'CAPTURE') {
      return unprocessable(
        'ACTION_DOES_NOT_MATCH_INTENT',
        'The order was created with intent AUTHORIZE.',
      );
    }
    if (order.status === 'COMPLETED') {
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
      );
    }
    if (order.status !== 'APPROVED') {
      return unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    const outcome = this.nextOutcome ?? 'COMPLETED';
    this.nextOutcome = null;
    const stamp = this.stamp();
    for (const unit of order.purchaseUnits) {
      unit.captures.push({
        id: randomId(17),
        status: outcome,
        ...(outcome === 'PENDING' ? {status_details: {reason: 'PENDING_REVIEW'}} : {}),
        amount: {currency_code: unit.amount.currency_code, value: unit.amount.value},
        ...(unit.custom_id === undefined ? {} : {custom_id: unit.custom_id}),
        ...(unit.invoice_id === undefined ? {} : {invoice_id: unit.invoice_id}),
        final_capture: true,
        create_time: stamp,
        update_time: stamp,
        supplementary_data: {related_ids: {order_id: order.id}},
        refundedCents: 0,
      });
    }
    order.status = 'COMPLETED';
    order.updateTime = stamp;
    this.remember(key, 'order', order.id, 201);
    const event = {
      COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
      PENDING: 'PAYMENT.CAPTURE.PENDING',
      DECLINED: 'PAYMENT.CAPTURE.DENIED',
    }[outcome];
    for (const unit of order.purchaseUnits) {
      const capture = unit.captures.at(-1);
      if (capture) this.onEvent(event, 'capture', this.captureView(capture));
    }
    return {status: 201, body: this.view(order)};
  }

  /** Every capture, oldest first (for tests: how many times money moved). */
  captures(): StandInCapture[] {
    return [...this.orders.values()]
      .flatMap((order) => order.purchaseUnits.flatMap((unit) => unit.captures))
      .sort((a, b) => a.create_time.localeCompare(b.create_time));
  }

  /** The capture with id `captureId`. */
  findCapture(captureId: string): StandInCapture | undefined {
    return this.captures().find((capture) => capture.id === captureId);
  }

  /**
   * Stand-in control: capture `captureId` settles (`COMPLETED`) or is denied (`DECLINED`), and
   * its webhook event is sent, as when a pending payment clears.
   */
  settle(captureId: string, status: 'COMPLETED' | 'DECLINED'): Answer {
    const capture = this.findCapture(captureId);
    if (!capture) return notFound(captureId);
    if (capture.status !== 'PENDING') {
      return unprocessable(
        'CAPTURE_STATUS_NOT_VALID',
        `The capture is ${capture.status}, not PENDING.`,
      );
    }
    capture.status = status;
    delete capture.status_details;
    capture.update_time = this.stamp();
    this.onEvent(
      status === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED',
      'capture',
      this.captureView(capture),
    );
    return {status: 200, body: this.captureView(capture)};
  }

  /** POST /v2/payments/captures/{id}/refund; no amount refunds what is left. */
  refund(captureId: string, body: unknown, requestId: string | undefined): Answer {
    const key = requestId === undefined ? undefined : `refund ${captureId} ${requestId}`;
    const again = this.replayed(key);
    if (again) return again;
    const capture = this.findCapture(captureId);
    if (!capture) return notFound(captureId);
    if (capture.status === 'REFUNDED') {
      return unprocessable(
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded.',
      );
    }
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      return unprocessable(
        'PENDING_CAPTURE',
        `Cannot initiate a refund as the capture is ${capture.status}.`,
      );
    }
    const request = (body ?? {}) as Record<string, unknown>;
    const left = centsOf(capture.amount.value) - capture.refundedCents;
    let cents = left;
    const amount = request['amount'] as Record<string, unknown> | undefined;
    if (amount !== undefined) {
      if (typeof amount['value'] !== 'string' || !MONEY_VALUE.test(amount['value'])) {
        return invalid(
          '/amount/value',
          'INVALID_PARAMETER_SYNTAX',
          'The value field is a decimal string.',
        );
      }
      if (amount['currency_code'] !== capture.amount.currency_code) {
        return unprocessable(
          'REFUND_CAPTURE_CURRENCY_MISMATCH',
          'Refund must be in the same currency as the capture.',
        );
      }
      cents = centsOf(amount['value']);
      if (cents <= 0)
        return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.');
      if (cents > left) {
        return unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      }
    }
    capture.refundedCents += cents;
    capture.status =
      capture.refundedCents >= centsOf(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.update_time = this.stamp();
    const note = request['note_to_payer'];
    const refund: StandInRefund = {
      id: randomId(17),
      status: 'COMPLETED',
      amount: {currency_code: capture.amount.currency_code, value: valueOf(cents)},
      ...(typeof note === 'string' && note !== '' ? {note_to_payer: note.slice(0, 255)} : {}),
      create_time: this.stamp(),
      captureId,
    };
    this.refunds.push(refund);
    this.remember(key, 'refund', refund.id, 201);
    this.onEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', this.refundView(refund));
    return {status: 201, body: this.refundView(refund)};
  }

  /** The capture as PayPal shows it (resource of capture webhook events). */
  captureView(capture: StandInCapture): Record<string, unknown> {
    const {refundedCents: _refunded, ...shown} = capture;
    const base = this.baseUrl();
    return {
      ...shown,
      links: [
        {href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET'},
        {href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST'},
        {
          href: `${base}/v2/checkout/orders/${capture.supplementary_data.related_ids.order_id}`,
          rel: 'up',
          method: 'GET',
        },
      ],
    };
  }

  /** A refund as PayPal shows it (resource of refund webhook events). */
  refundView(refund: StandInRefund): Record<string, unknown> {
    const {captureId, ...shown} = refund;
    const base = this.baseUrl();
    return {
      ...shown,
      update_time: refund.create_time,
      links: [
        {href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET'},
        {href: `${base}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET'},
      ],
    };
  }

  /** An order as PayPal shows it (`Prefer: return=representation`). */
  view(order: StandInOrder): Record<string, unknown> {
    const base = this.baseUrl();
    const self = `${base}/v2/checkout/orders/${order.id}`;
    const links = [{href: self, rel: 'self', method: 'GET'}];
    if (order.status === 'CREATED') {
      links.push({
        href: `${base}/standin/orders/${order.id}/approve`,
        rel: 'approve',
        method: 'GET',
      });
    }
    if (order.status === 'APPROVED')
      links.push({href: `${self}/capture`, rel: 'capture', method: 'POST'});
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.payer
        ? {
            payment_source: {
              paypal: {
                email_address: order.payer.email_address,
                account_id: order.payer.payer_id,
                name: order.payer.name,
              },
            },
            payer: order.payer,
          }
        : {}),
      purchase_units: order.purchaseUnits.map(({captures, ...unit}) => ({
        ...unit,
        ...(captures.length > 0
          ? {payments: {captures: captures.map((capture) => this.captureView(capture))}}
          : {}),
      })),
      create_time: order.createTime,
      update_time: order.updateTime,
      links,
    };
  }
}

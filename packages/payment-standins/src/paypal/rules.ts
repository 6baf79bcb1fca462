// The PayPal stand-in's ledger, without HTTP: its account of orders (orders.ts), captures
// (captures.ts), refunds (refunds.ts) and access tokens (tokens.ts), the webhook events they
// raise, and `PayPal-Request-Id` replays. Each call answers what PayPal's REST API answers for
// the fields the order service uses (status and body), so the HTTP layer only routes. The rules
// the service depends on are enforced as PayPal documents them: a capture of an unapproved order
// is refused (ORDER_NOT_APPROVED), a second capture is refused (ORDER_ALREADY_CAPTURED), a reused
// `invoice_id` is refused (DUPLICATE_INVOICE_ID), and a request sent again with the same
// `PayPal-Request-Id` gets the same resource back instead of a new one.
// References: https://developer.paypal.com/docs/api/orders/v2/ and
// https://developer.paypal.com/docs/api/payments/v2/.
import {notFound, paypalTime, type Answer} from './answers.ts';
import {
  CAPTURE_EVENTS,
  captureRefusal,
  capturesOf,
  captureUnits,
  captureView,
  settleCapture,
} from './captures.ts';
import {approveOrder, newOrder, orderView} from './orders.ts';
import {refundCapture, refundView} from './refunds.ts';
import type {CaptureOutcome, StandInCapture, StandInOrder, StandInRefund} from './resources.ts';
import {PaypalTokens} from './tokens.ts';

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

/**
 * The stand-in's PayPal account: orders, captures, refunds, tokens and replays, in memory.
 * Restarting the stand-in forgets everything, like a fresh sandbox account.
 */
export class PaypalLedger {
  readonly orders = new Map<string, StandInOrder>();
  readonly refunds: StandInRefund[] = [];
  private readonly tokens: PaypalTokens;
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
    this.tokens = new PaypalTokens(this.now);
  }

  private stamp(): string {
    return paypalTime(this.now());
  }

  /** Client ids that asked for a token (the stand-in accepts any). */
  get clients(): readonly string[] {
    return this.tokens.clients;
  }

  /** POST /v1/oauth2/token: any non-empty client id with `grant_type=client_credentials`. */
  token(clientId: string, grantType: string | null): Answer {
    return this.tokens.token(clientId, grantType);
  }

  /** Whether `authorization` carries a live token of this stand-in. */
  authorized(authorization: string | undefined): boolean {
    return this.tokens.authorized(authorization);
  }

  /** Stand-in control: every token expires now (to test that clients fetch a new one). */
  expireTokens(): void {
    this.tokens.expireAll();
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
    const created = newOrder(body, this.invoiceIds, this.stamp());
    if (!created.ok) return created.answer;
    const {order, invoices} = created;
    for (const invoice of invoices) this.invoiceIds.add(invoice);
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
    return approveOrder(order, this.stamp()) ?? {status: 200, body: this.view(order)};
  }

  /** POST /v2/checkout/orders/{id}/capture. */
  capture(id: string, requestId: string | undefined): Answer {
    const key = requestId === undefined ? undefined : `capture ${id} ${requestId}`;
    const again = this.replayed(key);
    if (again) return again;
    const order = this.orders.get(id);
    if (!order) return notFound(id);
    const refusal = captureRefusal(order);
    if (refusal) return refusal;
    const outcome = this.nextOutcome ?? 'COMPLETED';
    this.nextOutcome = null;
    const captured = captureUnits(order, outcome, this.stamp());
    this.remember(key, 'order', order.id, 201);
    for (const capture of captured) {
      this.onEvent(CAPTURE_EVENTS[outcome], 'capture', this.captureView(capture));
    }
    return {status: 201, body: this.view(order)};
  }

  /** Every capture, oldest first (for tests: how many times money moved). */
  captures(): StandInCapture[] {
    return capturesOf(this.orders.values());
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
    const settled = settleCapture(capture, status, this.stamp());
    if (!settled.ok) return settled.answer;
    this.onEvent(settled.event, 'capture', this.captureView(capture));
    return {status: 200, body: this.captureView(capture)};
  }

  /** POST /v2/payments/captures/{id}/refund; no amount refunds what is left. */
  refund(captureId: string, body: unknown, requestId: string | undefined): Answer {
    const key = requestId === undefined ? undefined : `refund ${captureId} ${requestId}`;
    const again = this.replayed(key);
    if (again) return again;
    const capture = this.findCapture(captureId);
    if (!capture) return notFound(captureId);
    const refunded = refundCapture(capture, body, this.stamp());
    if (!refunded.ok) return refunded.answer;
    const {refund} = refunded;
    this.refunds.push(refund);
    this.remember(key, 'refund', refund.id, 201);
    this.onEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', this.refundView(refund));
    return {status: 201, body: this.refundView(refund)};
  }

  /** The capture as PayPal shows it (resource of capture webhook events). */
  captureView(capture: StandInCapture): Record<string, unknown> {
    return captureView(capture, this.baseUrl());
  }

  /** A refund as PayPal shows it (resource of refund webhook events). */
  refundView(refund: StandInRefund): Record<string, unknown> {
    return refundView(refund, this.baseUrl());
  }

  /** An order as PayPal shows it (`Prefer: return=representation`). */
  view(order: StandInOrder): Record<string, unknown> {
    return orderView(order, this.baseUrl());
  }
}

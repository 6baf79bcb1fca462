// An order as the `shop_order` collection holds it, read from SQLite as it is now: number,
// states, customer, lines, totals with the VAT in them (pricing/vat.ts, as Klarna and the tax
// advisor's export state it), addresses, payments and tracking. Everything is a function of the
// stored rows (no clock), so pushing twice writes the same record. `owner_note`, the owner's own
// field, is never part of it.
import type {DatabaseSync} from 'node:sqlite';
import type {StaticCatalogue} from '@schaufenster/core';
import {trackingOf} from '../owner/shipments.ts';
import {SHOP_VAT_RATE_BP, vatBreakdown} from '../pricing/vat.ts';
import type {PricedLine} from '../pricing/lines.ts';
import {contentId} from './recordIds.ts';

interface OrderRow {
  order_id: string;
  order_uuid: string;
  customer_email: string;
  payment_method: string;
  shipping_method: string;
  present_wrap: number;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  lines: string;
  payload: string;
  created_at: string;
  fulfilment_state: string;
  payment_state: string;
}

/** A priced line as the orders table keeps it; rows written before personalization lack it. */
type StoredLine = Omit<PricedLine, 'personalization'> &
  Partial<Pick<PricedLine, 'personalization'>>;

type Address = Record<string, unknown>;

/** Cents as euros with two decimals, the way a decimal(10,2) field and JSON show them. */
const euros = (cents: number) => Math.round(cents) / 100;

/** A rate in hundredths of a percent as percent (1900 → 19). */
const percent = (rateBp: number) => rateBp / 100;

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** An address's filled fields, or null. */
function address(value: unknown): Address | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = Object.entries(value as Address).filter(([, field]) => filled(field));
  return fields.length === 0 ? null : Object.fromEntries(fields);
}

/** The catalogue's kind of payment method `id` (`paypal`, `prepayment`, …), else its name. */
function paymentMethodName(catalogue: StaticCatalogue, id: string): string {
  const method = catalogue.settings?.payment_methods.find((entry) => String(entry.id) === id);
  return method?.method ?? method?.display_name ?? id;
}

/** The order's provider records (PayPal order and capture, Klarna authorization and order). */
function paymentsOf(db: DatabaseSync, orderUuid: string): Record<string, unknown>[] {
  const payments: Record<string, unknown>[] = [];
  const paypalOrder = db
    .prepare(
      `SELECT paypal_order_id, amount_cents, currency, refund_id, created_at
      FROM paypal_orders WHERE order_uuid = ?`,
    )
    .get(orderUuid) as Record<string, string | number | null> | undefined;
  const capture = db
    .prepare(
      `SELECT paypal_order_id, capture_id, status, amount_cents, currency, payer_id,
      created_at FROM paypal_payments WHERE order_uuid = ?`,
    )
    .get(orderUuid) as Record<string, string | number | null> | undefined;
  if (paypalOrder || capture) {
    payments.push({
      provider: 'paypal',
      paypal_order_id: capture?.['paypal_order_id'] ?? paypalOrder?.['paypal_order_id'] ?? null,
      capture_id: capture?.['capture_id'] ?? null,
      status: capture?.['status'] ?? 'CREATED',
      amount: euros(Number(capture?.['amount_cents'] ?? paypalOrder?.['amount_cents'] ?? 0)),
      currency: capture?.['currency'] ?? paypalOrder?.['currency'] ?? 'EUR',
      payer_id: capture?.['payer_id'] ?? null,
      refund_id: paypalOrder?.['refund_id'] ?? null,
      date: capture?.['created_at'] ?? paypalOrder?.['created_at'] ?? null,
    });
  }
  const klarna = db
    .prepare(
      `SELECT k.session_id, k.amount_cents, k.klarna_order_id, k.fraud_status,
      k.captured_cents, k.refunded_cents, k.refunded_lines, k.cancelled_at, k.placed_at,
      k.created_at, p.id AS authorized FROM klarna_orders k
      LEFT JOIN klarna_payments p ON p.order_uuid = k.order_uuid WHERE k.order_uuid = ?`,
    )
    .get(orderUuid) as Record<string, string | number | null> | undefined;
  if (klarna) {
    payments.push({
      provider: 'klarna',
      session_id: klarna['session_id'],
      klarna_order_id: klarna['klarna_order_id'],
      fraud_status: klarna['fraud_status'],
      authorized: klarna['authorized'] !== null,
      amount: euros(Number(klarna['amount_cents'])),
      captured: euros(Number(klarna['captured_cents'])),
      refunded: euros(Number(klarna['refunded_cents'])),
      refunded_lines: JSON.parse(String(klarna['refunded_lines'])) as unknown,
      cancelled_at: klarna['cancelled_at'],
      date: klarna['placed_at'] ?? klarna['created_at'],
    });
  }
  return payments;
}

/** The latest time the service changed order `orderId`: its last event, shipment or payment. */
function lastChange(db: DatabaseSync, row: OrderRow): string {
  const stamps = db
    .prepare(
      `SELECT max(created_at) AS at FROM order_events WHERE order_id = ?1
      UNION ALL SELECT max(created_at) FROM order_shipments WHERE order_id = ?1
      UNION ALL SELECT max(updated_at) FROM paypal_orders WHERE order_uuid = ?2`,
    )
    .all(row.order_id, row.order_uuid) as {at: string | null}[];
  return stamps.reduce(
    (latest, {at}) => (at !== null && at > latest ? at : latest),
    row.created_at,
  );
}

/** The `shop_order` record of order `orderId`, or undefined when there is no such order. */
export function orderRecord(
  db: DatabaseSync,
  orderId: string,
  catalogue: StaticCatalogue,
): Record<string, unknown> | undefined {
  const row = db
    .prepare(
      `SELECT order_id, order_uuid, customer_email, payment_method, shipping_method,
      present_wrap, subtotal_cents, shipping_cents, total_cents, lines, payload, created_at,
      fulfilment_state, payment_state FROM orders WHERE order_id = ?`,
    )
    .get(orderId) as OrderRow | undefined;
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as {
    language?: unknown;
    comment?: unknown;
    shipping_address?: unknown;
    invoice_address?: unknown;
  };
  const shipping = address(payload.shipping_address);
  const billing = address(payload.invoice_address) ?? shipping;
  const name = [billing?.['first_name'], billing?.['last_name']].filter(filled).join(' ');
  const phone = [billing?.['phone'], shipping?.['phone']].find(filled) ?? null;
  const stored = JSON.parse(row.lines) as StoredLine[];
  const lines = stored.map((line) => ({
    product: contentId(line.product),
    variant: line.variant === null ? null : contentId(line.variant),
    name: line.name,
    ...(Object.keys(line.personalization ?? {}).length > 0
      ? {personalization: line.personalization}
      : {}),
    quantity: line.count,
    unit_price: euros(line.unitCents),
    line_price: euros(line.lineCents),
    vat_rate: percent(SHOP_VAT_RATE_BP),
  }));
  const gross = Number(row.total_cents);
  const shares = vatBreakdown({
    lines: stored,
    shippingCents: Number(row.shipping_cents),
    totalCents: gross,
  });
  const vatCents = shares.reduce((sum, share) => sum + share.vatCents, 0);
  const shippingMethod = catalogue.settings?.shipping_methods.find(
    (entry) => String(entry.id) === row.shipping_method,
  );
  return {
    order_number: row.order_id,
    order_uuid: row.order_uuid,
    date_created: row.created_at,
    date_updated: lastChange(db, row),
    fulfilment_state: row.fulfilment_state,
    payment_state: row.payment_state,
    payment_method: paymentMethodName(catalogue, row.payment_method),
    language: filled(payload.language) ? payload.language : 'de',
    customer_name: name,
    customer_email: row.customer_email,
    customer_phone: phone,
    total_gross: (gross / 100).toFixed(2),
    currency: 'EUR',
    tracking_number: trackingOf(db, row.order_id) ?? null,
    shipping_method: shippingMethod?.display_name ?? row.shipping_method,
    customer_comment: filled(payload.comment) ? payload.comment : null,
    lines,
    totals: {
      subtotal: euros(Number(row.subtotal_cents)),
      shipping: euros(Number(row.shipping_cents)),
      present_wrap: Number(row.present_wrap) === 1,
      net: euros(gross - vatCents),
      vat: shares.map((share) => ({
        rate: percent(share.rateBp),
        net: euros(share.netCents),
        vat: euros(share.vatCents),
        gross: euros(share.grossCents),
      })),
      gross: euros(gross),
    },
    billing_address: billing,
    shipping_address: shipping,
    payments: paymentsOf(db, row.order_uuid),
  };
}

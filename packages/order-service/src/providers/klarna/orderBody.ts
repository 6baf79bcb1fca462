// The order as Klarna is told it: one line per priced line and one for shipping, in cents, each
// with German VAT, the totals from the service's own pricing (never the browser's), and the
// locale Klarna's form speaks: German on German pages, English otherwise (Klarna offers no
// French for Germany, so French visitors get English).
import type {PricedLine} from '../../pricing/lines.ts';
import {includedVat, SHOP_VAT_RATE_BP} from '../../pricing/vat.ts';
import type {KlarnaOrderBody, KlarnaOrderLine} from './client.ts';

/** The VAT rate the shop's prices include, in Klarna's hundredths of a percent (19 %). */
const KLARNA_TAX_RATE = SHOP_VAT_RATE_BP;

/** Where the shop sells (Germany) and in what (euros). */
const PURCHASE_COUNTRY = 'DE';
const PURCHASE_CURRENCY = 'EUR';

/** Klarna's locale for a page language: `de-DE` for German, `en-DE` for English and French. */
export function klarnaLocale(language: string | undefined): 'de-DE' | 'en-DE' {
  return language === undefined || language === 'de' ? 'de-DE' : 'en-DE';
}

function line(
  type: KlarnaOrderLine['type'],
  name: string,
  quantity: number,
  unitCents: number,
  reference?: string,
): KlarnaOrderLine {
  const total = unitCents * quantity;
  return {
    type,
    ...(reference === undefined ? {} : {reference: reference.slice(0, 64)}),
    name: name.slice(0, 255),
    quantity,
    unit_price: unitCents,
    tax_rate: KLARNA_TAX_RATE,
    total_amount: total,
    total_discount_amount: 0,
    total_tax_amount: includedVat(total, KLARNA_TAX_RATE),
  };
}

/** What an order's Klarna body is made of. */
export interface KlarnaOrderInput {
  lines: readonly PricedLine[];
  shippingCents: number;
  /** The order's total as the service priced it; a difference to the lines is a surcharge line. */
  totalCents: number;
  language: string | undefined;
  /** The shop's order number, once it has one (Klarna's `merchant_reference1`). */
  orderId?: string;
  /** The order's UUID (Klarna's `merchant_reference2`). */
  orderUuid: string;
}

/** The Klarna body of an order: lines, totals, country, currency and locale. */
export function klarnaOrderBody(input: KlarnaOrderInput): KlarnaOrderBody {
  const lines = input.lines.map((priced) =>
    line(
      'physical',
      priced.name,
      priced.count,
      priced.unitCents,
      priced.variant === null ? priced.product : `${priced.product}-${priced.variant}`,
    ),
  );
  if (input.shippingCents > 0) lines.push(line('shipping_fee', 'Versand', 1, input.shippingCents));
  const listed = lines.reduce((total, each) => total + each.total_amount, 0);
  // Nothing but lines and shipping makes a total today; should that change, Klarna still gets
  // exactly the total the service charges.
  if (listed !== input.totalCents && input.totalCents > listed) {
    lines.push(line('surcharge', 'Zuschlag', 1, input.totalCents - listed));
  }
  return {
    purchase_country: PURCHASE_COUNTRY,
    purchase_currency: PURCHASE_CURRENCY,
    locale: klarnaLocale(input.language),
    order_amount: lines.reduce((total, each) => total + each.total_amount, 0),
    order_tax_amount: lines.reduce((total, each) => total + each.total_tax_amount, 0),
    order_lines: lines,
    ...(input.orderId === undefined ? {} : {merchant_reference1: input.orderId}),
    merchant_reference2: input.orderUuid,
  };
}

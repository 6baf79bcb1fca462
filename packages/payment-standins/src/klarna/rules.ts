// The checks Klarna makes on a payment session or order body, for the fields the order service
// sends (Klarna Payments API, "Create a session" and "Create an order":
// https://docs.klarna.com/api/payments/#operation/createCreditSession and
// https://docs.klarna.com/api/payments/#operation/createOrder). Amounts are whole minor units
// (cents), tax rates in hundredths of a percent (1900 is 19 %). Klarna answers a body that breaks
// them with 400 `BAD_VALUE` naming the field; so does the stand-in.

/** One order line as Klarna reads it (the fields the service uses). */
interface KlarnaOrderLine {
  type?: string;
  reference?: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount?: number;
  total_tax_amount: number;
}

/** The order part of a session or order body. */
export interface KlarnaOrderBody {
  purchase_country: string;
  purchase_currency: string;
  locale?: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: KlarnaOrderLine[];
  merchant_reference1?: string;
  merchant_reference2?: string;
}

/** Line types Klarna knows (`order_lines[].type`). */
const LINE_TYPES = new Set([
  'physical',
  'discount',
  'shipping_fee',
  'sales_tax',
  'digital',
  'gift_card',
  'store_credit',
  'surcharge',
]);

/**
 * The locales Klarna offers for a purchase country, for the countries the shop sells in (other
 * countries are not checked): in Germany German, Austrian German or English, and no French.
 */
const LOCALES: Readonly<Record<string, readonly string[]>> = {
  DE: ['de-DE', 'de-AT', 'en-DE'],
};

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The fields of `body` Klarna would refuse, as Klarna names them (e.g. `order_lines[0].tax_rate`). */
export function orderBodyErrors(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['body'];
  const order = body as Record<string, unknown>;
  const errors: string[] = [];
  if (
    typeof order['purchase_country'] !== 'string' ||
    !/^[A-Z]{2}$/.test(order['purchase_country'])
  ) {
    errors.push('purchase_country');
  }
  if (
    typeof order['purchase_currency'] !== 'string' ||
    !/^[A-Z]{3}$/.test(order['purchase_currency'])
  ) {
    errors.push('purchase_currency');
  }
  const locale = order['locale'];
  const locales = LOCALES[String(order['purchase_country'])];
  if (
    locale !== undefined &&
    (typeof locale !== 'string' ||
      !/^[a-z]{2}-[A-Z]{2}$/.test(locale) ||
      (locales !== undefined && !locales.includes(locale)))
  ) {
    errors.push('locale');
  }
  for (const field of ['merchant_reference1', 'merchant_reference2']) {
    if (order[field] !== undefined && !isText(order[field], 255)) errors.push(field);
  }
  const lines = order['order_lines'];
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > 1000) {
    errors.push('order_lines');
    return errors;
  }
  let amount = 0;
  let tax = 0;
  lines.forEach((raw: unknown, index) => {
    const at = `order_lines[${index}]`;
    if (typeof raw !== 'object' || raw === null) {
      errors.push(at);
      return;
    }
    const line = raw as Record<string, unknown>;
    if (line['type'] !== undefined && !LINE_TYPES.has(String(line['type'])))
      errors.push(`${at}.type`);
    if (!isText(line['name'], 255)) errors.push(`${at}.name`);
    if (line['reference'] !== undefined && !isText(line['reference'], 255)) {
      errors.push(`${at}.reference`);
    }
    const {quantity, unit_price: unit, tax_rate: rate, total_amount: total} = line;
    const discount = line['total_discount_amount'] ?? 0;
    const lineTax = line['total_tax_amount'];
    if (!isInteger(quantity) || quantity < 0) errors.push(`${at}.quantity`);
    if (!isInteger(unit)) errors.push(`${at}.unit_price`);
    if (!isInteger(rate) || rate < 0 || rate > 10000) errors.push(`${at}.tax_rate`);
    if (!isInteger(discount) || discount < 0) errors.push(`${at}.total_discount_amount`);
    if (!isInteger(total) || !isInteger(quantity) || !isInteger(unit) || !isInteger(discount)) {
      errors.push(`${at}.total_amount`);
      return;
    }
    if (total !== quantity * unit - discount) errors.push(`${at}.total_amount`);
    // Klarna's tax rule: total_tax_amount within 1 of total_amount - total_amount * 10000 /
    // (10000 + tax_rate).
    if (!isInteger(lineTax) || !isInteger(rate)) {
      errors.push(`${at}.total_tax_amount`);
    } else if (Math.abs(lineTax - (total - (total * 10000) / (10000 + rate))) > 1) {
      errors.push(`${at}.total_tax_amount`);
    }
    amount += total;
    if (isInteger(lineTax)) tax += lineTax;
  });
  if (!isInteger(order['order_amount']) || order['order_amount'] !== amount) {
    errors.push('order_amount');
  }
  if (!isInteger(order['order_tax_amount']) || order['order_tax_amount'] !== tax) {
    errors.push('order_tax_amount');
  }
  return errors;
}

/**
 * The fields of an order body that differ from what was authorized (Klarna's 409 `BAD_VALUE`
 * "Not matching fields"): amount, currency, country and the lines' totals.
 */
export function mismatchedFields(authorized: KlarnaOrderBody, placed: KlarnaOrderBody): string[] {
  const fields: string[] = [];
  if (authorized.order_amount !== placed.order_amount) fields.push('order_amount');
  if (authorized.order_tax_amount !== placed.order_tax_amount) fields.push('order_tax_amount');
  if (authorized.purchase_currency !== placed.purchase_currency) fields.push('purchase_currency');
  if (authorized.purchase_country !== placed.purchase_country) fields.push('purchase_country');
  const totals = (body: KlarnaOrderBody) =>
    body.order_lines.map((line) => line.total_amount).join();
  if (totals(authorized) !== totals(placed)) fields.push('order_lines');
  return fields;
}

// Orders in the PayPal stand-in (Orders v2): creating one checks its intent and purchase units
// (amounts as decimal strings above zero, one to ten units, an `invoice_id` never used before,
// DUPLICATE_INVOICE_ID otherwise), the stand-in buyer approves it in PayPal's window, and the
// order is shown as PayPal shows it with `Prefer: return=representation`.
// Reference: https://developer.paypal.com/docs/api/orders/v2/.
import {invalid, randomId, unprocessable, type Answer} from './answers.ts';
import {captureView} from './captures.ts';
import {centsOf, CURRENCY, MONEY_VALUE, type PurchaseUnit, type StandInOrder} from './resources.ts';

/**
 * The purchase unit `raw` (number `index`) checked, or PayPal's refusal; `taken` tells whether
 * an invoice id was used already.
 */
function purchaseUnitOf(
  raw: unknown,
  index: number,
  taken: (invoiceId: string) => boolean,
): {ok: true; unit: PurchaseUnit} | {ok: false; answer: Answer} {
  const refused = (answer: Answer) => ({ok: false, answer}) as const;
  const unit = (raw ?? {}) as Record<string, unknown>;
  const amount = unit['amount'] as Record<string, unknown> | undefined;
  const reference = `/purchase_units/@reference_id=='${String(unit['reference_id'] ?? 'default')}'`;
  const path = `${reference}/amount`;
  if (typeof amount?.['currency_code'] !== 'string' || !CURRENCY.test(amount['currency_code'])) {
    return refused(
      invalid(
        `${path}/currency_code`,
        'MISSING_REQUIRED_PARAMETER',
        'A currency code is required.',
      ),
    );
  }
  if (typeof amount['value'] !== 'string' || !MONEY_VALUE.test(amount['value'])) {
    return refused(
      invalid(`${path}/value`, 'INVALID_PARAMETER_SYNTAX', 'The value field is a decimal string.'),
    );
  }
  if (centsOf(amount['value']) <= 0) {
    return refused(
      unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.', `${path}/value`),
    );
  }
  const text = (name: string, max: number) => {
    const value = unit[name];
    return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
  };
  const invoiceId = text('invoice_id', 127);
  if (invoiceId !== undefined && taken(invoiceId)) {
    return refused(
      unprocessable(
        'DUPLICATE_INVOICE_ID',
        'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
        `${reference}/invoice_id`,
      ),
    );
  }
  const customId = text('custom_id', 127);
  const description = text('description', 127);
  return {
    ok: true,
    unit: {
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
    },
  };
}

/**
 * The order POST /v2/checkout/orders asks for in `body`, created at `stamp`, with the invoice
 * ids it uses; or PayPal's refusal. `usedInvoiceIds` are those of earlier orders.
 */
export function newOrder(
  body: unknown,
  usedInvoiceIds: ReadonlySet<string>,
  stamp: string,
): {ok: true; order: StandInOrder; invoices: string[]} | {ok: false; answer: Answer} {
  const refused = (answer: Answer) => ({ok: false, answer}) as const;
  const request = (body ?? {}) as Record<string, unknown>;
  const intent = request['intent'];
  if (intent !== 'CAPTURE' && intent !== 'AUTHORIZE') {
    return refused(
      invalid('/intent', 'MISSING_REQUIRED_PARAMETER', 'intent is CAPTURE or AUTHORIZE.'),
    );
  }
  const units = request['purchase_units'];
  if (!Array.isArray(units) || units.length < 1 || units.length > 10) {
    return refused(
      invalid('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'One to ten purchase units.'),
    );
  }
  const purchaseUnits: PurchaseUnit[] = [];
  const invoices: string[] = [];
  for (const [index, raw] of (units as unknown[]).entries()) {
    const checked = purchaseUnitOf(
      raw,
      index,
      (invoiceId) => usedInvoiceIds.has(invoiceId) || invoices.includes(invoiceId),
    );
    if (!checked.ok) return checked;
    const {unit} = checked;
    if (unit.invoice_id !== undefined) invoices.push(unit.invoice_id);
    purchaseUnits.push(unit);
  }
  const order: StandInOrder = {
    id: randomId(17),
    intent,
    status: 'CREATED',
    purchaseUnits,
    createTime: stamp,
    updateTime: stamp,
  };
  return {ok: true, order, invoices};
}

/**
 * The stand-in buyer approves `order` in PayPal's window at `stamp` (an approved order stays
 * so); PayPal's refusal when it is past approval, else null.
 */
export function approveOrder(order: StandInOrder, stamp: string): Answer | null {
  if (order.status === 'CREATED') {
    order.status = 'APPROVED';
    order.payer = {
      payer_id: randomId(13),
      email_address: 'kaeufer@example.com',
      name: {given_name: 'Karla', surname: 'Käufer'},
    };
    order.updateTime = stamp;
  } else if (order.status !== 'APPROVED') {
    return unprocessable('ORDER_ALREADY_COMPLETED', 'The order cannot be approved again.');
  }
  return null;
}

/** An order as PayPal shows it (`Prefer: return=representation`), links under `base`. */
export function orderView(order: StandInOrder, base: string): Record<string, unknown> {
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
        ? {payments: {captures: captures.map((capture) => captureView(capture, base))}}
        : {}),
    })),
    create_time: order.createTime,
    update_time: order.updateTime,
    links,
  };
}

// How `npm run orders` shows orders: the list as a table, one order with its lines and history.
import {address, fields, money, table, when} from './format.ts';

export function orderTable(orders: Record<string, unknown>[]): string {
  return table(
    ['Order', 'Placed', 'Customer', 'Pieces', 'Total', 'Payment method', 'State', 'Payment'],
    orders.map((order) => [
      order['orderId'],
      when(order['createdAt']),
      order['customerName'] || order['customerEmail'],
      order['pieces'],
      money(order['totalCents']),
      order['paymentMethod'],
      order['fulfilment'],
      order['payment'],
    ]),
    'No orders.',
  );
}

/** A state change as `from → to`, or the state alone when it stayed or is the first. */
const move = (from: unknown, to: unknown) =>
  from === null || from === to ? String(to) : `${String(from)} → ${String(to)}`;

export function orderDetails(order: Record<string, unknown>): string {
  const lines = (order['lines'] ?? []) as Record<string, unknown>[];
  const events = (order['events'] ?? []) as Record<string, unknown>[];
  const personalization = (line: Record<string, unknown>) =>
    Object.values((line['personalization'] ?? {}) as Record<string, string>).join(', ');
  return [
    fields([
      ['Order', order['orderId']],
      ['Placed', when(order['createdAt'])],
      ['State', `${String(order['fulfilment'])}, payment ${String(order['payment'])}`],
      ['Customer', `${String(order['customerName'] ?? '')} <${String(order['customerEmail'])}>`],
      ['Ship to', address(order['shippingAddress'])],
      ['Invoice to', address(order['invoiceAddress'])],
      ['Shipping', order['shippingMethod']],
      ['Payment method', order['paymentMethod']],
      ['Gift wrap', order['presentWrap'] === true ? 'yes' : undefined],
      ['Tracking', order['tracking']],
      ['Comment', order['comment']],
      ['Language', order['language']],
    ]),
    table(
      ['Qty', 'Item', 'Product', 'Variant', 'Personalization', 'Each', 'Total'],
      lines.map((line) => [
        line['count'],
        line['name'],
        line['product'],
        line['variant'],
        personalization(line),
        money(line['unitCents']),
        money(line['lineCents']),
      ]),
      'No lines.',
    ),
    fields([
      ['Subtotal', money(order['subtotalCents'])],
      ['Shipping', money(order['shippingCents'])],
      ['Total', money(order['totalCents'])],
    ]),
    table(
      ['When', 'By', 'State', 'Payment', 'Note'],
      events.map((event) => [
        when(event['createdAt']),
        event['actor'],
        move(event['fulfilmentFrom'], event['fulfilmentTo']),
        move(event['paymentFrom'], event['paymentTo']),
        event['note'],
      ]),
      'No history.',
    ),
  ].join('\n');
}

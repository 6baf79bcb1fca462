// A late capture (decision 072): PayPal captures for an order already cancelled, by the owner or
// by the expiry, and the service refunds it at once. The order records the money as paid and
// refunded, and the outbox tells the customer (in the order's language) and the owner of the
// refund: `payment-refunded` and `owner-late-payment-refunded`, never "payment received" or a
// new order. Against a real PayPal stand-in server whose webhook brings the capture.
import {afterEach, describe, expect, it} from 'vitest';
import {JEWELLER_DOMAIN, loadJeweller, post} from '../../testService.testing.ts';
import {placeOrder, type PlacedOrder} from '../../payments.testing.ts';
import {
  approvedPaypalOrder,
  postApproval,
  startPaypalTest,
  type PaypalTest,
} from './standIn.testing.ts';

const OWNER_TOKEN = 'owner-token-for-paypal-tests-0123456789';
const OWNER = 'info@juwelier-morgenstern.example';
const CUSTOMER = 'kundin@example.com';

let paypal: PaypalTest;

afterEach(async () => {
  await paypal.close();
});

/** A PayPal test service with the jeweller's shop content, so owner messages have an address. */
async function start(paymentExpiryMinutes?: number): Promise<PaypalTest> {
  const {shop} = await loadJeweller();
  return startPaypalTest({
    ownerToken: OWNER_TOKEN,
    mail: shop ? {shop} : {},
    ...(paymentExpiryMinutes === undefined ? {} : {paymentExpiryMinutes}),
  });
}

async function statesOf(order: PlacedOrder) {
  const query = new URLSearchParams({project: JEWELLER_DOMAIN, order_uuid: order.orderUuid});
  const response = await fetch(`${paypal.test.url}/ecom/order/payment?${query}`);
  return (await response.json()) as {payment_state: string; fulfilment_state: string};
}

/** PayPal captures the approved order itself, as after an attempt the service never heard of. */
async function captureAtPaypal(paypalOrderId: string): Promise<void> {
  const token = paypal.standIn.ledger.token('standin-client', 'client_credentials').body as {
    access_token: string;
  };
  const response = await fetch(
    `${paypal.server.url}/paypal/v2/checkout/orders/${paypalOrderId}/capture`,
    {
      method: 'POST',
      headers: {authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json'},
      body: '{}',
    },
  );
  await response.arrayBuffer();
}

/** The order's outbox rows. */
const rowsOf = (order: PlacedOrder) =>
  paypal.test.rows('outbox').filter((row) => row['ref'] === `order:${order.orderId}`);

/** Kind → recipient (language) of the order's outbox rows, in order. */
const messagesOf = (order: PlacedOrder) =>
  rowsOf(order).map(
    (row) => `${String(row['kind'])} → ${String(row['to_address'])} (${String(row['lang'])})`,
  );

/** Captures late, then checks the refund, the states, the events and the two messages. */
async function expectRefundedLate(
  order: PlacedOrder,
  paypalOrderId: string,
  lang: string,
  reason: 'expired' | 'cancelled',
) {
  await captureAtPaypal(paypalOrderId);
  const state = await paypal.state();
  const capture = state.captures.find((each) => each.custom_id === order.orderId);
  expect(capture?.status).toBe('REFUNDED');
  const refunds = state.refunds.filter((refund) => refund.captureId === capture?.id);
  expect(refunds).toHaveLength(1);
  expect(await statesOf(order)).toMatchObject({
    payment_state: 'refunded',
    fulfilment_state: 'cancelled',
  });
  const notes = paypal.test
    .rows('order_events')
    .filter((row) => row['order_id'] === order.orderId)
    .map((row) => String(row['note']));
  expect(notes.some((note) => note.startsWith('refunded through PayPal'))).toBe(true);
  // The refund, not a payment received or a new order. The owner's row names the customer's
  // language; its text is German (the mail package renders owner kinds in German).
  expect(messagesOf(order)).toEqual([
    `order-received → ${CUSTOMER} (${lang})`,
    `order-cancelled → ${CUSTOMER} (${lang})`,
    `payment-refunded → ${CUSTOMER} (${lang})`,
    `owner-late-payment-refunded → ${OWNER} (${lang})`,
  ]);
  const [customer, owner] = rowsOf(order).slice(2);
  const refund = {provider: 'PayPal', refundId: refunds[0]?.id, amountCents: 423790, reason};
  expect(JSON.parse(String(customer?.['data']))).toMatchObject({orderId: order.orderId, refund});
  expect(JSON.parse(String(owner?.['data']))).toMatchObject({orderId: order.orderId, refund});
  expect(owner?.['reply_to']).toBe(CUSTOMER);
  // The checkout's post after all this moves nothing and writes nothing more.
  const again = await postApproval(paypal.test.url, order, paypalOrderId);
  expect(again.status).toBe(409);
  expect(rowsOf(order)).toHaveLength(4);
}

describe('a late PayPal capture', () => {
  it('on an order the owner cancelled is refunded, and both hear of the refund', async () => {
    paypal = await start();
    const order = await placeOrder(paypal.test.url, {language: 'fr'});
    const id = await approvedPaypalOrder(paypal.test.url, paypal.server, order);
    const cancel = await post(
      `${paypal.test.url}/owner/orders/${order.orderId}/state`,
      {action: 'cancel'},
      {Authorization: `Bearer ${OWNER_TOKEN}`},
    );
    expect(cancel.status).toBe(200);
    // The checkout's post comes too late: no money is moved for a cancelled order.
    const late = await postApproval(paypal.test.url, order, id);
    expect(late.status).toBe(409);
    expect((await paypal.state()).captures.some((c) => c.custom_id === order.orderId)).toBe(false);
    await expectRefundedLate(order, id, 'fr', 'cancelled');
  });

  it('on an expired order is refunded, and both hear of the refund', async () => {
    // One second to pay; the expiry job looks every second.
    paypal = await start(1 / 60);
    const order = await placeOrder(paypal.test.url, {language: 'en'});
    const id = await approvedPaypalOrder(paypal.test.url, paypal.server, order);
    await expect
      .poll(async () => (await statesOf(order)).fulfilment_state, {timeout: 5_000, interval: 100})
      .toBe('cancelled');
    await expectRefundedLate(order, id, 'en', 'expired');
  });
});

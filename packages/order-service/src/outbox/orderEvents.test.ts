// Order events and their messages (decision 066's table): placement, an online payment, the
// owner's moves. Mail is off here, so the rows stay queued and can be read as written.
import {afterEach, describe, expect, it} from 'vitest';
import {PAYMENT, placeOrder} from '../payments.testing.ts';
import {
  payWithPaypal,
  startPaypalStandIn,
  type PaypalStandInForTests,
} from '../providers/paypal/standIn.testing.ts';
import {loadJeweller, startTestService, type TestService} from '../testService.testing.ts';

const OWNER = 'info@juwelier-morgenstern.example';
const CUSTOMER = 'kundin@example.com';

let test: TestService;
let paypal: PaypalStandInForTests;
afterEach(async () => {
  await test.close();
  await paypal.close();
});

/**
 * The service over the jeweller with its shop content (the owner's address), mail off, and PayPal
 * at a stand-in (decision 072).
 */
async function start(): Promise<TestService> {
  const {shop} = await loadJeweller();
  paypal = await startPaypalStandIn();
  return startTestService({mail: shop ? {shop} : {}, paypal: paypal.config});
}

/** Kind → recipient of every outbox row, in order. */
const messages = () =>
  test.rows('outbox').map((row) => `${String(row['kind'])} → ${String(row['to_address'])}`);

describe('order events', () => {
  it('tells the owner of an online order once it is paid, and the customer of the payment', async () => {
    test = await start();
    const order = await placeOrder(test.url, {language: 'en', payment_method: PAYMENT.paypal});
    expect(messages()).toEqual([`order-received → ${CUSTOMER}`]);
    const paid = await payWithPaypal(paypal, order, test.url);
    expect(paid.status).toBe(200);
    expect(messages()).toEqual([
      `order-received → ${CUSTOMER}`,
      `payment-received → ${CUSTOMER}`,
      `owner-new-order → ${OWNER}`,
      // A paid online order is confirmed at once (decision 067): the contract confirmation.
      `order-confirmed → ${CUSTOMER}`,
    ]);
    const rows = test.rows('outbox');
    // The customer's in the order's language; the owner's row names it too (its text is German).
    expect(rows.map((row) => row['lang'])).toEqual(['en', 'en', 'en', 'en']);
    const ownerData = JSON.parse(String(rows[2]?.['data'])) as {lines: {name: string}[]};
    const customerData = JSON.parse(String(rows[0]?.['data'])) as {
      lines: {name: string; variant?: string}[];
    };
    expect(customerData.lines[0]).toMatchObject({variant: 'Steel bracelet'});
    expect(ownerData.lines[0]).toMatchObject({variant: 'Stahlband'});
    expect(rows[2]?.['reply_to']).toBe(CUSTOMER);
    expect(new Set(rows.map((row) => row['ref']))).toEqual(new Set([`order:${order.orderId}`]));
  });

  it('tells the owner of a prepayment order when it is placed', async () => {
    test = await start();
    await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    expect(messages()).toEqual([`order-received → ${CUSTOMER}`, `owner-new-order → ${OWNER}`]);
    const [received] = test.rows('outbox');
    expect(JSON.parse(String(received?.['data']))).toMatchObject({
      paymentMethod: 'Vorkasse (Überweisung)',
      prepayment: {accountHolder: 'Juwelier Morgenstern e.K.'},
    });
  });

  it('gives every message its own Message-ID', async () => {
    test = await start();
    await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    const ids = test.rows('outbox').map((row) => row['message_id']);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

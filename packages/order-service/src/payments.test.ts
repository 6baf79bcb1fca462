// PayPal and Klarna payments over HTTP (spec §7; decision 010f): only with the order's UUID, only
// for an order paid that way, once, and for PayPal only a completed capture of the order total.
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {PAYMENT, paypalCapture, placeOrder} from './payments.testing.ts';
import {
  errorCodes,
  errorPaths,
  JEWELLER_DOMAIN,
  post,
  startTestService,
  type TestService,
} from './testService.testing.ts';

let test: TestService;
const project = {project: JEWELLER_DOMAIN};
const payPal = (body: Record<string, unknown>) =>
  post(`${test.url}${ORDER_PATHS.paypal}`, {...project, ...body});
const klarna = (body: Record<string, unknown>) =>
  post(`${test.url}${ORDER_PATHS.klarna}`, {...project, ...body});

beforeEach(async () => {
  test = await startTestService();
});
afterEach(() => test.close());

describe('POST /ecom/order/paypal_transaction', () => {
  it('stores only what the shop needs of a completed capture of the order total', async () => {
    const {orderId, orderUuid} = await placeOrder(test.url);
    const answer = await payPal({
      order_id: orderId,
      order_uuid: orderUuid,
      paypal: paypalCapture(),
    });
    expect([answer.status, answer.body]).toEqual([200, {status: 'ok'}]);
    const rows = test.rows('paypal_payments');
    expect(rows).toEqual([
      {
        id: 1,
        order_uuid: orderUuid,
        paypal_order_id: 'PAYPAL-ORDER-1',
        capture_id: 'CAPTURE-OF-PAYPAL-ORDER-1',
        status: 'COMPLETED',
        amount_cents: 423_790,
        currency: 'EUR',
        payer_id: 'PAYER-1',
        created_at: expect.any(String),
      },
    ]);
  });

  it('answers a replay as before and stores nothing new; another transaction is a 409', async () => {
    const {orderId, orderUuid} = await placeOrder(test.url);
    const body = {order_id: orderId, order_uuid: orderUuid, paypal: paypalCapture()};
    await payPal(body);
    // PayPal's answer may differ in what the shop does not keep (links, payer's name).
    const again = await payPal({...body, paypal: {...paypalCapture(), links: []}});
    expect([again.status, again.body]).toEqual([200, {status: 'ok'}]);
    const other = await payPal({...body, paypal: paypalCapture({id: 'PAYPAL-ORDER-2'})});
    expect([other.status, errorCodes(other), errorPaths(other)]).toEqual([
      409,
      ['already_paid'],
      ['paypal.id'],
    ]);
    expect(test.rows('paypal_payments')).toMatchObject([{paypal_order_id: 'PAYPAL-ORDER-1'}]);
  });

  it('needs the order UUID: the guessable number alone is not enough', async () => {
    const {orderId, orderUuid} = await placeOrder(test.url);
    const numberOnly = await payPal({order_id: orderId, paypal: paypalCapture()});
    expect([numberOnly.status, errorPaths(numberOnly)]).toEqual([400, ['order_uuid']]);
    const numberAsUuid = await payPal({order_id: orderId, order_uuid: orderId, paypal: {}});
    expect(numberAsUuid.status).toBe(400);
    const guessed = await payPal({
      order_id: orderId,
      order_uuid: crypto.randomUUID(),
      paypal: paypalCapture(),
    });
    expect([guessed.status, errorCodes(guessed)]).toEqual([422, ['unknown_order']]);
    const second = await placeOrder(test.url);
    const crossed = await payPal({
      order_id: second.orderId,
      order_uuid: orderUuid,
      paypal: paypalCapture(),
    });
    expect([crossed.status, errorCodes(crossed), errorPaths(crossed)]).toEqual([
      422,
      ['unknown_order'],
      ['order_id'],
    ]);
    expect(test.count('paypal_payments')).toBe(0);
  });

  it('is refused (422) for an order not paid by PayPal', async () => {
    for (const method of [PAYMENT.klarna, PAYMENT.prepayment]) {
      const {orderId, orderUuid} = await placeOrder(test.url, {payment_method: method});
      const answer = await payPal({
        order_id: orderId,
        order_uuid: orderUuid,
        paypal: paypalCapture(),
      });
      expect([answer.status, errorCodes(answer)]).toEqual([422, ['payment_method_mismatch']]);
    }
    expect(test.count('paypal_payments')).toBe(0);
  });

  it('is refused (422) unless completed, in EUR and of exactly the order total', async () => {
    const {orderId, orderUuid} = await placeOrder(test.url);
    const send = (paypal: Record<string, unknown>) =>
      payPal({order_id: orderId, order_uuid: orderUuid, paypal});
    const cases = [
      [paypalCapture({status: 'APPROVED'}), 'payment_not_completed'],
      [paypalCapture({captureStatus: 'PENDING'}), 'payment_not_completed'],
      [paypalCapture({value: '4237.89'}), 'amount_mismatch'],
      [paypalCapture({value: '4237.91'}), 'amount_mismatch'],
      [paypalCapture({value: '1'}), 'amount_mismatch'],
      [paypalCapture({currency: 'USD'}), 'currency_mismatch'],
    ] as const;
    for (const [paypal, code] of cases) {
      const answer = await send(paypal);
      expect([answer.status, errorCodes(answer)]).toEqual([422, [code]]);
    }
    // A refused transaction leaves the order unpaid: the right one is then taken.
    expect((await send(paypalCapture({value: '4237.9'}))).status).toBe(200);
    expect(test.count('paypal_payments')).toBe(1);
  });

  it('answers 400 for a capture without what the shop needs', async () => {
    const {orderId, orderUuid} = await placeOrder(test.url);
    const capture = paypalCapture();
    const [unit] = capture['purchase_units'] as Record<string, unknown>[];
    const broken = [
      {...capture, id: ''},
      {...capture, id: 'x'.repeat(65)},
      {...capture, purchase_units: []},
      {...capture, purchase_units: [unit, unit]},
      {...capture, purchase_units: [{...unit, payments: {captures: []}}]},
      paypalCapture({value: '4237.900'}),
      paypalCapture({value: '-4237.90'}),
      paypalCapture({value: '1e3'}),
      paypalCapture({currency: 'euro'}),
      {orderID: 'PAYPAL-ORDER-1', payerID: 'PAYER-1'},
    ];
    for (const paypal of broken) {
      const answer = await payPal({order_id: orderId, order_uuid: orderUuid, paypal});
      expect(answer.status).toBe(400);
      expect(errorPaths(answer).every((path) => path.startsWith('paypal'))).toBe(true);
    }
    expect(test.count('paypal_payments')).toBe(0);
  });

  it('does not let one PayPal order pay two shop orders (409)', async () => {
    const first = await placeOrder(test.url);
    const second = await placeOrder(test.url);
    const paypal = paypalCapture();
    await payPal({order_id: first.orderId, order_uuid: first.orderUuid, paypal});
    const reused = await payPal({order_id: second.orderId, order_uuid: second.orderUuid, paypal});
    expect([reused.status, errorCodes(reused)]).toEqual([409, ['paypal_order_used']]);
    expect(test.rows('paypal_payments')).toMatchObject([{order_uuid: first.orderUuid}]);
  });
});

describe('POST /ecom/klarna/order', () => {
  it('stores the authorization of a Klarna order once; a replay answers ok again', async () => {
    const {orderUuid} = await placeOrder(test.url, {payment_method: PAYMENT.klarna});
    const body = {authorization_token: 'auth-1', order_uuid: orderUuid};
    expect((await klarna(body)).body).toEqual({message: 'ok'});
    expect((await klarna(body)).body).toEqual({message: 'ok'});
    const other = await klarna({...body, authorization_token: 'auth-2'});
    expect([other.status, errorCodes(other), errorPaths(other)]).toEqual([
      409,
      ['already_paid'],
      ['authorization_token'],
    ]);
    expect(test.rows('klarna_payments')).toMatchObject([
      {order_uuid: orderUuid, authorization_token: 'auth-1'},
    ]);
  });

  it('is refused (422) for an unknown order or one not paid by Klarna', async () => {
    const unknown = await klarna({authorization_token: 'a', order_uuid: crypto.randomUUID()});
    expect([unknown.status, errorCodes(unknown)]).toEqual([422, ['unknown_order']]);
    for (const method of [PAYMENT.paypal, PAYMENT.prepayment]) {
      const {orderUuid} = await placeOrder(test.url, {payment_method: method});
      const answer = await klarna({authorization_token: 'a', order_uuid: orderUuid});
      expect([answer.status, errorCodes(answer)]).toEqual([422, ['payment_method_mismatch']]);
    }
    expect(test.count('klarna_payments')).toBe(0);
  });

  it('answers 400 without a token, with one over 256 characters or without a UUID', async () => {
    const {orderId, orderUuid} = await placeOrder(test.url, {payment_method: PAYMENT.klarna});
    const cases = [
      [{order_uuid: orderUuid}, 'authorization_token'],
      [{authorization_token: '', order_uuid: orderUuid}, 'authorization_token'],
      [{authorization_token: 't'.repeat(257), order_uuid: orderUuid}, 'authorization_token'],
      [{authorization_token: 't', order_uuid: orderId}, 'order_uuid'],
    ] as const;
    for (const [body, path] of cases) {
      const answer = await klarna(body);
      expect([answer.status, errorPaths(answer)]).toEqual([400, [path]]);
    }
    expect(
      (await klarna({authorization_token: 't'.repeat(256), order_uuid: orderUuid})).status,
    ).toBe(200);
    expect(test.count('klarna_payments')).toBe(1);
  });
});

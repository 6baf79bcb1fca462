// PayPal and Klarna payments over HTTP (spec §7; decisions 010f, 072): only with the order's UUID,
// only for an order paid that way, once, and for PayPal never on the browser's word.
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
import {authorizeOrder} from './providers/klarna/standIn.testing.ts';

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
  // The service captures with PayPal itself (decision 072, providers/paypal/paypal.test.ts with
  // the stand-in); these are the refusals that need no PayPal at all.
  const approval = {orderID: 'PAYPALORDER1'};

  it('refuses a capture the browser claims: the body carries only the approval', async () => {
    const {orderId, orderUuid} = await placeOrder(test.url);
    const forged = await payPal({
      order_id: orderId,
      order_uuid: orderUuid,
      paypal: paypalCapture(),
    });
    expect([forged.status, errorPaths(forged)]).toEqual([400, ['paypal.orderID']]);
    expect(test.count('paypal_payments')).toBe(0);
  });

  it('needs the order UUID: the guessable number alone is not enough', async () => {
    const {orderId, orderUuid} = await placeOrder(test.url);
    const numberOnly = await payPal({order_id: orderId, paypal: approval});
    expect([numberOnly.status, errorPaths(numberOnly)]).toEqual([400, ['order_uuid']]);
    const guessed = await payPal({
      order_id: orderId,
      order_uuid: crypto.randomUUID(),
      paypal: approval,
    });
    expect([guessed.status, errorCodes(guessed)]).toEqual([422, ['unknown_order']]);
    const second = await placeOrder(test.url);
    const crossed = await payPal({
      order_id: second.orderId,
      order_uuid: orderUuid,
      paypal: approval,
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
      const answer = await payPal({order_id: orderId, order_uuid: orderUuid, paypal: approval});
      expect([answer.status, errorCodes(answer)]).toEqual([422, ['payment_method_mismatch']]);
    }
  });

  it('answers 503 while PayPal is not configured, and pays nothing', async () => {
    await test.close();
    test = await startTestService({paypal: null});
    const order = await placeOrder(test.url);
    const answer = await payPal({
      order_id: order.orderId,
      order_uuid: order.orderUuid,
      paypal: approval,
    });
    expect([answer.status, errorCodes(answer)]).toEqual([503, ['payment_provider_unavailable']]);
    const created = await post(`${test.url}/ecom/order/paypal_order`, {
      ...project,
      order_uuid: order.orderUuid,
    });
    expect([created.status, errorCodes(created)]).toEqual([503, ['payment_provider_unavailable']]);
    expect(test.count('paypal_payments')).toBe(0);
  });
});

describe('POST /ecom/klarna/order', () => {
  it('stores the authorization of a Klarna order once; a replay answers ok again', async () => {
    const {orderUuid} = await placeOrder(test.url, {payment_method: PAYMENT.klarna});
    // The buyer's authorization from Klarna's form (the stand-in's); a made-up one is refused.
    const token = authorizeOrder(test.klarna, orderUuid);
    const body = {authorization_token: token, order_uuid: orderUuid};
    expect((await klarna(body)).body).toEqual({message: 'ok'});
    expect((await klarna(body)).body).toEqual({message: 'ok'});
    const other = await klarna({...body, authorization_token: 'auth-2'});
    expect([other.status, errorCodes(other), errorPaths(other)]).toEqual([
      409,
      ['already_paid'],
      ['authorization_token'],
    ]);
    expect(test.rows('klarna_payments')).toMatchObject([
      {order_uuid: orderUuid, authorization_token: token},
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
    // 256 characters pass the check, and then Klarna does not know the token.
    const longest = await klarna({authorization_token: 't'.repeat(256), order_uuid: orderUuid});
    expect([longest.status, errorCodes(longest)]).toEqual([402, ['klarna_authorization_invalid']]);
    expect(test.count('klarna_payments')).toBe(0);
  });
});

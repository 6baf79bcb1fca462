import {describe, expect, it, vi} from 'vitest';
import {RequestFailure} from '@schaufenster/core';
import {PAYPAL_SDK_URL, paypalScriptOptions, postPaypalApproval} from './paypal.ts';

const ORDER_UUID = '5b7f2f4e-3f8e-4d0a-9a55-0f7a4cf1e001';

describe('paypalScriptOptions', () => {
  it('asks for Buttons with capture intent in EUR and the page locale', () => {
    expect(
      paypalScriptOptions({
        clientId: 'sb-test',
        currency: 'EUR',
        lang: 'fr',
        sdkBaseUrl: PAYPAL_SDK_URL,
      }),
    ).toEqual({
      clientId: 'sb-test',
      currency: 'EUR',
      intent: 'capture',
      components: 'buttons',
      locale: 'fr_FR',
      sdkBaseUrl: 'https://www.paypal.com/sdk/js',
    });
  });
});

describe('postPaypalApproval', () => {
  it('posts only the approval, PayPal order id, with the order number and uuid', async () => {
    const postPaypalTransaction = vi.fn(async () => ({status: 'ok', payment_state: 'paid'}));
    const outcome = await postPaypalApproval({
      orders: {postPaypalTransaction},
      orderId: 'SF-1001',
      orderUuid: ORDER_UUID,
      paypalOrderId: 'PAYPAL-1',
    });
    expect(postPaypalTransaction).toHaveBeenCalledWith({
      order_id: 'SF-1001',
      order_uuid: ORDER_UUID,
      paypal: {orderID: 'PAYPAL-1'},
    });
    expect(outcome).toEqual({
      kind: 'paid',
      result: {
        method: 'paypal',
        orderId: 'SF-1001',
        orderUuid: ORDER_UUID,
        paypalOrderId: 'PAYPAL-1',
        paymentState: 'paid',
        response: {status: 'ok', payment_state: 'paid'},
      },
    });
  });

  it('keeps a pending payment pending', async () => {
    const outcome = await postPaypalApproval({
      orders: {postPaypalTransaction: async () => ({status: 'ok', payment_state: 'pending'})},
      orderId: 'SF-1001',
      orderUuid: ORDER_UUID,
      paypalOrderId: 'PAYPAL-1',
    });
    expect(outcome).toMatchObject({kind: 'paid', result: {paymentState: 'pending'}});
  });

  it('reports a failed post as "Could not post PayPal Transaction", refused only on a 4xx', async () => {
    const refusal = new Error('Could not post PayPal Transaction', {
      cause: new RequestFailure('http', 'HTTP 402', 402, undefined, {
        code: 'payment_not_completed',
      }),
    });
    const lost = new Error('Could not post PayPal Transaction', {
      cause: new RequestFailure('network', 'Network Error', null),
    });
    const broken = new Error('Could not post PayPal Transaction', {
      cause: new RequestFailure('http', 'HTTP 500', 500),
    });
    const outcomes = await Promise.all(
      [refusal, lost, broken].map((error) =>
        postPaypalApproval({
          orders: {postPaypalTransaction: async () => Promise.reject(error)},
          orderId: 'SF-1001',
          orderUuid: ORDER_UUID,
          paypalOrderId: 'PAYPAL-1',
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.kind === 'failed' && outcome.refused)).toEqual([
      true,
      false,
      false,
    ]);
    expect(outcomes[0]).toMatchObject({message: 'orderErrorPaypalTransaction', error: refusal});
  });
});

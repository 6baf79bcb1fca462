import {describe, expect, it, vi} from 'vitest';
import {
  completePaypalApproval,
  PAYPAL_SDK_URL,
  paypalAmount,
  paypalOrderRequest,
  paypalScriptOptions,
  type PaypalApproveActions,
} from './paypal.ts';

const CAPTURE = {id: 'PAYPAL-1', status: 'COMPLETED', payer: {payer_id: 'P1'}};
const ORDER_UUID = '5b7f2f4e-3f8e-4d0a-9a55-0f7a4cf1e001';

function approveActions(capture: () => Promise<unknown>): PaypalApproveActions {
  return {
    order: {capture, authorize: capture, get: capture, patch: async () => undefined},
    redirect: () => undefined,
    restart: () => undefined,
  } as unknown as PaypalApproveActions;
}

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

describe('paypalAmount', () => {
  it('writes two decimals and rounds to cents', () => {
    expect(paypalAmount(149)).toBe('149.00');
    expect(paypalAmount(0.1 + 0.2)).toBe('0.30');
    expect(paypalAmount(1234.565)).toBe('1234.57');
  });

  it('rejects amounts PayPal cannot charge', () => {
    expect(() => paypalAmount(0)).toThrow(RangeError);
    expect(() => paypalAmount(-5)).toThrow(RangeError);
    expect(() => paypalAmount(Number.NaN)).toThrow(RangeError);
  });
});

describe('paypalOrderRequest', () => {
  it('creates a capture order for the total, tagged with the shop order id', () => {
    expect(paypalOrderRequest({amount: 2490.5, currency: 'EUR', orderId: 'SF-1001'})).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{custom_id: 'SF-1001', amount: {currency_code: 'EUR', value: '2490.50'}}],
    });
  });
});

describe('completePaypalApproval', () => {
  it('captures, then posts {order_id, order_uuid, paypal: capture} and reports paid', async () => {
    const postPaypalTransaction = vi.fn(async () => ({status: 'ok'}));
    const outcome = await completePaypalApproval({
      actions: approveActions(async () => CAPTURE),
      orders: {postPaypalTransaction},
      orderId: 'SF-1001',
      orderUuid: ORDER_UUID,
    });
    expect(postPaypalTransaction).toHaveBeenCalledWith({
      order_id: 'SF-1001',
      order_uuid: ORDER_UUID,
      paypal: CAPTURE,
    });
    expect(outcome).toEqual({
      kind: 'paid',
      result: {
        method: 'paypal',
        orderId: 'SF-1001',
        orderUuid: ORDER_UUID,
        paypal: CAPTURE,
        response: {status: 'ok'},
      },
    });
  });

  it('fails as a payment and posts nothing when there is no order to capture', async () => {
    const postPaypalTransaction = vi.fn(async () => ({status: 'ok'}));
    const outcome = await completePaypalApproval({
      actions: {redirect: () => undefined, restart: () => undefined},
      orders: {postPaypalTransaction},
      orderId: 'SF-1002',
      orderUuid: ORDER_UUID,
    });
    expect(postPaypalTransaction).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({kind: 'failed', message: 'paymentFailed'});
  });

  it('fails with the spec §8 message when the transaction post fails', async () => {
    const failure = new Error('Could not post PayPal Transaction');
    const outcome = await completePaypalApproval({
      actions: approveActions(async () => CAPTURE),
      orders: {postPaypalTransaction: async () => Promise.reject(failure)},
      orderId: 'SF-1001',
      orderUuid: ORDER_UUID,
    });
    expect(outcome).toEqual({
      kind: 'failed',
      error: failure,
      message: 'orderErrorPaypalTransaction',
    });
  });

  it('does not post when the capture fails', async () => {
    const postPaypalTransaction = vi.fn(async () => ({status: 'ok'}));
    const outcome = await completePaypalApproval({
      actions: approveActions(async () => Promise.reject(new Error('INSTRUMENT_DECLINED'))),
      orders: {postPaypalTransaction},
      orderId: 'SF-1001',
      orderUuid: ORDER_UUID,
    });
    expect(postPaypalTransaction).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({kind: 'failed', message: 'paymentFailed'});
  });
});

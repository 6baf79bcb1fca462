import {describe, expect, it, vi} from 'vitest';
import {
  KLARNA_SDK_URL,
  klarnaOrderData,
  loadKlarnaPayments,
  payWithKlarna,
  startKlarnaWidget,
  type KlarnaAuthorizeResponse,
  type KlarnaPaymentsApi,
} from './klarna.ts';
import type {ScriptDocument} from './loadScript.ts';

const ORDER_UUID = '7f6c1b9e-0000-4000-8000-000000000001';
const CONTAINER = {id: 'klarna'} as unknown as HTMLElement;

// A Klarna API whose authorize answers what the test says (or throws).
function fakeKlarna(answer: KlarnaAuthorizeResponse | Error, showForm = true) {
  const calls: string[] = [];
  const api: KlarnaPaymentsApi = {
    init: vi.fn(() => void calls.push('init')),
    load: vi.fn((_options, _data, callback) => {
      calls.push('load');
      callback({show_form: showForm});
    }),
    authorize: vi.fn((_options, _data, callback) => {
      if (answer instanceof Error) throw answer;
      callback(answer);
    }),
  };
  return {api, calls};
}

function noDocument(): ScriptDocument {
  return {
    createElement: () => {
      throw new Error('no script tag expected');
    },
    head: {appendChild: (node) => node},
  };
}

describe('loadKlarnaPayments', () => {
  it('uses window.Klarna.Payments when it exists', async () => {
    const {api} = fakeKlarna({approved: true, show_form: true, authorization_token: 't'});
    await expect(
      loadKlarnaPayments({document: noDocument(), window: {Klarna: {Payments: api}}, url: 'x'}),
    ).resolves.toBe(api);
  });

  it('rejects an object without init, load and authorize', async () => {
    await expect(
      loadKlarnaPayments({
        document: noDocument(),
        window: {Klarna: {Payments: {init: () => undefined}}},
        url: KLARNA_SDK_URL,
      }),
    ).rejects.toThrow('window.Klarna.Payments lacks init, load or authorize');
  });

  it("defaults to Klarna's own CDN", () => {
    expect(KLARNA_SDK_URL).toBe('https://x.klarnacdn.net/kp/lib/v1/api.js');
  });
});

describe('klarnaOrderData', () => {
  it('gives the amount in cents and the currency, keeping the checkout data', () => {
    expect(
      klarnaOrderData({amount: 149.9, currency: 'EUR', data: {purchase_country: 'DE'}}),
    ).toEqual({purchase_currency: 'EUR', order_amount: 14990, purchase_country: 'DE'});
  });
});

describe('startKlarnaWidget', () => {
  it('inits with the client token, then loads into the container', async () => {
    const {api, calls} = fakeKlarna({approved: false, show_form: true});
    await expect(
      startKlarnaWidget(api, {clientToken: 'ct-1', container: CONTAINER, data: {}}),
    ).resolves.toBe(true);
    expect(calls).toEqual(['init', 'load']);
    expect(api.init).toHaveBeenCalledWith({client_token: 'ct-1'});
    expect(api.load).toHaveBeenCalledWith({container: CONTAINER}, {}, expect.any(Function));
  });

  it('resolves false when Klarna cannot show the form, rejects when init throws', async () => {
    const {api} = fakeKlarna({approved: false, show_form: false}, false);
    await expect(
      startKlarnaWidget(api, {clientToken: 'ct-1', container: CONTAINER, data: {}}),
    ).resolves.toBe(false);
    api.init = () => {
      throw new Error('invalid client token');
    };
    await expect(
      startKlarnaWidget(api, {clientToken: '', container: CONTAINER, data: {}}),
    ).rejects.toThrow('invalid client token');
  });
});

describe('payWithKlarna', () => {
  it('posts {authorization_token, order_uuid} when approved and reports paid', async () => {
    const {api} = fakeKlarna({approved: true, show_form: true, authorization_token: 'auth-1'});
    const postKlarnaOrder = vi.fn(async () => ({message: 'ok'}));
    const data = {order_amount: 100};
    const outcome = await payWithKlarna({
      api,
      data,
      orders: {postKlarnaOrder},
      orderUuid: ORDER_UUID,
    });
    expect(api.authorize).toHaveBeenCalledWith({}, data, expect.any(Function));
    expect(postKlarnaOrder).toHaveBeenCalledWith({
      authorization_token: 'auth-1',
      order_uuid: ORDER_UUID,
    });
    expect(outcome).toEqual({
      kind: 'paid',
      result: {
        method: 'klarna',
        orderUuid: ORDER_UUID,
        authorizationToken: 'auth-1',
        pending: false,
        response: {message: 'ok'},
      },
    });
  });

  it('is a cancel when not approved without an error, and posts nothing', async () => {
    const {api} = fakeKlarna({approved: false, show_form: true});
    const postKlarnaOrder = vi.fn(async () => ({message: 'ok'}));
    await expect(
      payWithKlarna({api, data: {}, orders: {postKlarnaOrder}, orderUuid: ORDER_UUID}),
    ).resolves.toEqual({kind: 'cancelled'});
    expect(postKlarnaOrder).not.toHaveBeenCalled();
  });

  it('asks to check the details when Klarna names invalid fields', async () => {
    const {api} = fakeKlarna({
      approved: false,
      show_form: true,
      error: {invalid_fields: ['billing_address.email']},
    });
    const outcome = await payWithKlarna({
      api,
      data: {},
      orders: {postKlarnaOrder: vi.fn()},
      orderUuid: ORDER_UUID,
    });
    expect(outcome).toMatchObject({kind: 'failed', message: 'paymentNotAuthorized'});
    expect(outcome.kind === 'failed' && outcome.error.message).toContain('billing_address.email');
  });

  it('fails with "Could not place klarna order" when the order service fails', async () => {
    const {api} = fakeKlarna({approved: true, show_form: true, authorization_token: 'auth-1'});
    const failure = new Error('Could not place klarna order');
    const outcome = await payWithKlarna({
      api,
      data: {},
      orders: {postKlarnaOrder: async () => Promise.reject(failure)},
      orderUuid: ORDER_UUID,
    });
    expect(outcome).toEqual({kind: 'failed', error: failure, message: 'orderErrorKlarnaOrder'});
  });

  it('fails without posting when authorize throws or approves without a token', async () => {
    const postKlarnaOrder = vi.fn(async () => ({message: 'ok'}));
    const throwing = fakeKlarna(new Error('popup blocked')).api;
    await expect(
      payWithKlarna({api: throwing, data: {}, orders: {postKlarnaOrder}, orderUuid: ORDER_UUID}),
    ).resolves.toMatchObject({kind: 'failed', message: 'paymentFailed'});
    const tokenless = fakeKlarna({approved: true, show_form: true}).api;
    await expect(
      payWithKlarna({api: tokenless, data: {}, orders: {postKlarnaOrder}, orderUuid: ORDER_UUID}),
    ).resolves.toMatchObject({kind: 'failed', message: 'paymentFailed'});
    expect(postKlarnaOrder).not.toHaveBeenCalled();
  });
});

// PayPal's settings from the environment (decision 072): the stand-in by default, credentials
// required for the sandbox and live, and live refused when its client id is not the settings'.
import {describe, expect, it} from 'vitest';
import {paypalEnvironment} from './config.ts';

describe('paypalEnvironment', () => {
  it('is off in standin mode without a URL, and says so', () => {
    const parsed = paypalEnvironment({}, 'settings-id');
    expect(parsed).toMatchObject({ok: true, value: null});
    expect(parsed.ok && parsed.notice).toMatch(/PAYPAL_API_URL/);
  });

  it('talks to the stand-in with its fixed secret and webhook id', () => {
    const parsed = paypalEnvironment({PAYPAL_API_URL: 'http://127.0.0.1:4176/paypal/'}, undefined);
    expect(parsed).toEqual({
      ok: true,
      value: {
        mode: 'standin',
        apiUrl: 'http://127.0.0.1:4176/paypal',
        clientId: 'standin-client',
        clientSecret: 'standin-secret',
        webhookId: 'STANDINWEBHOOK',
      },
    });
  });

  it('needs a secret for the sandbox and defaults to its host and the settings client id', () => {
    expect(paypalEnvironment({PAYPAL_MODE: 'sandbox'}, 'sb-id')).toMatchObject({ok: false});
    const parsed = paypalEnvironment({PAYPAL_MODE: 'sandbox', PAYPAL_CLIENT_SECRET: 's'}, 'sb-id');
    expect(parsed).toMatchObject({
      ok: true,
      value: {apiUrl: 'https://api-m.sandbox.paypal.com', clientId: 'sb-id', webhookId: undefined},
    });
  });

  it('refuses live with a client id other than the settings one, or without a webhook id', () => {
    const live = {PAYPAL_MODE: 'live', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: 'WH1'};
    expect(paypalEnvironment({...live, PAYPAL_CLIENT_ID: 'other'}, 'live-id')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/differs/),
    });
    expect(paypalEnvironment({...live, PAYPAL_WEBHOOK_ID: ''}, 'live-id')).toMatchObject({
      ok: false,
    });
    expect(paypalEnvironment(live, 'live-id')).toMatchObject({
      ok: true,
      value: {mode: 'live', apiUrl: 'https://api-m.paypal.com', clientId: 'live-id'},
    });
  });

  it('allows the crash fault point only in tests', () => {
    const env = {PAYPAL_API_URL: 'http://x/paypal', PAYPAL_FAULT: 'after-capture'};
    expect(paypalEnvironment(env, undefined)).toMatchObject({ok: false});
    expect(paypalEnvironment({...env, NODE_ENV: 'test'}, undefined)).toMatchObject({
      ok: true,
      value: {fault: 'after-capture'},
    });
    expect(paypalEnvironment({PAYPAL_MODE: 'nope'}, undefined)).toMatchObject({ok: false});
  });
});

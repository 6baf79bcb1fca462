import {describe, expect, it} from 'vitest';
import {checkoutPayments} from './payments.ts';

describe('checkoutPayments', () => {
  it('loads both SDKs from the stand-ins and shows the notice in stand-in mode', () => {
    expect(
      checkoutPayments({paymentsStandinUrl: 'http://localhost:4176', paymentsMode: 'test'}),
    ).toEqual({
      paypalSdkBaseUrl: 'http://localhost:4176/paypal/sdk/js',
      klarnaSdkUrl: 'http://localhost:4176/klarna/kp/lib/v1/api.js',
      testMode: true,
    });
  });

  it("keeps the providers' SDKs otherwise; the notice shows in test mode (sandboxes) only", () => {
    const sandbox = checkoutPayments({paymentsStandinUrl: null, paymentsMode: 'test'});
    expect(sandbox).toEqual({paypalSdkBaseUrl: null, klarnaSdkUrl: null, testMode: true});
    const live = checkoutPayments({paymentsStandinUrl: null, paymentsMode: 'live'});
    expect(live.testMode).toBe(false);
  });
});

import {describe, expect, it} from 'vitest';
import {paypalWebhookUrlOf, startPaymentStandins, standinServiceEnv} from './paymentStandins.ts';

describe('startPaymentStandins', () => {
  it('runs the stand-ins on a free port, serves both SDKs and takes a webhook URL', async () => {
    const standins = await startPaymentStandins({port: 0});
    try {
      expect(standins.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(standins.serviceEnv).toEqual({
        PAYPAL_API_URL: `${standins.url}/paypal`,
        KLARNA_API_URL: `${standins.url}/klarna`,
      });
      for (const sdk of ['/paypal/sdk/js?client-id=sb', '/klarna/kp/lib/v1/api.js']) {
        const answer = await fetch(`${standins.url}${sdk}`);
        expect(answer.status, sdk).toBe(200);
        expect(answer.headers.get('content-type'), sdk).toMatch(/javascript/);
      }
      const webhook = paypalWebhookUrlOf('http://127.0.0.1:4174');
      expect(webhook).toBe('http://127.0.0.1:4174/ecom/paypal/webhook');
      expect(await standins.setPaypalWebhookUrl(webhook)).toBe(true);
    } finally {
      await standins.stop();
    }
    expect(await standins.exited).not.toBe(1);
  });

  it("gives the service the stand-ins' API bases", () => {
    expect(standinServiceEnv('http://localhost:4176')).toEqual({
      PAYPAL_API_URL: 'http://localhost:4176/paypal',
      KLARNA_API_URL: 'http://localhost:4176/klarna',
    });
  });
});

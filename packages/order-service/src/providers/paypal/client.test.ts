// The PayPal client against answers PayPal may give that the stand-in never does: a refund
// created with the status FAILED or CANCELLED moved no money, so it is a failure, not a refund.
import {describe, expect, it} from 'vitest';
import {createPaypalClient} from './client.ts';

const config = {
  mode: 'sandbox',
  apiUrl: 'https://paypal.invalid',
  clientId: 'client',
  clientSecret: 'secret',
  webhookId: undefined,
} as const;

/** A fetch answering the token call, then `refund` as a 201 to the refund call. */
function fakeFetch(refund: Record<string, unknown>): typeof fetch {
  return async (input) => {
    const url = String(input);
    const body = url.endsWith('/v1/oauth2/token')
      ? {access_token: 'token', token_type: 'Bearer', expires_in: 32_400}
      : refund;
    return new Response(JSON.stringify(body), {
      status: url.endsWith('/v1/oauth2/token') ? 200 : 201,
      headers: {'content-type': 'application/json'},
    });
  };
}

const amount = {currency_code: 'EUR', value: '10.00'};

describe('PayPal client: refunds', () => {
  it('takes a COMPLETED or PENDING refund', async () => {
    for (const status of ['COMPLETED', 'PENDING']) {
      const client = createPaypalClient(config, {fetch: fakeFetch({id: 'R1', status, amount})});
      const refund = await client.refundCapture('C1', {currency: 'EUR'}, 'sf-refund-x');
      expect(refund).toMatchObject({ok: true, value: {id: 'R1', status}});
    }
  });

  it('refuses a FAILED or CANCELLED refund', async () => {
    for (const status of ['FAILED', 'CANCELLED']) {
      const client = createPaypalClient(config, {fetch: fakeFetch({id: 'R1', status, amount})});
      const refund = await client.refundCapture('C1', {currency: 'EUR'}, 'sf-refund-x');
      expect(refund).toMatchObject({ok: false, kind: 'refused', issue: `REFUND_${status}`});
    }
  });
});

// `npm run orders` for what the back office in Directus does too: ratings with their status,
// publish and reject, and the tax advisor's export, against a running service.
import {ORDER_PATHS} from '@schaufenster/core';
import {afterEach, describe, expect, it} from 'vitest';
import {PAYMENT, placeOrder} from '../../packages/order-service/src/payments.testing.ts';
import {
  JEWELLER_DOMAIN,
  post,
  startTestService,
  type TestService,
} from '../../packages/order-service/src/testService.testing.ts';
import {runOrders} from './main.ts';

const TOKEN = 'shell-token-for-tests-0123456789';

let test: TestService | null = null;
afterEach(async () => {
  await test?.close();
  test = null;
});

/** Runs the shell against the test's service; its exit code and output. */
async function orders(argv: string[]) {
  let out = '';
  let err = '';
  const code = await runOrders(argv, {
    env: {ORDER_SERVICE_URL: test?.url, ORDER_OWNER_TOKEN: TOKEN},
    keptToken: () => undefined,
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return {code, out, err};
}

describe('npm run orders -- ratings', () => {
  it('lists ratings with their status, publishes and rejects them', async () => {
    test = await startTestService({ownerToken: TOKEN});
    for (const name of ['Cem', 'Dana']) {
      await post(`${test.url}${ORDER_PATHS.rating}`, {
        project: JEWELLER_DOMAIN,
        product: 101,
        rating: 4,
        name,
      });
    }
    const listed = await orders(['ratings']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^Id\s+Received\s+Product\s+Stars\s+Status/);
    expect(listed.out.match(/pending/g)).toHaveLength(2);

    expect(await orders(['ratings', 'publish', '1'])).toMatchObject({
      code: 0,
      out: 'Rating 1 is now published (was pending).\n',
    });
    expect((await orders(['ratings', 'publish', '1'])).out).toBe(
      'Rating 1 is now published (it already was).\n',
    );
    expect((await orders(['ratings', 'reject', '2'])).out).toBe(
      'Rating 2 is now rejected (was pending).\n',
    );
    expect(test.rows('ratings').map((row) => row['status'])).toEqual(['published', 'rejected']);
    const after = await orders(['ratings']);
    expect(after.out).toContain('published');
    expect(after.out).toContain('rejected');
    const publicRead = await fetch(`${test.url}/ecom/ratings?product=101`);
    expect(await publicRead.json()).toMatchObject({ratings: [{id: 'svc-1', name: 'Cem'}]});
  });

  it('says what is wrong with a rating command', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const unknown = await orders(['ratings', 'publish', '7']);
    expect(unknown).toMatchObject({code: 1});
    expect(unknown.err).toContain('No rating 7');
    expect(await orders(['ratings', 'publish'])).toMatchObject({code: 2});
    expect((await orders(['ratings', 'publish', 'x'])).err).toContain('Name the rating to publish');
    expect((await orders(['ratings', 'hide', '1'])).err).toContain('publish <id> or reject <id>');
    expect((await orders(['ratings', 'publish', '1', '2'])).err).toContain('Unexpected 2.');
  });
});

describe('npm run orders -- export', () => {
  it('prints the CSV of the period and refuses a missing or bad period', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const order = await placeOrder(test.url, {payment_method: PAYMENT.prepayment});
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const printed = await orders(['export', '--from', '2000-01-01', '--to', to]);
    expect(printed.code).toBe(0);
    const rows = printed.out.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'Bestellnummer;Datum;Status;Zahlungsart;Zahlungsstatus;USt-Satz;Netto;USt;Brutto;Währung',
    );
    expect(rows[1]).toMatch(new RegExp(`^${order.orderId};.+;19;3561,26;676,64;4237,90;EUR$`));
    expect((await orders(['export', '--from', '2000-01-01'])).code).toBe(2);
    expect((await orders(['export', '--from', '1.1.2026', '--to', to])).err).toContain(
      'YYYY-MM-DD',
    );
    const reversed = await orders(['export', '--from', '2026-02-01', '--to', '2026-01-01']);
    expect(reversed).toMatchObject({code: 1});
    expect(reversed.err).toContain('to is not before from');
    expect((await orders(['list', '--from', '2026-01-01'])).err).toContain('go with export');
  });
});

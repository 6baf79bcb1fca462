// `npm run orders` against a running service: the commands in-process (tables, refusals, exit
// codes), the real script in a child process, and the token file npm start keeps.
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {ORDER_PATHS} from '@schaufenster/core';
import {afterEach, describe, expect, it} from 'vitest';
import {FORM_PATHS} from '../../packages/order-service/src/limits.ts';
import {
  JEWELLER_DOMAIN,
  orderBody,
  post,
  startTestService,
  type TestService,
} from '../../packages/order-service/src/testService.testing.ts';
import {runOrders} from './main.ts';
import {ensureOwnerToken, readOwnerToken} from './token.ts';

const TOKEN = 'shell-token-for-tests-0123456789';
const CLI = fileURLToPath(new URL('cli.ts', import.meta.url));

let test: TestService | null = null;
const folders: string[] = [];
afterEach(async () => {
  await test?.close();
  test = null;
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
});

/** Runs the shell with `env`; its exit code and output. */
async function orders(argv: string[], env: Record<string, string | undefined>) {
  let out = '';
  let err = '';
  const code = await runOrders(argv, {
    env,
    keptToken: () => undefined,
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return {code, out, err};
}

async function placePrepayment(service: TestService): Promise<string> {
  const answer = await post(`${service.url}${ORDER_PATHS.order}`, {
    ...orderBody({
      payment_method: 1,
      products: [{product: 119, variant: null, personalization: {}, count: 2, price_brutto: 89}],
      total_price_brutto: 187.9,
    }),
    project: JEWELLER_DOMAIN,
  });
  return String(answer.body['order_id']);
}

describe('npm run orders', () => {
  it('lists, shows and moves orders, and prints the refusal of a move the table forbids', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const env = {ORDER_SERVICE_URL: test.url, ORDER_OWNER_TOKEN: TOKEN};
    const orderId = await placePrepayment(test);

    const list = await orders(['list'], env);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^Order\s+Placed\s+Customer/);
    expect(list.out).toContain(orderId);
    expect(list.out).toContain('187,90');
    expect(list.out).toContain('awaiting_transfer');

    const refused = await orders(['ship', orderId, '--tracking', 'ABC123'], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      'Refused: The fulfilment state cannot go from awaiting_transfer to shipped.\n',
    );

    const digits = orderId.split('-').at(-1) ?? '';
    expect(await orders(['paid', digits], env)).toMatchObject({
      code: 0,
      out: `${orderId} is now confirmed, payment paid.\n`,
    });
    const shipped = await orders(['ship', orderId, '--tracking', 'ABC123'], env);
    expect(shipped.out).toBe(`${orderId} is now shipped, payment paid, tracking ABC123.\n`);

    const shown = await orders(['show', orderId], env);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('Tracking');
    expect(shown.out).toContain('Erika Mustermann, Hauptstraße 1, 60311 Frankfurt am Main, DE');
    expect(shown.out).toMatch(/owner\s+confirmed → shipped/);

    // A refund by line goes through the order's provider; a transfer has none.
    const byLine = await orders(['refund', orderId, '--line', '1'], env);
    expect([byLine.code, byLine.err]).toEqual([
      1,
      'Refused: This order cannot be refunded by line.\n',
    ]);
    expect((await orders(['ship', orderId, '--line', '1'], env)).err).toContain(
      '--line goes with refund',
    );

    expect((await orders(['stock', '119'], env)).out).toMatch(/Available/);
    expect((await orders(['show', 'JM-9999'], env)).err).toContain('No order JM-9999');
  });

  it('prints messages, ratings and the subscribers as a table or CSV', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const env = {ORDER_SERVICE_URL: test.url, ORDER_OWNER_TOKEN: TOKEN};
    await post(`${test.url}${FORM_PATHS.contact}`, {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hallo\nzweite Zeile',
      privacy_accepted: true,
      lang: 'de',
    });
    await post(`${test.url}${ORDER_PATHS.rating}`, {
      project: JEWELLER_DOMAIN,
      product: 101,
      rating: 4,
      name: 'Cem',
    });
    await post(`${test.url}${FORM_PATHS.newsletter}`, {
      email: 'dora@example.com',
      privacy_accepted: true,
      lang: 'fr',
    });
    const messages = await orders(['messages'], env);
    expect(messages.out).toContain('Hallo zweite Zeile');
    expect((await orders(['ratings'], env)).out).toContain('★★★★');
    const csv = await orders(['subscribers', '--csv'], env);
    expect(csv.code).toBe(0);
    expect(csv.out.split('\r\n')[0]).toBe('email,lang,subscribedAt,confirmedAt,consentVersion');
    // Pending until the confirmation mail's link is followed (decision 069).
    expect(csv.out).not.toContain('dora@example.com');
    const [mail] = test.rows('outbox').filter((row) => row['kind'] === 'newsletter-confirm');
    const {confirmUrl} = JSON.parse(String(mail?.['data'])) as {confirmUrl: string};
    const token = new URL(confirmUrl, test.url).searchParams.get('token');
    expect((await post(`${test.url}/newsletter/confirm`, {token})).status).toBe(200);
    const confirmed = await orders(['subscribers', '--csv'], env);
    expect(confirmed.out.split('\r\n')[1]).toMatch(/^dora@example\.com,fr,[^,]+,[^,]+,newsletter-/);
    expect((await orders(['subscribers'], env)).out).toContain('dora@example.com');
  });

  it('says in one sentence when the service is down, the token wrong or the API off', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const wrong = await orders(['list'], {ORDER_SERVICE_URL: test.url, ORDER_OWNER_TOKEN: 'x'});
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('refused the owner token');
    const url = test.url;
    await test.close();
    test = await startTestService();
    const off = await orders(['list'], {ORDER_SERVICE_URL: test.url, ORDER_OWNER_TOKEN: TOKEN});
    expect(off.err).toContain('owner API of the order service');
    expect(off.err).toContain('is off');
    const down = await orders(['list'], {ORDER_SERVICE_URL: url, ORDER_OWNER_TOKEN: TOKEN});
    expect(down.code).toBe(1);
    expect(down.err).toContain(`does not answer at ${url}`);
    const none = await orders(['list'], {ORDER_SERVICE_URL: url});
    expect(none.err).toMatch(/^No owner token/);
    const usage = await orders(['ship'], {ORDER_SERVICE_URL: url, ORDER_OWNER_TOKEN: TOKEN});
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Name the order.');
  });

  it('runs as a script with the token from the environment', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const orderId = await placePrepayment(test);
    const {stdout} = await promisify(execFile)(process.execPath, [CLI, 'cancel', orderId], {
      env: {...process.env, ORDER_SERVICE_URL: test.url, ORDER_OWNER_TOKEN: TOKEN},
    });
    expect(stdout).toBe(`${orderId} is now cancelled, payment pending.\n`);
    const failed = await promisify(execFile)(process.execPath, [CLI, 'cancel', orderId], {
      env: {...process.env, ORDER_SERVICE_URL: test.url, ORDER_OWNER_TOKEN: TOKEN},
    }).catch((error: unknown) => error as {code: number; stderr: string});
    expect(failed).toMatchObject({code: 1, stderr: expect.stringContaining('Refused') as unknown});
  });
});

describe('the owner token file', () => {
  it('is made once with mode 0600 and reused', () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'owner-token-')), 'data');
    folders.push(path.dirname(dataDir));
    expect(readOwnerToken(dataDir)).toBeUndefined();
    const token = ensureOwnerToken(dataDir);
    expect(token).toMatch(/^[\w-]{43}$/);
    const file = path.join(dataDir, 'owner-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
    expect(ensureOwnerToken(dataDir)).toBe(token);
    expect(readOwnerToken(dataDir)).toBe(token);
  });
});

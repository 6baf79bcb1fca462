// A kill -9 between PayPal's capture and the order update (decision 072): the CLI, killed right
// after PayPal answered the capture (`PAYPAL_FAULT=after-capture`), is started again without the
// fault on the same data folder. The checkout's retry of its post gets PayPal's first answer
// (same `PayPal-Request-Id`), and the order ends paid with one capture; the stand-in's webhook,
// delivered again once the service is back, finds nothing left to do.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {waitForUrl} from '../../cliUrl.testing.ts';
import {placeOrder} from '../../payments.testing.ts';
import {JEWELLER_DOMAIN} from '../../testService.testing.ts';
import {approvedPaypalOrder, postApproval} from './standIn.testing.ts';
import {startPaypalStandIn, type PaypalStandInForTests} from './standInServer.testing.ts';

const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));

let children: ChildProcess[] = [];
let dataDir = '';
let paypal: PaypalStandInForTests | null = null;

afterEach(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children = [];
  await paypal?.close();
  paypal = null;
  rmSync(dataDir, {recursive: true, force: true});
});

/** Starts the CLI over the jeweller with PayPal at the stand-in and `env` added; its URL. */
async function startCli(apiUrl: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [CLI, '--port', '0', '--data', dataDir, '--rate-limit', 'off'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, NODE_ENV: 'test', PAYPAL_API_URL: apiUrl, ...env},
    },
  );
  children.push(child);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return {url: await waitForUrl(child, 20_000), exited};
}

describe('a kill -9 between capture and order update', () => {
  it('still ends paid, with one capture', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-service-paypal-crash-'));
    paypal = await startPaypalStandIn();
    const first = await startCli(paypal.config.apiUrl, {PAYPAL_FAULT: 'after-capture'});
    const order = await placeOrder(first.url, {});
    const id = await approvedPaypalOrder(first.url, paypal.server, order);
    paypal.standIn.webhooks.url = `${first.url}/ecom/paypal/webhook`;
    // The checkout's post: PayPal captures, the service dies before it writes anything.
    await expect(postApproval(first.url, order, id)).rejects.toThrow();
    expect(await first.exited).toBe('SIGKILL');
    expect(paypal.standIn.ledger.captures()).toHaveLength(1);

    const second = await startCli(paypal.config.apiUrl);
    // The stand-in's webhook about the capture, lost with the first process, reaches the
    // restarted service (PayPal retries failed deliveries).
    await paypal.standIn.webhooks.settled();
    paypal.standIn.webhooks.url = `${second.url}/ecom/paypal/webhook`;
    await paypal.standIn.webhooks.redeliver();
    // The checkout's retry gets the stored result.
    const retry = await postApproval(second.url, order, id);
    expect(retry.body).toEqual({status: 'ok', payment_state: 'paid'});
    const query = new URLSearchParams({project: JEWELLER_DOMAIN, order_uuid: order.orderUuid});
    const status = (await (await fetch(`${second.url}/ecom/order/payment?${query}`)).json()) as {
      payment_state: string;
      fulfilment_state: string;
    };
    expect(status).toMatchObject({payment_state: 'paid', fulfilment_state: 'confirmed'});
    expect(paypal.standIn.ledger.captures()).toHaveLength(1);
    expect(paypal.standIn.webhooks.deliveries.at(-1)?.status).toBe(200);
  }, 60_000);
});

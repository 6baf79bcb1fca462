// The CLI under native Node (type stripping, no bundler): starts, answers, stops on SIGTERM.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {waitForUrl} from './cliUrl.testing.ts';
import {
  errorCodes,
  JEWELLER_DOMAIN,
  ORDER_BODY_TOTAL,
  orderBody,
  post,
} from './testService.testing.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
let child: ChildProcess | null = null;
let dataDir = '';

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
  rmSync(dataDir, {recursive: true, force: true});
});

describe('cli.ts', () => {
  it('serves the jeweller under native Node and stops on SIGTERM', {timeout: 20_000}, async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-service-cli-'));
    // process.execPath: the Node 24 the npm script runs on (TOOLCHAIN.md).
    // The limit flags of decision 010e: the jeweller's test order is exactly at the maximum.
    const limits = ['--max-order-total', String(ORDER_BODY_TOTAL), '--rate-limit', 'order=3,1'];
    child = spawn(process.execPath, [CLI, '--port', '0', '--data', dataDir, ...limits], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await waitForUrl(child, 10_000);
    const answer = await post(`${url}/ecom/order`, {
      ...orderBody(),
      project: 'juwelier-morgenstern',
    });
    expect(answer.body).toMatchObject({status: 'ok', total: ORDER_BODY_TOTAL});
    // Only the chain this time: the ring's one piece is reserved by the first order (decision 067).
    const lines = orderBody()['products'] as {count: number}[];
    const byDomain = await post(`${url}/ecom/order`, {
      ...orderBody({products: lines.slice(1), total_price_brutto: 2 * 89 + 9.9}),
      project: JEWELLER_DOMAIN,
    });
    expect(byDomain.status).toBe(200);
    // One more piece of product 119 (89 EUR) is over the maximum; then the burst of 3 is used up.
    const over = await post(`${url}/ecom/order`, {
      ...orderBody({
        products: lines.map((line, index) => (index === 1 ? {...line, count: 3} : line)),
        total_price_brutto: ORDER_BODY_TOTAL + 89,
      }),
      project: JEWELLER_DOMAIN,
    });
    expect([over.status, errorCodes(over)]).toEqual([422, ['total_limit']]);
    const limited = await post(`${url}/ecom/order`, {...orderBody(), project: JEWELLER_DOMAIN});
    expect(limited.status).toBe(429);
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
  it(
    'stops at the start on a bad TRUSTED_PROXIES entry, naming it',
    {timeout: 20_000},
    async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-service-cli-'));
      child = spawn(process.execPath, [CLI, '--port', '0', '--data', dataDir], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {...process.env, TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/40'},
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child?.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('TRUSTED_PROXIES: Invalid trusted proxy "10.0.0.0/40"');
    },
  );
});

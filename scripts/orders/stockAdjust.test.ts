// `npm run orders -- stock <product> [--variant V] --adjust <+N|-N> [--reason text]` against a
// running service with the jeweller's real stock: the ledger view with its latest movements, a
// correction either way naming the owner and the reason, and the refusals.
import {afterEach, describe, expect, it} from 'vitest';
import {
  loadJeweller,
  startTestService,
  type TestService,
} from '../../packages/order-service/src/testService.testing.ts';
import {runOrders} from './main.ts';

const TOKEN = 'shell-token-for-stock-tests-0123456789';

let test: TestService | null = null;
afterEach(async () => {
  await test?.close();
  test = null;
});

async function start(): Promise<Record<string, string>> {
  test = await startTestService({ownerToken: TOKEN, catalogue: (await loadJeweller()).catalogue});
  return {ORDER_SERVICE_URL: test.url, ORDER_OWNER_TOKEN: TOKEN};
}

async function orders(argv: string[], env: Record<string, string>) {
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

/** The `adjust` rows of the ledger: product, variant, pieces, cause. */
const adjustments = () =>
  (test?.rows('stock_movements') ?? [])
    .filter((row) => row['kind'] === 'adjust')
    .map((row) => [row['product'], row['variant'], row['quantity'], row['cause']]);

describe('npm run orders -- stock', () => {
  it('shows the pieces per variant and the latest movements', async () => {
    const env = await start();
    const shown = await orders(['stock', '101'], env);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^Tudor Black Bay 58 \(product 101\)\nVariant\s+Name\s+Available/);
    expect(shown.out).toMatch(/1001\s+.+\s+1\n/);
    expect(shown.out).toContain('Latest movements');
    expect(shown.out).toMatch(/1003\s+import\s+0\s+catalogue/);
  });

  it('corrects the stock either way, naming the owner and the reason', async () => {
    const env = await start();
    const up = await orders(['stock', '103', '--adjust', '+2', '--reason', 'Retoure JM-1001'], env);
    expect(up).toMatchObject({code: 0, err: ''});
    expect(up.out).toMatch(/^Product 103: \+2, now 3 available\.\n/);
    expect(up.out).toMatch(/adjust\s+\+2\s+owner: Retoure JM-1001/);
    // A negative number right after --adjust is its value, not an option.
    const down = await orders(['stock', '101', '--variant', '1001', '--adjust', '-1'], env);
    expect(down.out).toMatch(/^Product 101 variant 1001: -1, now 0 available\.\n/);
    expect(adjustments()).toEqual([
      ['103', '', 2, 'owner: Retoure JM-1001'],
      ['101', '1001', -1, 'owner'],
    ]);
  });

  it('refuses a correction below 0 pieces, of an uncounted item, or without its variant', async () => {
    const env = await start();
    const below = await orders(['stock', '103', '--adjust=-2'], env);
    expect(below.code).toBe(1);
    expect(below.err).toBe('Refused: product 103 has 1 piece in stock; taking 2 would leave -1.\n');
    const uncounted = await orders(['stock', '110', '--adjust', '+1'], env);
    expect(uncounted.err).toMatch(/^Refused: The content counts no stock of product 110/);
    const noVariant = await orders(['stock', '101', '--adjust', '+1'], env);
    expect(noVariant.err).toContain('Name the variant of Tudor Black Bay 58');
    const unknown = await orders(['stock', '101', '--variant', '9', '--adjust', '+1'], env);
    expect(unknown.err).toContain('has no variant 9');
    expect(adjustments()).toEqual([]);
    for (const argv of [
      ['stock', '103', '--adjust', '0'],
      ['stock', '103', '--adjust', 'zwei'],
      ['stock', '103', '--reason', 'x'],
      ['list', '--adjust', '+1'],
    ]) {
      const usage = await orders(argv, env);
      expect(usage.code, argv.join(' ')).toBe(2);
    }
  });
});

// No input to the withdrawal function or the live stock read makes a 5xx or drops the connection
// (fast-check with a fixed seed, like the service's other property tests).
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SHOP_PATHS} from '../limits.ts';
import {mutatedBody, rawBody} from '../orderArbitraries.testing.ts';
import {JEWELLER_DOMAIN, startTestService, type TestService} from '../testService.testing.ts';
import {CUSTOMER, placeWithdrawable} from './withdrawal.testing.ts';

const SEED = 20_261_219;

let test: TestService;
let template: Record<string, unknown>;

beforeAll(async () => {
  test = await startTestService();
  const orderId = await placeWithdrawable(test.url);
  template = {project: JEWELLER_DOMAIN, order_number: orderId, email: CUSTOMER, lang: 'de'};
});
afterAll(() => test.close());

/** The status of `init` at `path`, or 0 when no answer came. */
async function statusOf(path: string, init: RequestInit = {}): Promise<number> {
  try {
    const response = await fetch(`${test.url}${path}`, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

describe('any input', () => {
  it('to POST /ecom/withdrawal is answered 2xx or 4xx', {timeout: 60_000}, async () => {
    const text = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      mutatedBody(template).map((value) => JSON.stringify(value)),
      rawBody(template),
    );
    await fc.assert(
      fc.asyncProperty(text, async (body) => {
        const status = await statusOf(SHOP_PATHS.withdrawal, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body,
        });
        expect(status, body.slice(0, 200)).toBeGreaterThanOrEqual(200);
        expect(status, body.slice(0, 200)).toBeLessThan(500);
      }),
      {seed: SEED, numRuns: 300},
    );
  });

  it('to GET /ecom/stock is answered 2xx or 4xx', {timeout: 60_000}, async () => {
    const value = fc.oneof(
      fc.string(),
      fc
        .array(fc.oneof(fc.nat().map(String), fc.string({maxLength: 4})), {maxLength: 60})
        .map((ids) => ids.join(',')),
    );
    const query = fc.record({
      project: fc.oneof(fc.constant(JEWELLER_DOMAIN), fc.string()),
      ids: value,
    });
    await fc.assert(
      fc.asyncProperty(query, fc.string(), async (params, raw) => {
        const search = new URLSearchParams(params).toString();
        for (const path of [
          `${SHOP_PATHS.stock}?${search}`,
          `${SHOP_PATHS.stock}?${encodeURI(raw)}`,
        ]) {
          const status = await statusOf(path);
          expect(status, path).toBeGreaterThanOrEqual(200);
          expect(status, path).toBeLessThan(500);
        }
      }),
      {seed: SEED, numRuns: 200},
    );
  });
});

import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {confirmWithdrawal, lookUpWithdrawal, type WithdrawalInput} from './withdrawalClient.ts';

const BASE = 'https://orders.example.test';
const URL = `${BASE}/ecom/withdrawal`;
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const INPUT: WithdrawalInput = {orderNumber: ' MO-1004 ', email: ' Kunde@Example.com ', lang: 'de'};
const OPTIONS = {baseUrl: `${BASE}/`, project: 'morgenstern'};
const ORDER = {
  number: 'MO-1004',
  placed_at: '2026-07-01T09:30:00.000Z',
  state: 'confirmed',
  lines: [
    {name: 'Tudor Ranger', variant: null, quantity: 1, excluded: false},
    {name: 'Siegelring Heritage', variant: 'Gravur', quantity: 1, excluded: true},
  ],
};

describe('lookUpWithdrawal', () => {
  it('posts the trimmed number and e-mail without confirm and reads the order', async () => {
    let body: unknown;
    server.use(
      http.post(URL, async ({request}) => {
        body = await request.json();
        return HttpResponse.json({status: 'ok', order: ORDER});
      }),
    );
    await expect(lookUpWithdrawal(INPUT, OPTIONS)).resolves.toEqual({ok: true, order: ORDER});
    expect(body).toEqual({
      project: 'morgenstern',
      order_number: 'MO-1004',
      email: 'Kunde@Example.com',
      lang: 'de',
    });
  });

  it.each([
    [404, {status: 'error', code: 'order_not_found'}, 'order_not_found'],
    [409, {status: 'error', code: 'not_withdrawable'}, 'not_withdrawable'],
    [429, {status: 'error', code: 'rate_limited'}, 'network'],
    [200, {status: 'ok'}, 'network'],
  ] as const)('answers %i %j as %s', async (status, answer, error) => {
    server.use(http.post(URL, () => HttpResponse.json(answer, {status})));
    await expect(lookUpWithdrawal(INPUT, OPTIONS)).resolves.toEqual({ok: false, error});
  });

  it('answers no connection as network', async () => {
    server.use(http.post(URL, () => HttpResponse.error()));
    await expect(lookUpWithdrawal(INPUT, OPTIONS)).resolves.toEqual({ok: false, error: 'network'});
  });
});

describe('confirmWithdrawal', () => {
  it('posts confirm: true and reads when the withdrawal was received', async () => {
    let body: unknown;
    server.use(
      http.post(URL, async ({request}) => {
        body = await request.json();
        return HttpResponse.json({status: 'ok', withdrawn_at: '2026-07-03T14:05:00.000Z'});
      }),
    );
    await expect(confirmWithdrawal(INPUT, OPTIONS)).resolves.toEqual({
      ok: true,
      withdrawnAt: '2026-07-03T14:05:00.000Z',
    });
    expect(body).toMatchObject({confirm: true, order_number: 'MO-1004'});
  });

  it('names a refusal by its code', async () => {
    server.use(
      http.post(URL, () =>
        HttpResponse.json({status: 'error', code: 'not_withdrawable'}, {status: 409}),
      ),
    );
    await expect(confirmWithdrawal(INPUT, OPTIONS)).resolves.toEqual({
      ok: false,
      error: 'not_withdrawable',
    });
  });
});

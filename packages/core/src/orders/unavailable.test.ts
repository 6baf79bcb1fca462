// The checkout reads which pieces the order service no longer has from the failed postOrder
// (decision 067): only a 409 with `no_longer_available` errors names any.
import {describe, expect, it} from 'vitest';
import {createOrderClient} from './orderClient.ts';
import type {FetchLike} from './timedFetch.ts';
import {NO_LONGER_AVAILABLE, unavailableItemsOf} from './unavailable.ts';

const answering =
  (status: number, body: string): FetchLike =>
  () =>
    Promise.resolve(new Response(body, {status, headers: {'Content-Type': 'application/json'}}));

async function failureOf(fetch: FetchLike): Promise<unknown> {
  const client = createOrderClient({baseUrl: 'https://orders.example.test', project: 'p', fetch});
  const order = {} as Parameters<typeof client.postOrder>[0];
  return client.postOrder(order, 'key-1').then(
    () => null,
    (error: unknown) => error,
  );
}

const refusal = JSON.stringify({
  status: 'error',
  errors: [
    {code: NO_LONGER_AVAILABLE, message: 'gone', product: '103', variant: null},
    {code: NO_LONGER_AVAILABLE, message: 'gone', product: 101, variant: 1001},
  ],
});

describe('unavailableItemsOf', () => {
  it('names the items of a 409 no_longer_available, behind "Could not post order"', async () => {
    const error = await failureOf(answering(409, refusal));
    expect(error).toMatchObject({message: 'Could not post order'});
    expect(unavailableItemsOf(error)).toEqual([
      {product: '103', variant: null},
      {product: '101', variant: '1001'},
    ]);
  });

  it('names none for other failures', async () => {
    expect(unavailableItemsOf(await failureOf(answering(500, refusal)))).toEqual([]);
    expect(unavailableItemsOf(await failureOf(answering(409, 'not json')))).toEqual([]);
    expect(unavailableItemsOf(new Error('x'))).toEqual([]);
    expect(unavailableItemsOf(undefined)).toEqual([]);
  });
});

// The sync's Directus client against the fake: the three calls, the bearer token, which
// failures are for good (parked) and which are tried again, and a timeout; and the ids it
// writes inbox records and ratings under.
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {CmsRequestError, createCmsClient} from './client.ts';
import {startFakeDirectus, type FakeDirectus} from './fakeDirectus.testing.ts';
import {contentId, nameUuid} from './recordIds.ts';

let fake: FakeDirectus;
afterEach(() => fake.close());

/** The error `promise` rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<CmsRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CmsRequestError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the Directus client', () => {
  it('finds by a field, creates and updates with the bearer token', async () => {
    fake = await startFakeDirectus();
    const client = createCmsClient({url: `${fake.url}/`, token: fake.token});
    expect(await client.find('inbox', 'id', 'a b', ['id'])).toBeNull();
    await client.create('inbox', {id: 'a b', kind: 'contact'});
    await client.update('inbox', 'a b', {kind: 'newsletter'});
    expect(await client.find('inbox', 'id', 'a b', ['id', 'kind'])).toEqual({
      id: 'a b',
      kind: 'newsletter',
    });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /items/inbox',
      'POST /items/inbox',
      'PATCH /items/inbox/a%20b',
      'GET /items/inbox',
    ]);
    expect(fake.requests[0]?.query.get('filter')).toBe('{"id":{"_eq":"a b"}}');
  });

  it('says which failures are for good', async () => {
    fake = await startFakeDirectus();
    const wrongToken = createCmsClient({url: fake.url, token: 'wrong'});
    const refused = await failureOf(wrongToken.create('inbox', {id: 'x'}));
    expect([refused.status, refused.code, refused.permanent]).toEqual([
      401,
      'INVALID_CREDENTIALS',
      true,
    ]);
    const client = createCmsClient({url: fake.url, token: fake.token});
    for (const [status, code, permanent] of [
      [503, 'SERVICE_UNAVAILABLE', false],
      [404, 'ROUTE_NOT_FOUND', false],
      [409, 'CONFLICT', false],
      [429, 'REQUESTS_EXCEEDED', false],
      [403, 'FORBIDDEN', true],
      [400, 'INVALID_PAYLOAD', true],
      [400, 'RECORD_NOT_UNIQUE', false],
    ] as const) {
      fake.failNext(1, {status, code});
      const failure = await failureOf(client.create('inbox', {id: 'y'}));
      expect([failure.status, failure.code, failure.permanent], code).toEqual([
        status,
        code,
        permanent,
      ]);
    }
  });

  it('gives up on an answer that does not come in time, to try again later', async () => {
    fake = await startFakeDirectus();
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const {port} = silent.address() as AddressInfo;
    try {
      const client = createCmsClient({url: `http://127.0.0.1:${port}`, token: 't', timeoutMs: 50});
      const failure = await failureOf(client.update('ecommerce_product', '1', {stock: 1}));
      expect([failure.status, failure.permanent]).toEqual([null, false]);
      expect(failure.message).toContain('no answer in 50 ms');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('record ids', () => {
  it('are RFC 9562 version-5 UUIDs', () => {
    // The RFC's example: "www.example.com" in the DNS namespace.
    expect(nameUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('send digits as numbers and other ids as text', () => {
    expect([contentId('101'), contentId('0'), contentId('01'), contentId('a-1')]).toEqual([
      101,
      0,
      '01',
      'a-1',
    ]);
  });
});

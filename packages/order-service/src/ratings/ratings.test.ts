// The moderation of visitors' ratings: pending when they arrive and in a data folder written
// before moderation, published or rejected (and back) through the owner API, and the public read
// that shows a product's published ones only.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {ORDER_PATHS} from '@schaufenster/core';
import {afterEach, describe, expect, it} from 'vitest';
import {attachCmsSync} from '../cms/markers.ts';
import {DATABASE_FILE} from '../limits.ts';
import {openOrderStore} from '../store/database.ts';
import {JEWELLER_DOMAIN, post, startTestService, type TestService} from '../testService.testing.ts';
import {RATINGS_MAX_AGE_S, RATINGS_PATH} from './publicRatings.ts';
import {ratingIdOf, setRatingStatus} from './status.ts';

const TOKEN = 'ratings-token-for-tests-0123456789';
const AUTH = {Authorization: `Bearer ${TOKEN}`};

let test: TestService | null = null;
const folders: string[] = [];
afterEach(async () => {
  await test?.close();
  test = null;
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
});

/** Posts a rating of `product`; the row id it got. */
async function rate(service: TestService, product: number, rating: number, name: string) {
  const answer = await post(`${service.url}${ORDER_PATHS.rating}`, {
    project: JEWELLER_DOMAIN,
    product,
    rating,
    name,
    comment: `${name} meint`,
  });
  expect(answer.status).toBe(200);
  return Number(service.rows('ratings').at(-1)?.['id']);
}

const moderate = (service: TestService, id: number | string, status: unknown) =>
  post(`${service.url}/owner/ratings/${id}/status`, {status}, AUTH);

/** GETs the public ratings of `query`; status, headers and body. */
async function published(service: TestService, query: string, headers = {}) {
  const response = await fetch(`${service.url}${RATINGS_PATH}?${query}`, {headers});
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('rating status', () => {
  it('is pending for a new rating and moves between every status and back', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const id = await rate(test, 101, 5, 'Cem');
    expect(test.rows('ratings')).toMatchObject([{id, status: 'pending'}]);
    const listed = await fetch(`${test.url}/owner/ratings`, {headers: AUTH});
    expect(await listed.json()).toMatchObject({ratings: [{id, status: 'pending'}]});
    for (const [status, previous] of [
      ['published', 'pending'],
      ['rejected', 'published'],
      ['rejected', 'rejected'],
      ['published', 'rejected'],
      ['pending', 'published'],
    ] as const) {
      const answer = await moderate(test, id, status);
      expect(answer).toMatchObject({
        status: 200,
        body: {status: 'ok', rating: {id, status, previous}},
      });
      expect(test.rows('ratings')[0]?.['status']).toBe(status);
    }
    expect((await moderate(test, `svc-${id}`, 'published')).status).toBe(200);
  });

  it('marks a changed rating for Directus in the same transaction', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ratings-mark-'));
    folders.push(dataDir);
    const store = openOrderStore(dataDir);
    try {
      attachCmsSync(store.db);
      store.addRating('p', '101', 5, {});
      const id = Number(
        (store.db.prepare('SELECT max(id) AS id FROM ratings').get() as {id: number}).id,
      );
      const marker = () =>
        store.db
          .prepare("SELECT version FROM cms_sync WHERE kind = 'rating' AND key = ?")
          .get(String(id));
      const created = Number((marker() as {version: number}).version);
      setRatingStatus(store, id, 'published');
      expect(marker()).toEqual({version: created + 1});
      setRatingStatus(store, id, 'published');
      expect(marker()).toEqual({version: created + 1});
    } finally {
      store.close();
    }
  });

  it('refuses an unknown rating (404) and a status that is none (400)', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const id = await rate(test, 101, 4, 'Dana');
    expect(await moderate(test, 999, 'published')).toMatchObject({
      status: 404,
      body: {errors: [{code: 'unknown_rating'}]},
    });
    expect((await moderate(test, 'abc', 'published')).status).toBe(404);
    expect(await moderate(test, id, 'hidden')).toMatchObject({
      status: 400,
      body: {errors: [{code: 'invalid', path: 'status'}]},
    });
    expect((await moderate(test, id, undefined)).status).toBe(400);
    expect(test.rows('ratings')[0]?.['status']).toBe('pending');
  });

  it('reads an id with or without its svc- prefix', () => {
    expect(ratingIdOf('12')).toBe(12);
    expect(ratingIdOf('svc-12')).toBe(12);
    expect(ratingIdOf('0')).toBeNull();
    expect(ratingIdOf('svc-')).toBeNull();
    expect(ratingIdOf('1e3')).toBeNull();
  });

  it('is pending for every rating of a data folder written before moderation', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ratings-migrate-'));
    folders.push(dataDir);
    const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE));
    db.exec(`CREATE TABLE ratings (
      id INTEGER PRIMARY KEY AUTOINCREMENT, project TEXT NOT NULL, product TEXT NOT NULL,
      rating INTEGER NOT NULL CHECK (typeof(rating) = 'integer' AND rating BETWEEN 1 AND 5),
      payload TEXT NOT NULL, created_at TEXT NOT NULL);
      INSERT INTO ratings (project, product, rating, payload, created_at)
        VALUES ('p', '101', 5, '{}', '2026-01-01T00:00:00Z'), ('p', '104', 3, '{}', '2026-01-02T00:00:00Z');
      PRAGMA user_version = 5;`);
    db.close();
    const store = openOrderStore(dataDir);
    try {
      expect(store.db.prepare('SELECT id, status FROM ratings ORDER BY id').all()).toEqual([
        {id: 1, status: 'pending'},
        {id: 2, status: 'pending'},
      ]);
      expect(() => store.db.exec("UPDATE ratings SET status = 'hidden'")).toThrow(/CHECK/);
    } finally {
      store.close();
    }
  });
});

describe('GET /ecom/ratings', () => {
  it('answers the published ratings of one product only, newest first', async () => {
    test = await startTestService({ownerToken: TOKEN});
    const first = await rate(test, 101, 5, 'Cem');
    const second = await rate(test, 101, 3, 'Dana');
    const rejected = await rate(test, 101, 1, 'Eve');
    await rate(test, 101, 4, 'Fritz');
    const other = await rate(test, 104, 4, 'Gabi');
    for (const id of [first, second, other]) await moderate(test, id, 'published');
    await moderate(test, rejected, 'rejected');
    const answer = await published(test, 'product=101');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      ratings: [
        {
          id: `svc-${second}`,
          product: '101',
          rating: 3,
          name: 'Dana',
          comment: 'Dana meint',
          date_created: expect.any(String) as unknown,
        },
        {
          id: `svc-${first}`,
          product: '101',
          rating: 5,
          name: 'Cem',
          comment: 'Cem meint',
          date_created: expect.any(String) as unknown,
        },
      ],
    });
    await moderate(test, first, 'pending');
    const after = await published(test, `product=101&project=${JEWELLER_DOMAIN}`);
    expect(after.body['ratings']).toMatchObject([{id: `svc-${second}`}]);
  });

  it('is cached briefly, allows the site origin, and refuses a bad query', async () => {
    test = await startTestService();
    const origin = 'http://localhost:4173';
    const answer = await published(test, 'product=101', {Origin: origin});
    expect(answer.headers.get('cache-control')).toBe(`public, max-age=${RATINGS_MAX_AGE_S}`);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await published(test, 'product=999999')).body).toEqual({status: 'ok', ratings: []});
    const missing = await published(test, '');
    expect(missing).toMatchObject({status: 400, body: {code: 'invalid'}});
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await published(test, 'product=a%20b')).status).toBe(400);
    expect(await published(test, 'product=101&project=other.example')).toMatchObject({
      status: 422,
      body: {code: 'unknown_project'},
    });
    const wrongMethod = await post(`${test.url}${RATINGS_PATH}`, {});
    expect(wrongMethod.status).toBe(405);
  });

  it('leaves ratings to Directus when the sync is on: nothing served, moderation refused', async () => {
    // An address nothing listens on: the sync's pushes fail and retry, which this test ignores.
    const directus = {url: 'http://127.0.0.1:9', token: 'service-token-for-tests'};
    test = await startTestService({ownerToken: TOKEN, directus});
    const id = await rate(test, 101, 5, 'Cem');
    const refused = await moderate(test, id, 'published');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({errors: [{code: 'moderated_in_cms'}]});
    expect(test.rows('ratings').at(-1)).toMatchObject({status: 'pending'});
    expect((await published(test, 'product=101')).body).toEqual({status: 'ok', ratings: []});
  });
});

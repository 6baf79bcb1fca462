import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import type {ProductRating} from '../model/product.ts';
import type {StaticCatalogue} from '../shopApi/staticCatalogue.ts';
import {createStaticShopApi} from '../shopApi/staticShopApi.ts';
import {fetchServiceRatings, serviceRatingsReader, withServiceRatings} from './serviceRatings.ts';

const BASE = 'https://orders.example.test';
const OPTIONS = {baseUrl: BASE, project: 'shop.example'};
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A rating as the service answers it. */
function served(n: number, product: string, rating: number, day: number) {
  return {
    id: `svc-${n}`,
    product,
    rating,
    name: null,
    comment: `Bewertung ${n}`,
    date_created: `2026-04-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  };
}

function answer(ratings: unknown[]) {
  return http.get(`${BASE}/ecom/ratings`, () => HttpResponse.json({status: 'ok', ratings}));
}

const CATALOGUE: StaticCatalogue = {
  settings: null,
  products: [],
  ratings: [
    {
      id: 1,
      product: 132,
      rating: 5,
      name: 'A',
      comment: null,
      date_created: '2026-03-01T12:00:00.000Z',
    },
    {
      id: 2,
      product: 132,
      rating: 4,
      name: 'B',
      comment: null,
      date_created: '2026-03-05T12:00:00.000Z',
    },
  ],
  attributes: [],
};

describe('fetchServiceRatings', () => {
  it('asks for the product and the project and keeps its valid published ratings', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/ecom/ratings`, ({request}) => {
        url = new URL(request.url);
        return HttpResponse.json({
          status: 'ok',
          ratings: [
            served(1, '132', 3, 2),
            {...served(2, '132', 2, 3), status: 'pending'},
            served(3, '999', 5, 4),
            {...served(4, '132', 9, 5)},
            'not a rating',
          ],
        });
      }),
    );
    const ratings = await fetchServiceRatings(132, OPTIONS);
    expect(url?.searchParams.get('product')).toBe('132');
    expect(url?.searchParams.get('project')).toBe('shop.example');
    expect(ratings.map((rating) => rating.id)).toEqual(['svc-1']);
  });

  it('rejects an answer that is not {status: ok, ratings}', async () => {
    server.use(http.get(`${BASE}/ecom/ratings`, () => HttpResponse.json({status: 'error'})));
    await expect(fetchServiceRatings(132, OPTIONS)).rejects.toThrow('Ratings');
  });
});

describe('serviceRatingsReader', () => {
  it('answers none when the service fails, and says so once', async () => {
    server.use(http.get(`${BASE}/ecom/ratings`, () => HttpResponse.error()));
    const onError = vi.fn();
    const read = serviceRatingsReader({...OPTIONS, onError});
    expect(await read(132)).toEqual([]);
    expect(await read(133)).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reads a product once while the answer is fresh', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/ecom/ratings`, () => {
        reads += 1;
        return HttpResponse.json({status: 'ok', ratings: [served(1, '132', 3, 2)]});
      }),
    );
    const read = serviceRatingsReader(OPTIONS);
    await read(132);
    await read(132);
    expect(reads).toBe(1);
  });
});

describe('the static shop API with the service’s ratings', () => {
  it('merges them with the catalogue’s, newest first', async () => {
    server.use(answer([served(7, '132', 3, 2)]));
    const api = createStaticShopApi(CATALOGUE, {serviceRatings: serviceRatingsReader(OPTIONS)});
    const ratings = await api.getRatings(132);
    expect(ratings.map((rating) => rating.id)).toEqual(['svc-7', 2, 1]);
  });

  it('keeps the catalogue’s ratings alone when the service fails', async () => {
    server.use(http.get(`${BASE}/ecom/ratings`, () => new HttpResponse(null, {status: 404})));
    const api = createStaticShopApi(CATALOGUE, {
      serviceRatings: serviceRatingsReader({...OPTIONS, onError: () => {}}),
    });
    expect((await api.getRatings(132)).map((rating) => rating.id)).toEqual([2, 1]);
  });

  it('shows a rating the catalogue holds as a CMS copy once', () => {
    // The sync writes the service's rating into the CMS with an origin id the service also answers.
    const origin = '0f6b1a5e-5d4e-5c4b-9a1f-2b6d8f3c7e10';
    const copy: ProductRating = {...CATALOGUE.ratings[0]!, id: 40, origin_id: origin};
    const merged = withServiceRatings(
      [copy],
      [{...served(7, '132', 3, 2), origin_id: origin}, served(8, '132', 4, 3)],
    );
    expect(merged.map((rating) => rating.id)).toEqual([40, 'svc-8']);
    // An origin id that is the service's public id matches too.
    const byId = withServiceRatings([{...copy, origin_id: 'svc-8'}], [served(8, '132', 4, 3)]);
    expect(byId.map((rating) => rating.id)).toEqual([40]);
  });
});

import {afterEach, describe, expect, it, vi} from 'vitest';
import {RequestFailure} from '../orders/timedFetch.ts';
import {createFallbackShopApi, isUnreachable} from './fallbackShopApi.ts';
import type {ShopApi} from './types.ts';

const page = (id: number) => ({data: [], meta: {id}}) as never;

/** A ShopApi whose every method rejects with `error` (or resolves with a marker). */
function fake(outcome: {error: unknown} | {id: number}): ShopApi {
  const run = () =>
    'error' in outcome ? Promise.reject(outcome.error) : Promise.resolve(page(outcome.id));
  return {
    getSettings: vi.fn(run),
    listProducts: vi.fn(run),
    randomProducts: vi.fn(run),
    getProduct: vi.fn(run),
    productPrices: vi.fn(run),
    getRatings: vi.fn(run),
    getAttributes: vi.fn(run),
  };
}

const wrapped = (kind: 'network' | 'http' | 'json', status: number | null = null) =>
  new Error('Could not load products', {cause: new RequestFailure(kind, 'x', status)});

afterEach(() => vi.restoreAllMocks());

describe('isUnreachable', () => {
  it('is true for network errors, timeouts and gateway statuses anywhere in the cause chain', () => {
    expect(isUnreachable(wrapped('network'))).toBe(true);
    expect(isUnreachable(wrapped('http', 503))).toBe(true);
    expect(isUnreachable(new Error('outer', {cause: wrapped('http', 502)}))).toBe(true);
  });

  it('is false for answers the server did give', () => {
    expect(isUnreachable(wrapped('http', 500))).toBe(false);
    expect(isUnreachable(wrapped('http', 403))).toBe(false);
    expect(isUnreachable(wrapped('json'))).toBe(false);
    expect(isUnreachable(new Error('Could not load settings'))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});

describe('createFallbackShopApi', () => {
  it('answers from the primary while it is reachable', async () => {
    const fallback = fake({id: 2});
    const api = createFallbackShopApi(fake({id: 1}), fallback);
    expect(await api.listProducts({})).toEqual(page(1));
    expect(fallback.listProducts).not.toHaveBeenCalled();
  });

  it('falls back when the primary is unreachable, logging once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const primary = fake({error: wrapped('network')});
    const fallback = fake({id: 2});
    const api = createFallbackShopApi(primary, fallback);
    expect(await api.listProducts({category: 1})).toEqual(page(2));
    expect(await api.getSettings('x.example')).toEqual(page(2));
    expect(await api.getAttributes([1])).toEqual(page(2));
    expect(fallback.listProducts).toHaveBeenCalledWith({category: 1});
    expect(fallback.getSettings).toHaveBeenCalledWith('x.example');
    expect(primary.getAttributes).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('passes other errors on without falling back', async () => {
    const onFallback = vi.fn();
    const fallback = fake({id: 2});
    const api = createFallbackShopApi(fake({error: wrapped('http', 404)}), fallback, {onFallback});
    await expect(api.getProduct(1)).rejects.toThrow('Could not load products');
    expect(fallback.getProduct).not.toHaveBeenCalled();
    expect(onFallback).not.toHaveBeenCalled();
  });
});

import {describe, expect, it} from 'vitest';
import {
  CACHED_METHOD,
  cacheKey,
  isCacheableResponse,
  isImageUrl,
  isPageDataUrl,
  isPageUrl,
} from './routes.ts';

const ORIGIN = 'https://shop.example';
const url = (path: string) => new URL(path, ORIGIN);

describe('service worker routes', () => {
  it('treats page data, the build id and the shop catalogue as page data', () => {
    expect(isPageDataUrl(url('/page-data/kontakt/page-data.json'), ORIGIN)).toBe(true);
    expect(isPageDataUrl(url('/page-data/app-data.json'), ORIGIN)).toBe(true);
    expect(isPageDataUrl(url('/shop-catalogue.json'), ORIGIN)).toBe(true);
    expect(isPageDataUrl(url('/kontakt'), ORIGIN)).toBe(false);
    expect(isPageDataUrl(new URL('https://cdn.example/page-data/x.json'), ORIGIN)).toBe(false);
  });

  it('treats own paths without a file extension, and .html, as pages', () => {
    for (const path of ['/', '/kontakt', '/en/', '/uhren/rolex?x=1', '/404.html']) {
      expect(isPageUrl(url(path), ORIGIN), path).toBe(true);
    }
    for (const path of [
      '/sw.js',
      '/assets/main-1.js',
      '/images/logo.svg',
      '/page-data/a',
      '/robots.txt',
    ]) {
      expect(isPageUrl(url(path), ORIGIN), path).toBe(false);
    }
    expect(isPageUrl(new URL('https://other.example/kontakt'), ORIGIN)).toBe(false);
  });

  it('treats /images/ as images', () => {
    expect(isImageUrl(url('/images/logo.svg'), ORIGIN)).toBe(true);
    expect(isImageUrl(url('/assets/logo.svg'), ORIGIN)).toBe(false);
  });

  it('caches only complete own answers', () => {
    expect(isCacheableResponse({status: 200, type: 'basic'})).toBe(true);
    expect(isCacheableResponse({status: 404, type: 'basic'})).toBe(false);
    expect(isCacheableResponse({status: 0, type: 'opaqueredirect'})).toBe(false);
    expect(isCacheableResponse({status: 0, type: 'opaque'})).toBe(false);
    expect(isCacheableResponse({status: 500, type: 'basic'})).toBe(false);
  });

  it('keeps entries without query or fragment, and routes only GET (a POST is never cached)', () => {
    expect(cacheKey(url('/danke?name=Anna+Muster&email=anna%40example.com#top'))).toBe(
      'https://shop.example/danke',
    );
    expect(cacheKey(url('/uhren?category=3'))).toBe(cacheKey(url('/uhren')));
    expect(cacheKey(url('/page-data/danke/page-data.json'))).toBe(
      'https://shop.example/page-data/danke/page-data.json',
    );
    expect(CACHED_METHOD).toBe('GET');
  });
});

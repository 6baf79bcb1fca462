import {describe, expect, it} from 'vitest';
import {languageOfPath} from '@schaufenster/core';
import {APP_DATA_URL, NOT_FOUND_PATH, pageDataUrl, pageKey, pathLanguage} from './paths.ts';

describe('page loader paths (spec §2 Page shell)', () => {
  it('maps a path to its page data, the root to index', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/kontakt')).toBe('/page-data/kontakt/page-data.json');
    expect(pageDataUrl('/kontakt/')).toBe('/page-data/kontakt/page-data.json');
    expect(pageDataUrl('/en/')).toBe('/page-data/en/page-data.json');
    expect(pageDataUrl('/uhren/rolex')).toBe('/page-data/uhren/rolex/page-data.json');
    expect(pageDataUrl(NOT_FOUND_PATH)).toBe('/page-data/404.html/page-data.json');
    expect(APP_DATA_URL).toBe('/page-data/app-data.json');
  });

  it('keys a page by path and query, not the hash', () => {
    expect(pageKey(new URL('https://x.de/shop?page=2#top'))).toBe('/shop?page=2');
  });
});

describe('pathLanguage', () => {
  it('reads the language prefix like core languageOfPath', () => {
    const paths = [
      '/',
      '/kontakt',
      '/en/',
      '/en/contact',
      '/fr/merci',
      '/EN/contact',
      '/de/x',
      '/entdecken',
    ];
    expect(paths.map(pathLanguage)).toEqual(['de', 'de', 'en', 'en', 'fr', 'en', 'de', 'de']);
    for (const path of paths) expect(pathLanguage(path), path).toBe(languageOfPath(path));
  });
});

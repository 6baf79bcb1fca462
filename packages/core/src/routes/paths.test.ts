import {describe, expect, it} from 'vitest';
import {alternates, languageOfPath, pageForPath} from './paths.ts';

describe('pageForPath', () => {
  it('finds table pages with their language', () => {
    expect(pageForPath('/kontakt')).toEqual({page: 'contact', lang: 'de'});
    expect(pageForPath('/en/contact')).toEqual({page: 'contact', lang: 'en'});
    expect(pageForPath('/fr/contact')).toEqual({page: 'contact', lang: 'fr'});
    expect(pageForPath('/fr/mentions-legales')).toEqual({page: 'imprint', lang: 'fr'});
    expect(pageForPath('/en/floral_workshop')).toEqual({page: 'floral_workshop', lang: 'en'});
    expect(pageForPath('/agb')).toEqual({page: 'agb', lang: 'de'});
  });

  it('finds home in every language, with or without trailing slash', () => {
    expect(pageForPath('/')).toEqual({page: 'home', lang: 'de'});
    expect(pageForPath('/en/')).toEqual({page: 'home', lang: 'en'});
    expect(pageForPath('/en')).toEqual({page: 'home', lang: 'en'});
    expect(pageForPath('/fr/')).toEqual({page: 'home', lang: 'fr'});
  });

  it('reads a fallback path as the German page', () => {
    expect(pageForPath('/uhren')).toEqual({page: 'watches', lang: 'de'});
    expect(pageForPath('/datenschutz')).toEqual({page: 'privacy', lang: 'de'});
  });

  it('ignores trailing slash, query and hash but not case', () => {
    expect(pageForPath('/uhren/?a=1#top')).toEqual({page: 'watches', lang: 'de'});
    expect(pageForPath('/Uhren')).toBeUndefined();
  });

  it('returns undefined outside the table', () => {
    expect(pageForPath('/uhren/rolex')).toBeUndefined();
    expect(pageForPath('/en/floral-workshop')).toBeUndefined();
    expect(pageForPath('/fr/uhren')).toBeUndefined();
  });
});

describe('languageOfPath', () => {
  it('reads the prefix', () => {
    expect(languageOfPath('/en/contact')).toBe('en');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/fr/')).toBe('fr');
    expect(languageOfPath('/fr/merci?x#y')).toBe('fr');
  });

  it('is German without a prefix', () => {
    expect(languageOfPath('/')).toBe('de');
    expect(languageOfPath('/kontakt')).toBe('de');
    expect(languageOfPath('/english')).toBe('de');
    expect(languageOfPath('/de/kontakt')).toBe('de');
  });
});

describe('alternates', () => {
  it('lists each language with its own path and x-default', () => {
    expect(alternates('contact')).toEqual([
      {hreflang: 'de', path: '/kontakt'},
      {hreflang: 'en', path: '/en/contact'},
      {hreflang: 'fr', path: '/fr/contact'},
      {hreflang: 'x-default', path: '/kontakt'},
    ]);
  });

  it('leaves out languages that fall back', () => {
    expect(alternates('privacy')).toEqual([
      {hreflang: 'de', path: '/datenschutz'},
      {hreflang: 'en', path: '/en/privacy'},
      {hreflang: 'x-default', path: '/datenschutz'},
    ]);
    expect(alternates('agb')).toEqual([
      {hreflang: 'de', path: '/agb'},
      {hreflang: 'x-default', path: '/agb'},
    ]);
  });
});

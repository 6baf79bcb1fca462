import {describe, expect, it} from 'vitest';
import {clientModules, type ClientChunk} from './clientModules.ts';

// Decision 062: a page lists the chunks it loads at start; the entry's own imports it has anyway.
const ROOT = '/repo';
function chunk(fileName: string, imports: string[], facade: string | null, name = ''): ClientChunk {
  return {fileName, name, isEntry: name === 'main', facadeModuleId: facade, imports};
}

const CHUNKS = [
  chunk(
    'assets/main-a.js',
    ['assets/shared-b.js'],
    `${ROOT}/packages/site/src/client/main.ts`,
    'main',
  ),
  chunk('assets/shared-b.js', [], null),
  chunk(
    'assets/consent-c.js',
    ['assets/shared-b.js', 'assets/store-d.js'],
    `${ROOT}/packages/site/src/runtime/consent.ts`,
  ),
  chunk('assets/store-d.js', ['assets/store-d.js'], null),
  chunk(
    'assets/hydrate-e.js',
    ['assets/react-f.js'],
    `${ROOT}/packages/site/src/islands/hydrateIslands.ts`,
  ),
  chunk('assets/react-f.js', [], null),
  chunk(
    'assets/CartPage-g.js',
    ['assets/store-d.js', 'assets/react-f.js'],
    `${ROOT}/templates/src/islands/CartPage.tsx`,
  ),
  chunk('assets/Shop-j.js', ['assets/react-f.js'], `${ROOT}/templates/src/islands/Shop.tsx`),
  chunk('assets/messages-de-h.js', [], '\0sf/messages-de', 'messages-de'),
  chunk('assets/messages-de-consent-i.js', [], '\0sf/messages-de?consent', 'messages-de-consent'),
];
// The island table's part the build reads: two islands share one module.
const ISLANDS = {
  CartPage: {module: 'CartPage.tsx'},
  ShopMenu: {module: 'Shop.tsx'},
  CartWidget: {module: 'Shop.tsx'},
};

describe('client modules (decision 062)', () => {
  it('lists each start chunk with its imports, without what the entry already has', () => {
    expect(clientModules(CHUNKS, ISLANDS)).toEqual({
      start: ['/assets/consent-c.js', '/assets/store-d.js'],
      hydrate: ['/assets/hydrate-e.js', '/assets/react-f.js'],
      islands: {
        CartPage: ['/assets/CartPage-g.js', '/assets/store-d.js', '/assets/react-f.js'],
        ShopMenu: ['/assets/Shop-j.js', '/assets/react-f.js'],
        CartWidget: ['/assets/Shop-j.js', '/assets/react-f.js'],
      },
      messages: {de: ['/assets/messages-de-h.js', '/assets/messages-de-consent-i.js']},
    });
  });

  it('fails the build when the consent or hydration chunk is missing or doubled', () => {
    const withoutConsent = CHUNKS.filter((one) => !one.fileName.includes('consent-c'));
    expect(() => clientModules(withoutConsent, ISLANDS)).toThrow('0 consent chunks');
    const twoHydrations = [...CHUNKS, {...CHUNKS[4]!, fileName: 'assets/hydrate-x.js'}];
    expect(() => clientModules(twoHydrations, ISLANDS)).toThrow('2 hydration chunks');
    expect(() => clientModules(CHUNKS.slice(1), ISLANDS)).toThrow('no main entry');
  });

  it('fails the build when an island of the table has no chunk, rather than preload nothing', () => {
    // A module name that is not the chunk's file (a typo, a renamed file) would leave a `load`
    // island's page without its code in the head.
    const renamed = {...ISLANDS, CartPage: {module: 'Cart.tsx'}};
    expect(() => clientModules(CHUNKS, renamed)).toThrow(
      'no chunk for island CartPage (module Cart.tsx)',
    );
    // The file name must match whole: `Page.tsx` is not `CartPage.tsx`.
    expect(() => clientModules(CHUNKS, {Page: {module: 'Page.tsx'}})).toThrow('island Page');
  });
});

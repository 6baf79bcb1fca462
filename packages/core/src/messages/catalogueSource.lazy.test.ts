import {describe, expect, it} from 'vitest';
import {CATALOGUES} from './catalogues.ts';
import {catalogueOf, loadCatalogue} from './catalogueSource.lazy.ts';

describe('lazy catalogue source (the browser build, decision 014)', () => {
  it('has a language only after loading it, and only that language', async () => {
    expect(catalogueOf('en')).toBeUndefined();
    const first = loadCatalogue('en');
    expect(loadCatalogue('en')).toBe(first);
    await first;
    expect(catalogueOf('en')?.cartButtonLabel).toBe(CATALOGUES.en.cartButtonLabel);
    expect(catalogueOf('fr')).toBeUndefined();
  });
});

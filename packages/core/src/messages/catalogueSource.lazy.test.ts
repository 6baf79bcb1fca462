import {describe, expect, it, vi} from 'vitest';
import {CATALOGUES} from './catalogues.ts';
import {catalogueOf, loadCatalogue} from './catalogueSource.lazy.ts';
import {inConsentScope} from './messageScopes.ts';

// The `?consent` parts exist only in the client build (lazyCatalogues.ts); here they are the
// consent scope of the JSON file, as the build cuts them.
const consentPart = (lang: 'de' | 'en' | 'fr') =>
  Object.fromEntries(Object.entries(CATALOGUES[lang]).filter(([key]) => inConsentScope(key)));
vi.mock('./de.json?consent', () => ({default: consentPart('de')}));
vi.mock('./en.json?consent', () => ({default: consentPart('en')}));
vi.mock('./fr.json?consent', () => ({default: consentPart('fr')}));

describe('lazy catalogue source (the browser build, decisions 014, 034)', () => {
  it('has a language only after loading it, and only that language', async () => {
    expect(catalogueOf('en')).toBeUndefined();
    await Promise.all([loadCatalogue('en'), loadCatalogue('en')]);
    expect(catalogueOf('en')?.cartButtonLabel).toBe(CATALOGUES.en.cartButtonLabel);
    expect(catalogueOf('en')?.cookieBannerTitle).toBe(CATALOGUES.en.cookieBannerTitle);
    expect(catalogueOf('fr')).toBeUndefined();
  });

  it('loads the consent scope alone, then grows the same catalogue to all messages', async () => {
    await loadCatalogue('fr', 'consent');
    const scoped = catalogueOf('fr');
    expect(scoped?.cookieBannerAllowAll).toBe(CATALOGUES.fr.cookieBannerAllowAll);
    expect(scoped?.cartButtonLabel).toBeUndefined();
    await loadCatalogue('fr');
    // The same object: formatters made for the banner see the rest too.
    expect(catalogueOf('fr')).toBe(scoped);
    expect(catalogueOf('fr')).toEqual(CATALOGUES.fr);
  });
});

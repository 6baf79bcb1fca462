// The build writes beside shop-catalogue.json what the order service's mails show of the shop
// (company, address, brand colour, legal texts), with the logo as the file the image step writes,
// so a service started with `--catalogue <dist>/shop-catalogue.json` sends complete mails.
import path from 'node:path';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import {parseShopContent, SHOP_CONTENT_FILE, type SiteData} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {REPO_ROOT, readBuildOptions} from '../options.ts';
import {prepareBuild} from './server.ts';

let jeweller: SiteData;
beforeAll(async () => {
  jeweller = await createFixtureSource(
    path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern'),
  ).load();
});

/** The shop content file `prepareBuild` gives for `site`, read back through its schema. */
function shopContentFile(site: SiteData) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const text = prepareBuild(site, readBuildOptions({}).settings).files[SHOP_CONTENT_FILE];
    if (text === undefined) throw new Error(`no ${SHOP_CONTENT_FILE}`);
    return parseShopContent(JSON.parse(text));
  } finally {
    vi.restoreAllMocks();
  }
}

describe(SHOP_CONTENT_FILE, () => {
  it("holds the jeweller's company, address, colour and legal texts", () => {
    const content = shopContentFile(jeweller);
    expect(content).toMatchObject({
      name: 'Juwelier Morgenstern',
      email: 'info@juwelier-morgenstern.example',
      brandColor: jeweller.siteConfig.theme.brand_color,
      logoFile: 'images/logo.svg',
    });
    expect(content.address.join(' ')).toContain('Goethestraße');
    expect(content.phone).toMatch(/\d/);
    expect(content.legal?.terms).toContain('Allgemeine Geschäftsbedingungen');
    expect(content.legal?.withdrawal).toContain('Widerrufsbelehrung');
  });

  it('names the logo by the lower-cased name the image step writes it under', () => {
    const logo = {...jeweller.company.logo, filename_download: ' Logo-Morgenstern.PNG'};
    const content = shopContentFile({
      ...jeweller,
      company: {...jeweller.company, logo},
    } as SiteData);
    expect(content.logoFile).toBe('images/logo-morgenstern.png');
  });

  it('leaves out the legal texts a shop without legal pages has', () => {
    const settings = jeweller.shopSettings;
    if (settings === null) throw new Error('the jeweller has a shop');
    const site = {...jeweller, shopSettings: {...settings, legal_pages: []}};
    expect(shopContentFile(site).legal).toBeUndefined();
  });
});

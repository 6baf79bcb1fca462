import {describe, expect, it} from 'vitest';
import {loadJewellerSiteData} from './jewellerFixture.testing.ts';
import {parseShopContent, shopContentOf} from './shopContent.ts';

const VALID = {
  name: 'Juwelier Morgenstern',
  address: ['Goethestraße 12', '60313 Frankfurt am Main'],
  brandColor: '#8a6d3b',
};

describe('shopContentOf', () => {
  it("gives the jeweller's company, address, legal texts and logo as the caller names it", async () => {
    const content = shopContentOf(await loadJewellerSiteData(), (name) => `images/${name}`);
    expect(content).toMatchObject({
      name: 'Juwelier Morgenstern',
      email: 'info@juwelier-morgenstern.example',
      logoFile: 'images/logo.svg',
    });
    expect(content.address.join('\n')).toContain('Goethestraße');
    expect(content.brandColor).toMatch(/^#/);
    expect(content.legal?.terms).toContain('Allgemeine Geschäftsbedingungen');
    expect(content.legal?.withdrawal).toContain('Widerruf');
  });

  it('reads back from its own JSON unchanged', async () => {
    const content = shopContentOf(await loadJewellerSiteData(), (name) => `images/${name}`);
    expect(parseShopContent(JSON.parse(JSON.stringify(content)))).toEqual(content);
  });
});

describe('parseShopContent', () => {
  it('takes the fields a content file may leave out as absent', () => {
    expect(parseShopContent(VALID)).toEqual(VALID);
  });

  it.each([
    ['a missing name', {...VALID, name: undefined}, /^name: /],
    ['a bad colour', {...VALID, brandColor: 'red-ish'}, /^brandColor: expected an opaque/],
    ['a bad e-mail address', {...VALID, email: 'owner'}, /^email: expected e-mail address/],
    ['a logo outside the folder', {...VALID, logoFile: '../secret.png'}, /^logoFile: /],
    ['an absolute logo path', {...VALID, logoFile: '/etc/passwd'}, /^logoFile: /],
    ['a Windows logo path', {...VALID, logoFile: 'C:\\logo.png'}, /^logoFile: /],
    ['an empty legal text', {...VALID, legal: {terms: ''}}, /^legal\.terms: /],
    ['no object at all', null, /^\(file\): /],
  ])('refuses %s, naming the field', (_what, raw, message) => {
    expect(() => parseShopContent(raw)).toThrow(message);
  });
});

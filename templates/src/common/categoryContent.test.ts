// Which category pages a retailer has (decision 027).
import {fileURLToPath} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import type {MenuLink, PrimaryMenuEntry, SiteData} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {categoryHasContent} from './categoryContent.ts';
import {CATEGORY_TEMPLATE_PAGES} from './pageTitles.ts';

const retailer = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/retailers/${name}`, import.meta.url));

let jeweller: SiteData;
let optician: SiteData;
beforeAll(async () => {
  const load = (name: string) => createFixtureSource(retailer(name)).load();
  [jeweller, optician] = await Promise.all([load('juwelier-morgenstern'), load('optik-klarblick')]);
});

const pagesOf = (site: SiteData) =>
  CATEGORY_TEMPLATE_PAGES.filter((page) => categoryHasContent(site, page));

const link = (fields: Partial<MenuLink>): MenuLink => ({
  id: null,
  display_name: 'Link',
  path: null,
  path_prefix: null,
  external_path: null,
  anchor: null,
  type: null,
  sort: 0,
  translations: [],
  sub: [],
  groups: [],
  ...fields,
});

/** The optician without brands and sections and with one primary entry holding `sub`. */
const withMenu = (...sub: MenuLink[]): SiteData => {
  const entry: PrimaryMenuEntry = {...link({display_name: 'Mehr', sub}), position: 'primary'};
  return {...optician, brands: [], sections: [], menus: {primary: [entry], social: []}};
};

describe('categoryHasContent', () => {
  it('gives each fixture retailer only the category pages its menus and brands fill', () => {
    expect(pagesOf(jeweller)).toEqual([
      'watches',
      'jewelry',
      'wedding_rings',
      'beads',
      'engagement_rings',
    ]);
    // The optician: /optik (menu and brands) and /fuer-kinder (menu), no /fahrraeder.
    expect(pagesOf(optician)).toEqual(['optics', 'for_kids']);
  });

  it('counts a menu link nested in sub-links or groups, in any language or as an own-host URL', () => {
    expect(pagesOf(withMenu(link({path: '/fahrraeder'})))).toEqual(['bicycles']);
    expect(pagesOf(withMenu(link({path: '/en/events/'})))).toEqual(['events']);
    expect(pagesOf(withMenu(link({path: '/heimtextilien', anchor: 'stoffe'})))).toEqual([
      'home_fabrics',
    ]);
    const host = new URL(optician.siteConfig.site_url ?? `https://${optician.project.domain}`);
    expect(pagesOf(withMenu(link({external_path: `https://${host.host}/raumduefte?x=1`})))).toEqual(
      ['room_fragrances'],
    );
    const grouped = link({
      path: '/dekoration',
      groups: [{display_name: 'Gruppe', translations: [], sub: [link({path: '/schmuck'})]}],
    });
    expect(pagesOf(withMenu(grouped))).toEqual(['jewelry', 'decoratives']);
  });

  it('does not count links elsewhere, to other hosts or below the page', () => {
    expect(
      pagesOf(
        withMenu(
          link({external_path: 'https://example.com/fahrraeder'}),
          link({path: '/uhren/rolex'}),
          link({path: '/kontakt'}),
          link({type: 'bicycles'}),
        ),
      ),
    ).toEqual([]);
  });

  it('counts brands that live under the page (their pages sit below its path)', () => {
    const [lindberg] = optician.brands;
    if (!lindberg) throw new Error('the optician has brands');
    const site: SiteData = {
      ...withMenu(),
      brands: [{...lindberg, category_page: null, type: 'watches'}],
    };
    expect(pagesOf(site)).toEqual(['watches']);
  });

  it('counts published page sections, not drafts or sections of other pages', () => {
    const [section] = optician.sections;
    if (!section) throw new Error('the optician has sections');
    const site = (...sections: SiteData['sections']): SiteData => ({...withMenu(), sections});
    expect(pagesOf(site({...section, page: 'bicycles'}))).toEqual(['bicycles']);
    expect(pagesOf(site({...section, page: 'bicycles', status: 'draft'}))).toEqual([]);
    expect(pagesOf(site({...section, page: 'home'}))).toEqual([]);
  });
});

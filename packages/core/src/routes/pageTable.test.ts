import {describe, expect, it} from 'vitest';
import {LANGUAGES} from '../language/lang.ts';
import {
  CATEGORY_PAGE_IDS,
  PAGE_IDS,
  PAGE_PATHS,
  PRIVACY_ANCHORS,
  isPageId,
  pagesOfKind,
} from './pageTable.ts';
import {localizedPath} from './paths.ts';

// Written out literally from spec §2 "Pages and paths": blank cells resolve to the de path.
const SPEC_TABLE: Record<string, [de: string, en: string, fr: string]> = {
  home: ['/', '/en/', '/fr/'],
  contact: ['/kontakt', '/en/contact', '/fr/contact'],
  thanks: ['/danke', '/en/thanks', '/fr/merci'],
  imprint: ['/impressum', '/en/imprint', '/fr/mentions-legales'],
  privacy: ['/datenschutz', '/en/privacy', '/datenschutz'],
  watches: ['/uhren', '/en/watches', '/uhren'],
  jewelry: ['/schmuck', '/en/jewelry', '/schmuck'],
  accessories: ['/accessories', '/en/accessories', '/accessories'],
  wedding_rings: ['/trauringe', '/en/wedding-rings', '/trauringe'],
  beads: ['/perlen', '/en/beads', '/perlen'],
  engagement_rings: ['/verlobungsringe', '/en/engagement-rings', '/verlobungsringe'],
  optics: ['/optik', '/en/optics', '/optik'],
  for_kids: ['/fuer-kinder', '/en/for-kids', '/fuer-kinder'],
  events: ['/events', '/en/events', '/events'],
  home_fabrics: ['/heimtextilien', '/en/home-fabrics', '/heimtextilien'],
  decoratives: ['/dekoration', '/en/decoratives', '/dekoration'],
  floral_workshop: ['/florale-werkstatt', '/en/floral_workshop', '/florale-werkstatt'],
  room_fragrances: ['/raumduefte', '/en/room-fragrances', '/raumduefte'],
  bicycles: ['/fahrraeder', '/en/bicycles', '/fahrraeder'],
  window: ['/digitales-schaufenster', '/en/store-window', '/digitales-schaufenster'],
};

// spec §2 "Other paths" (same path in every language) and the paths decided in decision 003.
const OTHER_PATHS: Record<string, [de: string, en: string, fr: string]> = {
  agb: ['/agb', '/agb', '/agb'],
  withdrawal: ['/widerruf', '/widerruf', '/widerruf'],
  shipping_payment: ['/versand-und-zahlung', '/versand-und-zahlung', '/versand-und-zahlung'],
  accessibility: ['/barrierefreiheit', '/barrierefreiheit', '/barrierefreiheit'],
  appointment: ['/terminvereinbarung', '/terminvereinbarung', '/terminvereinbarung'],
  brands: ['/marken', '/en/brands', '/fr/marques'],
  info: ['/info', '/en/info', '/fr/info'],
  service: ['/service', '/en/service', '/fr/service'],
  social_media_privacy: [
    '/datenschutz-social-media',
    '/en/social-media-privacy',
    '/datenschutz-social-media',
  ],
  item_list: ['/shop', '/en/shop', '/fr/boutique'],
  withdrawalForm: [
    '/vertrag-widerrufen',
    '/en/withdraw-from-contract',
    '/fr/retractation-du-contrat',
  ],
  newsletterConfirm: [
    '/newsletter-bestaetigen',
    '/en/newsletter-confirm',
    '/fr/newsletter-confirmation',
  ],
  newsletterUnsubscribe: [
    '/newsletter-abmelden',
    '/en/newsletter-unsubscribe',
    '/fr/newsletter-desinscription',
  ],
};

const ALL = {...SPEC_TABLE, ...OTHER_PATHS};

describe('route table (spec §2 Pages and paths)', () => {
  it('has exactly the spec pages plus the other and decided pages', () => {
    expect([...PAGE_IDS].sort()).toEqual(Object.keys(ALL).sort());
  });

  for (const [page, [de, en, fr]] of Object.entries(ALL)) {
    it(`${page}: de ${de}, en ${en}, fr ${fr}`, () => {
      if (!isPageId(page)) throw new Error(`${page} is not a page id`);
      expect(localizedPath(page, 'de')).toBe(de);
      expect(localizedPath(page, 'en')).toBe(en);
      expect(localizedPath(page, 'fr')).toBe(fr);
    });
  }

  it('keeps the underscore in /en/floral_workshop', () => {
    expect(localizedPath('floral_workshop', 'en')).toBe('/en/floral_workshop');
  });

  it('falls back to the German path for blank cells', () => {
    expect(localizedPath('watches', 'fr')).toBe('/uhren');
    expect(PAGE_PATHS.watches.fr).toBeUndefined();
  });

  it('sends French visitors to the German privacy statement', () => {
    expect(localizedPath('privacy', 'fr')).toBe('/datenschutz');
  });

  it('gives every filled-in cell a distinct path', () => {
    const cells = PAGE_IDS.flatMap((page) =>
      LANGUAGES.flatMap((lang) => PAGE_PATHS[page][lang] ?? []),
    );
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('prefixes every en/fr cell with its language', () => {
    for (const page of PAGE_IDS) {
      expect(PAGE_PATHS[page].en ?? '/en/').toMatch(/^\/en\//);
      expect(PAGE_PATHS[page].fr ?? '/fr/').toMatch(/^\/fr\//);
    }
  });

  it('lists category pages without events and window', () => {
    expect(CATEGORY_PAGE_IDS).toContain('watches');
    expect(CATEGORY_PAGE_IDS).not.toContain('events');
    expect(CATEGORY_PAGE_IDS).not.toContain('window');
  });

  it('builds watches … bicycles and events with the category template (spec §2 table order)', () => {
    expect(pagesOfKind('category')).toEqual([
      'watches',
      'jewelry',
      'accessories',
      'wedding_rings',
      'beads',
      'engagement_rings',
      'optics',
      'for_kids',
      'events',
      'home_fabrics',
      'decoratives',
      'floral_workshop',
      'room_fragrances',
      'bicycles',
    ]);
    expect(CATEGORY_PAGE_IDS).toEqual(pagesOfKind('category').filter((id) => id !== 'events'));
  });

  it('builds the shop legal pages with the legal-page template (spec §2 Other paths)', () => {
    expect(pagesOfKind('legalPage')).toEqual(['agb', 'withdrawal', 'shipping_payment']);
    expect(pagesOfKind('window')).toEqual(['window']);
  });

  it('pins the privacy anchors used by consent entries', () => {
    expect(PRIVACY_ANCHORS).toEqual({cookies: 'cookies', matomo: 'matomo-ehemals-piwik'});
  });

  it('recognises page ids only', () => {
    expect(isPageId('watches')).toBe(true);
    expect(isPageId('uhren')).toBe(false);
    expect(isPageId('toString')).toBe(false);
    expect(isPageId(3)).toBe(false);
  });
});

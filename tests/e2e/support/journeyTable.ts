// The six visitor journeys of the device matrix as a table, so the default run (German,
// devices.journeys.e2e.ts) and the long tail (English and French) run the same list.
import type {Page} from 'playwright-core';
import type {Lang} from '@schaufenster/core';
import type {DeviceProfile} from './devices.ts';
import {bannerJourney, contactJourney, languageJourney, menuJourney} from './journeys.ts';
import {itemListJourney, purchaseJourney} from './shopJourneys.ts';
import type {E2eSite} from './sites.ts';

/** One journey: its test title, whether the visit starts with consents stored, and its steps. */
export interface Journey {
  /** Test title. */
  title: string;
  /** Store a cookie choice first (every journey but the banner's). */
  consented: boolean;
  /** Drives the page of a fresh context of `device` through the journey in `lang`. */
  run: (page: Page, device: DeviceProfile, lang: Lang, site: E2eSite) => Promise<void>;
}

/** The journeys in the order. */
export const JOURNEYS: readonly Journey[] = [
  {
    title: 'menu in the drawer → a group → a link (announced, no document load)',
    consented: true,
    run: menuJourney,
  },
  {
    title: 'language switch on the contact page through all three',
    consented: true,
    run: languageJourney,
  },
  {title: 'item list: filter, reset, page through', consented: true, run: itemListJourney},
  {
    title:
      'variant into the cart → count, remove, add again → checkout → prepayment order → empty cart',
    consented: true,
    run: purchaseJourney,
  },
  {
    title: 'cookie banner: allow selected → reload → "Cookie Einstellungen"',
    consented: false,
    run: bannerJourney,
  },
  {title: 'contact form → thanks page', consented: true, run: contactJourney},
];

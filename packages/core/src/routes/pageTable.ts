import type {Lang} from '../language/lang.ts';

/**
 * Every page with a fixed path. The first block is the spec's table (§2 Pages and paths), then
 * the spec's "other paths", then the pages whose paths the spec leaves open
 * (docs/decisions/003-routes.md).
 */
export const PAGE_IDS = [
  // spec §2 Pages and paths (the table)
  'home',
  'contact',
  'thanks',
  'imprint',
  'privacy',
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
  'window',
  // spec §2 "Other paths"
  'agb',
  'withdrawal',
  'shipping_payment',
  'accessibility',
  'appointment',
  // paths the spec leaves open (decision 003)
  'brands',
  'info',
  'service',
  'social_media_privacy',
  'item_list',
] as const;

/** Identifier of a page with a fixed path. */
export type PageId = (typeof PAGE_IDS)[number];

/**
 * Product-category pages: brand pages live below them (`/uhren/rolex`, spec §2 Other paths).
 * Events and the digital store window are pages, not product categories.
 */
export const CATEGORY_PAGE_IDS = [
  'watches',
  'jewelry',
  'accessories',
  'wedding_rings',
  'beads',
  'engagement_rings',
  'optics',
  'for_kids',
  'home_fabrics',
  'decoratives',
  'floral_workshop',
  'room_fragrances',
  'bicycles',
] as const satisfies readonly PageId[];

/** A page that can hold brand pages. */
export type CategoryPageId = (typeof CATEGORY_PAGE_IDS)[number];

/** One row of the route table: the default-language path, and en/fr where the row has a cell. */
export type PagePaths = {readonly de: string} & Partial<
  Readonly<Record<Exclude<Lang, 'de'>, string>>
>;

/**
 * The route table as data. A missing en/fr cell falls back to the German path (spec §2: blank
 * cells). Paths are copied from the spec verbatim, including `/en/floral_workshop`.
 */
export const PAGE_PATHS: Readonly<Record<PageId, PagePaths>> = {
  // Home is the language root; the spec's blank en/fr cells are read as /en/ and /fr/ (decision 003).
  home: {de: '/', en: '/en/', fr: '/fr/'},
  contact: {de: '/kontakt', en: '/en/contact', fr: '/fr/contact'},
  thanks: {de: '/danke', en: '/en/thanks', fr: '/fr/merci'},
  imprint: {de: '/impressum', en: '/en/imprint', fr: '/fr/mentions-legales'},
  // fr "not shown": French visitors get the German privacy statement (decision 003).
  privacy: {de: '/datenschutz', en: '/en/privacy'},
  watches: {de: '/uhren', en: '/en/watches'},
  jewelry: {de: '/schmuck', en: '/en/jewelry'},
  accessories: {de: '/accessories', en: '/en/accessories'},
  wedding_rings: {de: '/trauringe', en: '/en/wedding-rings'},
  beads: {de: '/perlen', en: '/en/beads'},
  engagement_rings: {de: '/verlobungsringe', en: '/en/engagement-rings'},
  optics: {de: '/optik', en: '/en/optics'},
  for_kids: {de: '/fuer-kinder', en: '/en/for-kids'},
  events: {de: '/events', en: '/en/events'},
  home_fabrics: {de: '/heimtextilien', en: '/en/home-fabrics'},
  decoratives: {de: '/dekoration', en: '/en/decoratives'},
  floral_workshop: {de: '/florale-werkstatt', en: '/en/floral_workshop'},
  room_fragrances: {de: '/raumduefte', en: '/en/room-fragrances'},
  bicycles: {de: '/fahrraeder', en: '/en/bicycles'},
  window: {de: '/digitales-schaufenster', en: '/en/store-window'},
  // German legal texts and the booking page: one path for every language (decision 003).
  agb: {de: '/agb'},
  withdrawal: {de: '/widerruf'},
  shipping_payment: {de: '/versand-und-zahlung'},
  accessibility: {de: '/barrierefreiheit'},
  appointment: {de: '/terminvereinbarung'},
  brands: {de: '/marken', en: '/en/brands', fr: '/fr/marques'},
  info: {de: '/info', en: '/en/info', fr: '/fr/info'},
  service: {de: '/service', en: '/en/service', fr: '/fr/service'},
  // An annex of the privacy statement, so it follows privacy: no French path.
  social_media_privacy: {de: '/datenschutz-social-media', en: '/en/social-media-privacy'},
  // Default store root when the shop context names none (decision 003).
  item_list: {de: '/shop', en: '/en/shop', fr: '/fr/boutique'},
};

/**
 * Anchors on the privacy page used by consent entries (spec §2 Other paths).
 */
export const PRIVACY_ANCHORS = {cookies: 'cookies', matomo: 'matomo-ehemals-piwik'} as const;

/** Narrows any value to a page id of the route table. */
export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && Object.hasOwn(PAGE_PATHS, value);
}

import type {Lang} from '../language/lang.ts';
import type {MessageKey} from '../messages/catalogueTypes.ts';

/** One row of the route table: the default-language path, and en/fr where the row has a cell. */
export type PagePaths = {readonly de: string} & Partial<
  Readonly<Record<Exclude<Lang, 'de'>, string>>
>;

/**
 * What a row is built with: one template per kind (docs/decisions/011-site-build.md "Pages").
 * `category` rows share the category template; `legalPage` rows are the shop's legal texts.
 */
export type TablePageKind =
  | 'home'
  | 'contact'
  | 'thanks'
  | 'imprint'
  | 'privacy'
  | 'category'
  | 'window'
  | 'legalPage'
  | 'accessibility'
  | 'appointment'
  | 'brands'
  | 'info'
  | 'service'
  | 'socialMediaPrivacy'
  | 'itemList'
  | 'withdrawalForm'
  | 'newsletterConfirm'
  | 'newsletterUnsubscribe';

/** One page of the route table. */
interface PageRow {
  /** Which template builds it. */
  readonly kind: TablePageKind;
  /** Its path per language; a missing en/fr cell falls back to the German path (spec §2). */
  readonly paths: PagePaths;
  /** Its heading's message key, where the heading is a fixed text. */
  readonly title?: MessageKey;
  /** A product category: brand pages live below it (`/uhren/rolex`, spec §2 Other paths). */
  readonly holdsBrands?: true;
}

/**
 * Every page with a fixed path: the one table page ids, kinds, paths and headings come from.
 * The first block is the spec's table (§2 Pages and paths), then the spec's "other paths", then
 * the pages whose paths the spec leaves open (docs/decisions/003-routes.md). Paths are copied
 * from the spec verbatim, including `/en/floral_workshop`. Events and the digital store window
 * are pages, not product categories: they hold no brands.
 */
export const PAGES = {
  // spec §2 Pages and paths (the table).
  // Home is the language root; the spec's blank en/fr cells are read as /en/ and /fr/ (decision 003).
  home: {kind: 'home', paths: {de: '/', en: '/en/', fr: '/fr/'}},
  contact: {kind: 'contact', paths: {de: '/kontakt', en: '/en/contact', fr: '/fr/contact'}},
  thanks: {kind: 'thanks', paths: {de: '/danke', en: '/en/thanks', fr: '/fr/merci'}},
  imprint: {
    kind: 'imprint',
    title: 'pageTitleImprint',
    paths: {de: '/impressum', en: '/en/imprint', fr: '/fr/mentions-legales'},
  },
  // fr "not shown": French visitors get the German privacy statement (decision 003).
  privacy: {
    kind: 'privacy',
    title: 'pageTitlePrivacy',
    paths: {de: '/datenschutz', en: '/en/privacy'},
  },
  watches: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleWatches',
    paths: {de: '/uhren', en: '/en/watches'},
  },
  jewelry: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleJewelry',
    paths: {de: '/schmuck', en: '/en/jewelry'},
  },
  accessories: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleAccessories',
    paths: {de: '/accessories', en: '/en/accessories'},
  },
  wedding_rings: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleWeddingRings',
    paths: {de: '/trauringe', en: '/en/wedding-rings'},
  },
  beads: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleBeads',
    paths: {de: '/perlen', en: '/en/beads'},
  },
  engagement_rings: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleEngagementRings',
    paths: {de: '/verlobungsringe', en: '/en/engagement-rings'},
  },
  optics: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleOptics',
    paths: {de: '/optik', en: '/en/optics'},
  },
  for_kids: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleForKids',
    paths: {de: '/fuer-kinder', en: '/en/for-kids'},
  },
  events: {kind: 'category', title: 'pageTitleEvents', paths: {de: '/events', en: '/en/events'}},
  home_fabrics: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleHomeFabrics',
    paths: {de: '/heimtextilien', en: '/en/home-fabrics'},
  },
  decoratives: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleDecoratives',
    paths: {de: '/dekoration', en: '/en/decoratives'},
  },
  floral_workshop: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleFloralWorkshop',
    paths: {de: '/florale-werkstatt', en: '/en/floral_workshop'},
  },
  room_fragrances: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleRoomFragrances',
    paths: {de: '/raumduefte', en: '/en/room-fragrances'},
  },
  bicycles: {
    kind: 'category',
    holdsBrands: true,
    title: 'pageTitleBicycles',
    paths: {de: '/fahrraeder', en: '/en/bicycles'},
  },
  window: {
    kind: 'window',
    title: 'pageTitleWindow',
    paths: {de: '/digitales-schaufenster', en: '/en/store-window'},
  },
  // spec §2 "Other paths". German legal texts and the booking page: one path for every language
  // (decision 003).
  agb: {kind: 'legalPage', title: 'pageTitleAgb', paths: {de: '/agb'}},
  withdrawal: {kind: 'legalPage', title: 'pageTitleWithdrawal', paths: {de: '/widerruf'}},
  shipping_payment: {
    kind: 'legalPage',
    title: 'pageTitleShippingPayment',
    paths: {de: '/versand-und-zahlung'},
  },
  accessibility: {
    kind: 'accessibility',
    title: 'pageTitleAccessibility',
    paths: {de: '/barrierefreiheit'},
  },
  appointment: {
    kind: 'appointment',
    title: 'pageTitleAppointment',
    paths: {de: '/terminvereinbarung'},
  },
  // Paths the spec leaves open (decision 003).
  brands: {
    kind: 'brands',
    title: 'pageTitleBrands',
    paths: {de: '/marken', en: '/en/brands', fr: '/fr/marques'},
  },
  info: {
    kind: 'info',
    title: 'pageTitleInfo',
    paths: {de: '/info', en: '/en/info', fr: '/fr/info'},
  },
  service: {
    kind: 'service',
    title: 'pageTitleService',
    paths: {de: '/service', en: '/en/service', fr: '/fr/service'},
  },
  // An annex of the privacy statement, so it follows privacy: no French path.
  social_media_privacy: {
    kind: 'socialMediaPrivacy',
    title: 'pageTitleSocialMediaPrivacy',
    paths: {de: '/datenschutz-social-media', en: '/en/social-media-privacy'},
  },
  // Default store root when the shop context names none (decision 003).
  item_list: {kind: 'itemList', paths: {de: '/shop', en: '/en/shop', fr: '/fr/boutique'}},
  // The electronic withdrawal function (§356a BGB) and the newsletter's double opt-in: pages
  // the e-mails link to, none under the order service's /ecom/, /forms/ or /newsletter/.
  withdrawalForm: {
    kind: 'withdrawalForm',
    title: 'pageTitleWithdrawalForm',
    paths: {
      de: '/vertrag-widerrufen',
      en: '/en/withdraw-from-contract',
      fr: '/fr/retractation-du-contrat',
    },
  },
  newsletterConfirm: {
    kind: 'newsletterConfirm',
    title: 'pageTitleNewsletterConfirm',
    paths: {
      de: '/newsletter-bestaetigen',
      en: '/en/newsletter-confirm',
      fr: '/fr/newsletter-confirmation',
    },
  },
  newsletterUnsubscribe: {
    kind: 'newsletterUnsubscribe',
    title: 'pageTitleNewsletterUnsubscribe',
    paths: {
      de: '/newsletter-abmelden',
      en: '/en/newsletter-unsubscribe',
      fr: '/fr/newsletter-desinscription',
    },
  },
} as const satisfies Readonly<Record<string, PageRow>>;

/** Identifier of a page with a fixed path. */
export type PageId = keyof typeof PAGES;

/** Every page id, in table order. */
export const PAGE_IDS = Object.keys(PAGES) as readonly PageId[];

/** The page ids of one kind. */
export type PageIdOfKind<K extends TablePageKind> = {
  [P in PageId]: (typeof PAGES)[P]['kind'] extends K ? P : never;
}[PageId];

/** The pages built with one template, in table order. */
export function pagesOfKind<K extends TablePageKind>(kind: K): readonly PageIdOfKind<K>[] {
  return PAGE_IDS.filter((page): page is PageIdOfKind<K> => PAGES[page].kind === kind);
}

/** A page that can hold brand pages. */
export type CategoryPageId = {
  [P in PageId]: (typeof PAGES)[P] extends {holdsBrands: true} ? P : never;
}[PageId];

/** Product-category pages, in table order: brand pages live below them. */
export const CATEGORY_PAGE_IDS = PAGE_IDS.filter(
  (page): page is CategoryPageId => 'holdsBrands' in PAGES[page],
);

/** The route table's paths by page id (spec §2; blank cells fall back to the German path). */
export const PAGE_PATHS: Readonly<Record<PageId, PagePaths>> = Object.fromEntries(
  PAGE_IDS.map((page) => [page, PAGES[page].paths]),
) as Record<PageId, PagePaths>;

/**
 * Anchors on the privacy page used by consent entries (spec §2 Other paths).
 */
export const PRIVACY_ANCHORS = {cookies: 'cookies', matomo: 'matomo-ehemals-piwik'} as const;

/** Narrows any value to a page id of the route table. */
export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && Object.hasOwn(PAGE_PATHS, value);
}

// The collections of a new retailer (decision 041), shaped like the fixture retailers' files
// (fixtures/retailers/<name>/<collection>.json): only the site's languages carry translation rows,
// German first, so the content loads without a warning or a fallback.
import type {CollectionName} from '@schaufenster/core';
import type {RetailerAnswers} from './answers.ts';
import type {LogoFile} from './logo.ts';
import {fileId, rows, type ImageRef} from './records.ts';
import {shopCollections} from './shop.ts';
import {TEXTS, placeholder, type Texts} from './texts.ts';

/** What the generator writes: every collection's JSON and the files of `images/`. */
export interface GeneratedRetailer {
  collections: Record<CollectionName, unknown>;
  /** File name in `images/` → bytes. */
  images: Map<string, Buffer>;
}

/** Path and page id of the category page each kind of business gets (spec §2 Pages and paths). */
const CATEGORY_PAGES = {
  jeweller: {path: '/schmuck', page: 'jewelry'},
  watchmaker: {path: '/uhren', page: 'watches'},
  optician: {path: '/optik', page: 'optics'},
} as const;

/** Where the shop lives when it is on (the cart is {store_root_path}/warenkorb). */
const STORE_ROOT_PATH = '/shop';

/** Builds every collection of the retailer; `logo` is copied to `images/`. */
export function generateRetailer(answers: RetailerAnswers, logo: LogoFile): GeneratedRetailer {
  const {name, displayName, domain, languages} = answers;
  const images = new Map<string, Buffer>([[logo.fileName, logo.bytes]]);
  const logoRef: ImageRef = {
    id: fileId(name, logo.fileName),
    filename_download: logo.fileName,
    title: displayName,
    width: logo.width,
    height: logo.height,
  };
  const shop = answers.shop
    ? shopCollections(answers, images)
    : {ecommerce_settings: [], ecommerce_product: []};
  return {
    images,
    collections: {
      site_config: siteConfig(answers, logoRef),
      project: {
        id: 1,
        name,
        domain,
        logo: logoRef,
        languages,
        show_accessibility: false,
        store_root_path: answers.shop ? STORE_ROOT_PATH : null,
        features: {calendar_booking: false, newsletter: false},
      },
      company: company(answers, logoRef),
      legal: {
        id: 1,
        rolex_area: false,
        translations: rows(languages, (_, {legal}) => ({
          insurance: legal.insurance,
          image_sources: legal.imageSources,
          additional_top_info: null,
          additional_bottom_info: legal.bottomInfo,
          rolex: null,
          privacy: legal.privacy,
          accessibility: null,
        })),
        data_protection_commissioner: [],
      },
      branch: [branch(answers)],
      opening_hours: [],
      menu_entry: menuEntries(answers),
      widget: [],
      consent: [
        {
          id: 1,
          function_id: 'google_maps',
          display_name: TEXTS.de.maps.name,
          description: TEXTS.de.maps.description,
          link: 'https://policies.google.com/privacy',
          anchor: null,
          default_on: false,
          translations: rows(languages, (_, {maps}) => ({
            display_name: maps.name,
            description: maps.description,
          })),
        },
      ],
      brand: [],
      page_section: pageSections(answers),
      ecommerce_settings: shop.ecommerce_settings,
      ecommerce_product: shop.ecommerce_product,
      ecommerce_product_rating: [],
      ecommerce_attribute: [],
    },
  };
}

function siteConfig(answers: RetailerAnswers, logo: ImageRef) {
  const {displayName, languages, type} = answers;
  return {
    id: 1,
    logo,
    seo_title: displayName,
    site_url: `https://${answers.domain}`,
    translations: rows(languages, (_, texts) => ({
      seo_title: displayName,
      seo_description: texts.seoDescription(displayName, texts.trade[type]),
      seo_keywords: null,
    })),
    brand_config: {rolex_clock: false, rolex_api_key: null},
    theme: {
      brand_color: answers.brandColor,
      base_color: answers.baseColor,
      // Jewellers and watchmakers start with the display serif for headings (decision 049).
      heading_font: type === 'jeweller' || type === 'watchmaker' ? 'serif' : 'sans',
      config: {hue_preset: null, use_system_color_mode: false},
    },
  };
}

// Company data has no translations (spec §3 Company): its placeholders are German, the default.
function company(answers: RetailerAnswers, logo: ImageRef) {
  const ask = (hint: string) => placeholder('de', hint);
  return {
    id: 1,
    company_name: answers.displayName,
    display_name: answers.displayName,
    legal_form: 'single',
    legal_authority: `<p>${ask('zuständige Kammer bzw. Aufsichtsbehörde, Berufsbezeichnung')}</p>`,
    logo,
    addresses: [
      {
        street: ask('Straße'),
        number: '1',
        zip_code: '00000',
        city: ask('Ort'),
        address_type: 'hq',
      },
    ],
    emails: [{email: `info@${answers.domain}`, primary: true}],
    numbers: [{number: PHONE, type: 'phone', primary: true}],
    executives: [{name: ask('Inhaberin oder Inhaber')}],
    registers: [
      {
        register_type: 'Handelsregister',
        number: ask('HRA-Nummer'),
        registrar: ask('Registergericht'),
      },
    ],
    ust_id: ask('USt-IdNr.'),
    vat_number: null,
  };
}

/**
 * A phone number that parses (the build formats it; spec §5 Phone numbers) from the range German
 * broadcasters use on screen, so nobody is called by mistake: the owner replaces it.
 */
const PHONE = '+49 30 23125000';

function branch(answers: RetailerAnswers) {
  const period = (id: number, day: number, open: string | null, close: string | null) => ({
    id,
    day,
    time_open: open,
    time_close: close,
    sort: id,
    free_text: null,
    translations: [],
  });
  return {
    id: 1,
    display_name: answers.displayName,
    street: placeholder('de', 'Straße und Hausnummer'),
    zip: '00000',
    city: placeholder('de', 'Ort'),
    phone: PHONE,
    email: `info@${answers.domain}`,
    sort: 1,
    // Day codes (spec §3): 4 Mo - Fr, 10 Samstag, 11 Sonntag (no times: closed).
    opening_periods: [
      period(1, 4, '09:00:00', '18:00:00'),
      period(2, 10, '10:00:00', '14:00:00'),
      period(3, 11, null, null),
    ],
  };
}

function menuEntries(answers: RetailerAnswers) {
  const {languages, type} = answers;
  const entry = (id: number, path: string, label: (texts: Texts) => string, page?: string) => ({
    id,
    position: 'primary',
    display_name: label(TEXTS.de),
    path,
    ...(page === undefined ? {} : {type: page}),
    sort: id,
    translations: rows(languages, (_, texts) => ({display_name: label(texts)})),
    sub: [],
    groups: [],
  });
  const entries = [];
  if (type !== 'other') {
    const category = CATEGORY_PAGES[type];
    entries.push(entry(1, category.path, (texts) => texts.category[type], category.page));
  }
  if (answers.shop) entries.push(entry(2, STORE_ROOT_PATH, (texts) => texts.shop));
  entries.push(entry(3, '/kontakt', (texts) => texts.contact, 'contact'));
  return entries;
}

// The category page's intro: a placeholder the owner replaces with the shop's range.
function pageSections(answers: RetailerAnswers) {
  if (answers.type === 'other') return [];
  return [
    {
      id: 1,
      status: 'published',
      sort: 1,
      page: CATEGORY_PAGES[answers.type].page,
      brand: null,
      kind: 'rich_text',
      image: null,
      image_position: 'start',
      link: null,
      brand_category: null,
      product_category: null,
      product_manufacturer: null,
      product_tag: null,
      product_limit: 4,
      branch: null,
      video: null,
      map_address: null,
      translations: rows(answers.languages, (_, texts) => ({
        heading: null,
        text: texts.categoryIntro,
        caption: null,
        alt: null,
        link_label: null,
      })),
    },
  ];
}

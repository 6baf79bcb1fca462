// Shop settings and sample products of a retailer with the shop on (decision 041): prepayment with
// bank details to fill in, pick-up in store and insured shipping in Germany, the three shop legal
// pages as placeholders, three products matching the kind of business.
import type {RetailerAnswers} from './answers.ts';
import {fileId, rows, type ImageRef} from './records.ts';
import {drawPicture, PICTURE_SIZE} from './pictures.ts';
import {sampleCategory, sampleDescription, sampleProducts} from './products.ts';
import {TEXTS, placeholder} from './texts.ts';

/** The shop's collections; product pictures are added to `images`. */
export function shopCollections(answers: RetailerAnswers, images: Map<string, Buffer>) {
  return {
    ecommerce_settings: [settings(answers)],
    ecommerce_product: products(answers, images),
  };
}

const PREPAYMENT = 1;
const PICKUP = 1;
const SHIPPING = 2;
const GERMANY = 1;

function settings(answers: RetailerAnswers) {
  const {languages} = answers;
  const de = TEXTS.de.shopTexts;
  const name = (pick: (texts: typeof de) => string) =>
    rows(languages, (_, texts) => ({display_name: pick(texts.shopTexts)}));
  const prepayment = [{id: PREPAYMENT, method: 'prepayment', config: {}}];
  const legalPage = (type: string, pick: (texts: typeof de) => string) => ({
    type,
    content: pick(de),
    translations: rows(languages, (_, texts) => ({content: pick(texts.shopTexts)})),
  });
  return {
    id: 1,
    project: {domain: answers.domain},
    call_to_action_text: de.callToAction,
    global_footer: de.globalFooter,
    category_filter: true,
    manufacturer_filter: false,
    subcategory_filter: false,
    attribute_filter: [],
    default_sort: 'sort',
    enable_cart: true,
    filters: true,
    maintenance_mode: false,
    payment_methods: [
      {
        id: PREPAYMENT,
        display_name: de.prepayment,
        method: 'prepayment',
        translations: name((texts) => texts.prepayment),
      },
    ],
    present_wrapping: false,
    shipping_methods: [
      {id: PICKUP, display_name: de.pickup, free: true, translations: name((t) => t.pickup)},
      {id: SHIPPING, display_name: de.shipping, free: false, translations: name((t) => t.shipping)},
    ],
    show_stock: true,
    allow_ratings: false,
    purchase_to_order: false,
    shipping_cost: 4.9,
    shipping_countries: [
      {
        id: GERMANY,
        display_name: de.germany,
        country_code: 'DE',
        translations: name((texts) => texts.germany),
      },
    ],
    legal_pages: [
      legalPage('agb', (texts) => texts.agb),
      legalPage('widerruf', (texts) => texts.widerruf),
      legalPage('versand_und_zahlung', (texts) => texts.versand),
    ],
    // The IBAN must look like one (core BankDetailsSchema); the bank's name says to replace both.
    bank_details: {
      account_holder: answers.displayName,
      bank_name: de.bankName,
      iban: 'DE00 0000 0000 0000 0000 00',
      bic: placeholder('de', 'BIC'),
    },
    paypal_client_id: null,
    default_tax_percent: 19,
    shipping_methods_config: [
      {
        id: PICKUP,
        name: de.pickup,
        shipping_provider: 'pickup',
        price_brutto: 0,
        additional_days: 0,
        countries: ['DE'],
        payment_methods: prepayment,
        translations: rows(languages, (_, texts) => ({name: texts.shopTexts.pickup})),
      },
      {
        id: SHIPPING,
        name: de.shipping,
        shipping_provider: 'DHL',
        price_brutto: 4.9,
        additional_days: 0,
        countries: ['DE'],
        payment_methods: prepayment,
        translations: rows(languages, (_, texts) => ({name: texts.shopTexts.shipping})),
      },
    ],
    translations: rows(languages, (_, {shopTexts}) => ({
      call_to_action_text: shopTexts.callToAction,
      global_footer: shopTexts.globalFooter,
    })),
  };
}

function products(answers: RetailerAnswers, images: Map<string, Buffer>) {
  const {languages, name: retailer} = answers;
  const category = sampleCategory(answers.type);
  return sampleProducts(answers.type).map((product, index) => {
    const id = index + 1;
    const file = `${product.slug}.svg`;
    images.set(file, drawPicture(product.picture, product.names.de, answers.brandColor));
    const image: ImageRef = {
      id: fileId(retailer, file),
      filename_download: file,
      title: product.names.de,
      width: PICTURE_SIZE,
      height: PICTURE_SIZE,
    };
    return {
      id,
      status: 'published',
      display_name: product.names.de,
      slug: product.slug,
      images: [image],
      manufacturer: null,
      category: {
        id: 1,
        display_name: category.names.de,
        slug: category.slug,
        translations: rows(languages, (lang) => ({display_name: category.names[lang]})),
      },
      subcategories: [],
      tags: [],
      project: {domain: answers.domain},
      price_brutto: product.price,
      stock: 5,
      reference_number: `${retailer.slice(0, 3).toUpperCase()}-${100 + id}`,
      description: sampleDescription('de'),
      attributes: [],
      reorder_possible: true,
      shipping_time: 2,
      variant_display_name: null,
      variants: [],
      personalization: [],
      size_guide: null,
      ratings: [],
      sort: id,
      date_created: '2026-01-01T00:00:00.000Z',
      translations: rows(languages, (lang) => ({
        display_name: product.names[lang],
        description: sampleDescription(lang),
      })),
    };
  });
}

// Shop settings, shipping config and paging (spec §3 Shop settings field list, Shipping config).
import * as v from 'valibot';
import {
  CountryCodeSchema,
  IdSchema,
  PriceSchema,
  flag,
  list,
  maybe,
  translations,
} from './common.ts';

/** Payment id that marks PayPal (spec §4: client id is used when exactly one method has it). */
export const PAYPAL_PAYMENT_ID = 4;

/** Kinds of payment flows the checkout knows. */
const PAYMENT_KINDS = ['paypal', 'klarna', 'prepayment', 'invoice', 'cash_on_pickup'] as const;

const nameTranslations = translations({display_name: maybe(v.string())});

/** A payment method offered by the shop; id 4 is PayPal. */
const PaymentMethodSchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  /** Which checkout flow the method uses; null for plain methods. */
  method: maybe(v.picklist(PAYMENT_KINDS)),
  translations: nameTranslations,
});
/** A payment method. */
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** A shipping method; free ones cost nothing. */
const ShippingMethodSchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  free: flag(),
  translations: nameTranslations,
});

/** A country the shop ships to. */
const ShippingCountrySchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  country_code: CountryCodeSchema,
  translations: nameTranslations,
});
/** A country the shop ships to. */
export type ShippingCountry = v.InferOutput<typeof ShippingCountrySchema>;

/** Shop legal page types, shown in the shop menu as AGB, Widerruf, Versand und Zahlung (spec §2). */
export const LEGAL_PAGE_TYPES = ['agb', 'widerruf', 'versand_und_zahlung'] as const;
/** A shop legal page type. */
export type LegalPageType = (typeof LEGAL_PAGE_TYPES)[number];

/** A shop legal page; content is HTML. */
const LegalPageSchema = v.object({
  type: v.picklist(LEGAL_PAGE_TYPES),
  content: v.string(),
  translations: translations({content: maybe(v.string())}),
});
/** A shop legal page. */
export type LegalPage = v.InferOutput<typeof LegalPageSchema>;

/** Bank account shown for prepayment. */
const BankDetailsSchema = v.object({
  account_holder: v.string(),
  bank_name: v.string(),
  iban: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,32}$/, 'expected IBAN')),
  bic: maybe(v.string()),
});

/** A payment method allowed for a shipping option, with provider config. */
const ShippingPaymentSchema = v.object({
  id: IdSchema,
  method: v.string(),
  config: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])), {}),
});

/** One shipping option (spec §3 Shipping config). */
export const ShippingConfigSchema = v.object({
  id: v.optional(IdSchema),
  name: v.string(),
  shipping_provider: v.string(),
  price_brutto: PriceSchema,
  payment_methods: list(ShippingPaymentSchema),
  additional_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** ISO country codes this option ships to. */
  countries: v.pipe(v.array(CountryCodeSchema), v.minLength(1)),
  translations: translations({name: maybe(v.string())}),
});
/** One shipping option. */
export type ShippingConfig = v.InferOutput<typeof ShippingConfigSchema>;

/** Shop settings (collection `ecommerce_settings`, one record per project domain). */
export const ShopSettingsSchema = v.object({
  id: IdSchema,
  project: v.object({domain: v.string()}),
  call_to_action_text: maybe(v.string()),
  global_footer: maybe(v.string()),
  category_filter: flag(),
  manufacturer_filter: flag(),
  subcategory_filter: flag(),
  /** Attribute group ids offered as filters (ecommerce_attribute is read by group ids, spec §7). */
  attribute_filter: list(IdSchema),
  default_sort: v.optional(v.string(), 'sort'),
  enable_cart: flag(),
  /** Whether the item list shows filters at all. */
  filters: flag(),
  maintenance_mode: flag(),
  payment_methods: list(PaymentMethodSchema),
  /** Whether gift wrapping can be chosen at checkout. */
  present_wrapping: flag(),
  shipping_methods: list(ShippingMethodSchema),
  show_stock: flag(),
  allow_ratings: flag(),
  purchase_to_order: flag(),
  shipping_cost: v.optional(PriceSchema, 0),
  shipping_countries: list(ShippingCountrySchema),
  legal_pages: list(LegalPageSchema),
  bank_details: maybe(BankDetailsSchema),
  paypal_client_id: maybe(v.string()),
  default_tax_percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  shipping_methods_config: list(ShippingConfigSchema),
  translations: translations({
    call_to_action_text: maybe(v.string()),
    global_footer: maybe(v.string()),
  }),
});
/** Shop settings. */
export type ShopSettings = v.InferOutput<typeof ShopSettingsSchema>;

/**
 * Paging metadata of a list response (spec §3 Paging response).
 * @public Exported with its type, as every model schema is; no caller validates with it yet.
 */
export const PagingResponseSchema = v.object({
  result_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  filter_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  limit: v.pipe(v.number(), v.integer()),
  offset: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** One-based, as sent to the API (the UI's page is zero-based, spec §7). */
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  page_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  links: v.optional(v.record(v.string(), v.nullable(v.string())), {}),
});
/** Paging metadata of a list response. */
export type PagingResponse = v.InferOutput<typeof PagingResponseSchema>;

/**
 * Shop context: where the shop lives and the list's current query (spec §3 Shop context).
 * @public Exported with its type, as every model schema is; no caller validates with it yet.
 */
export const ShopContextSchema = v.object({
  storeRootPath: v.string(),
  projectName: v.string(),
  category: v.nullable(IdSchema),
  manufacturer: v.nullable(IdSchema),
  subcategory: v.nullable(IdSchema),
  attributes: v.array(IdSchema),
  tags: v.array(v.string()),
  sort: v.string(),
  /** Directus meta request, e.g. "filter_count". */
  meta: v.string(),
  /** Zero-based page; resets to 0 when category, manufacturer or subcategory changes (spec §4). */
  page: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/** Shop context. */
export type ShopContext = v.InferOutput<typeof ShopContextSchema>;

// The Directus data model of a Schaufenster retailer: the fixture files' collections and fields
// (fixtures/retailers/*/<collection>.json, packages/core content schemas). snapshot.ts turns it
// into cms/schema/snapshot.json. Shapes (decision 020):
// - `translations` is a Directus translations field: junction `<collection>_translations` with
//   `<collection>_id` and `language` (→ languages.code), so `translations.*` reads
//   `{language: 'de', …}` like the fixtures;
// - single images are many-to-one to directus_files; product images a many-to-many "files" field
//   (junction rows `{directus_files_id: file}`);
// - records with an identity of their own are collections (branches' opening periods, taxonomies,
//   attributes, variants, ratings, projects); value lists without one (company addresses, theme,
//   menu sub-links, payment methods, …) are JSON fields holding exactly the fixture value;
// - a field that is a number or a text (opening period `day`, menu `path_prefix`) is JSON too.

/** A stored field type. On SQLite Directus keeps `decimal` as a float column. */
type ScalarType =
  'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'json' | 'time' | 'timestamp';

/** A column of a collection. */
export interface ScalarField {
  kind: 'scalar';
  name: string;
  type: ScalarType;
  /** HTML from the CMS (sanitised at build): edited with the WYSIWYG editor. */
  html?: boolean;
  unique?: boolean;
  /** Fixed values for a dropdown (the schemas' picklists). */
  choices?: readonly string[];
  note?: string;
}

/** A many-to-one: a file (`related: 'directus_files'`) or a record of another collection. */
interface ManyToOneField {
  kind: 'm2o';
  name: string;
  related: string;
  /** Type of the foreign key (the related primary key's type). */
  keyType: 'integer' | 'uuid';
  note?: string;
}

/** A one-to-many list of another collection's records that point here with `foreignKey`. */
interface OneToManyField {
  kind: 'o2m';
  name: string;
  related: string;
  foreignKey: string;
  note?: string;
}

/** A many-to-many through `junction` (`<this>_id` → here, `relatedKey` → `related`). */
export interface ManyToManyField {
  kind: 'm2m';
  name: string;
  junction: string;
  related: string;
  /** Junction field towards `related` (the fixtures' `subcategory_id`, files' `directus_files_id`). */
  relatedKey: string;
  relatedKeyType: 'integer' | 'uuid';
  /** Sortable junction (images keep their order). */
  sorted?: boolean;
  note?: string;
}

/** Any field except the primary key `id` and `translations`. */
export type FieldDef = ScalarField | ManyToOneField | OneToManyField | ManyToManyField;

/** A collection; `translations` lists the translated fields (each gets a junction collection). */
export interface CollectionDef {
  name: string;
  note: string;
  icon: string;
  singleton?: boolean;
  /** Primary key: auto-increment integer (default) or a string code (languages). */
  key?: 'integer' | 'string';
  /** Field the app sorts by (drag and drop). */
  sortField?: string;
  displayTemplate?: string;
  fields: FieldDef[];
  translations?: ScalarField[];
}

const str = (name: string, extra: Partial<ScalarField> = {}): ScalarField => ({
  kind: 'scalar',
  name,
  type: 'string',
  ...extra,
});
const text = (name: string, html = false): ScalarField => ({
  kind: 'scalar',
  name,
  type: 'text',
  html,
});
const int = (name: string): ScalarField => ({kind: 'scalar', name, type: 'integer'});
const dec = (name: string): ScalarField => ({kind: 'scalar', name, type: 'decimal'});
const bool = (name: string): ScalarField => ({kind: 'scalar', name, type: 'boolean'});
const json = (name: string, note?: string): ScalarField => ({
  kind: 'scalar',
  name,
  type: 'json',
  ...(note ? {note} : {}),
});
const time = (name: string): ScalarField => ({kind: 'scalar', name, type: 'time'});
const stamp = (name: string): ScalarField => ({kind: 'scalar', name, type: 'timestamp'});
const file = (name: string): ManyToOneField => ({
  kind: 'm2o',
  name,
  related: 'directus_files',
  keyType: 'uuid',
});
const m2o = (name: string, related: string): ManyToOneField => ({
  kind: 'm2o',
  name,
  related,
  keyType: 'integer',
});
const o2m = (name: string, related: string, foreignKey: string): OneToManyField => ({
  kind: 'o2m',
  name,
  related,
  foreignKey,
});

/** Name field plus translations of a taxonomy (manufacturer, category, subcategory). */
function taxonomy(name: string, note: string): CollectionDef {
  return {
    name,
    note,
    icon: 'label',
    displayTemplate: '{{display_name}}',
    fields: [str('display_name'), str('slug')],
    translations: [str('display_name')],
  };
}

/** Every collection, in creation order (a relation's target before its source). */
export const MODEL: CollectionDef[] = [
  {
    name: 'languages',
    note: 'Languages of translations (code: de, en, fr)',
    icon: 'translate',
    key: 'string',
    displayTemplate: '{{name}}',
    fields: [str('name')],
  },
  {
    name: 'project',
    note: 'One record per site domain; shop settings and products belong to a project',
    icon: 'domain',
    displayTemplate: '{{domain}}',
    fields: [
      str('name', {note: 'Project name sent with shop calls'}),
      str('domain', {unique: true}),
      file('logo'),
      json('languages', 'Site languages, first is the default, e.g. ["de","en","fr"]'),
      bool('show_accessibility'),
      str('store_root_path', {note: 'Path of the shop, e.g. /shop; empty without the shop'}),
      json('features', '{"calendar_booking": bool, "newsletter": bool}'),
    ],
  },
  {
    name: 'site_config',
    note: 'Site configuration: logo, SEO texts, theme colours',
    icon: 'tune',
    singleton: true,
    fields: [
      file('logo'),
      str('seo_title'),
      str('site_url'),
      json('brand_config', '{"rolex_clock": bool, "rolex_api_key": text}'),
      json('theme', '{"brand_color", "base_color", "config": {"hue_preset", …}}'),
      bool('cookie_banner_strict'),
    ],
    translations: [str('seo_title'), text('seo_description'), text('seo_keywords')],
  },
  {
    name: 'company',
    note: 'The company behind the site (imprint)',
    icon: 'business',
    singleton: true,
    fields: [
      str('company_name'),
      str('display_name'),
      str('legal_form', {choices: ['single', 'ev', 'bag', 'other']}),
      text('legal_authority', true),
      file('logo'),
      json('addresses', '[{street, number, zip_code, city, address_type}]'),
      json('emails', '[{email, primary}]'),
      json('numbers', '[{number, type: phone|mobile|fax, primary}]'),
      json('executives', '[{name}]'),
      json('registers', '[{register_type, number, registrar}]'),
      str('ust_id'),
      str('vat_number'),
    ],
  },
  {
    name: 'legal',
    note: 'Legal texts (HTML)',
    icon: 'gavel',
    singleton: true,
    fields: [
      bool('rolex_area'),
      json('data_protection_commissioner', '[{name, street, number, city, zip_code, …}]'),
    ],
    translations: [
      text('insurance', true),
      text('image_sources', true),
      text('additional_top_info', true),
      text('additional_bottom_info', true),
      text('rolex', true),
      text('privacy', true),
      text('accessibility', true),
    ],
  },
  {
    name: 'branch',
    note: 'Branches with their opening periods',
    icon: 'storefront',
    sortField: 'sort',
    displayTemplate: '{{display_name}}',
    fields: [
      str('display_name'),
      str('street'),
      str('zip'),
      str('city'),
      str('phone'),
      str('email'),
      int('sort'),
      o2m('opening_periods', 'opening_period', 'branch'),
    ],
  },
  {
    name: 'opening_period',
    note: 'Opening periods of a branch; day is a code 0-16 or a text',
    icon: 'schedule',
    sortField: 'sort',
    fields: [
      m2o('branch', 'branch'),
      json('day', 'A day code 0-16 (number) or a free text'),
      time('time_open'),
      time('time_close'),
      int('sort'),
      text('free_text'),
    ],
    translations: [str('day'), text('free_text')],
  },
  {
    name: 'opening_hours',
    note: 'Older opening-hours rows, used where no branch periods exist',
    icon: 'schedule',
    sortField: 'sort',
    fields: [int('sort'), time('opening_time'), time('closing_time'), bool('closed')],
    translations: [str('day'), text('free_text')],
  },
  {
    name: 'menu_entry',
    note: 'Top-level menu entries: primary (with sub-links) or social',
    icon: 'menu',
    sortField: 'sort',
    displayTemplate: '{{display_name}}',
    fields: [
      str('position', {choices: ['primary', 'social']}),
      str('media', {note: 'Social entries: facebook, instagram, …'}),
      str('display_name'),
      str('path'),
      json('path_prefix', 'true, or a parent path'),
      str('external_path'),
      str('anchor'),
      str('type'),
      int('sort'),
      json('sub', 'Sub-links: menu links with their own translations, sub and groups'),
      json('groups', '[{display_name, translations, sub}]'),
    ],
    translations: [str('display_name')],
  },
  {
    name: 'widget',
    note: 'Footer widgets',
    icon: 'widgets',
    sortField: 'sort',
    displayTemplate: '{{widget_name}}',
    fields: [int('sort'), str('widget_name'), str('position'), json('props', '{"showLogo": bool}')],
    translations: [str('header')],
  },
  {
    name: 'consent',
    note: 'Cookie consents shown in the banner',
    icon: 'cookie',
    displayTemplate: '{{display_name}}',
    fields: [
      str('function_id', {unique: true}),
      str('display_name'),
      text('description'),
      str('link'),
      str('anchor'),
      bool('default_on'),
    ],
    translations: [str('display_name'), text('description')],
  },
  {
    name: 'brand',
    note: 'Brands with their pages',
    icon: 'verified',
    sortField: 'sort',
    displayTemplate: '{{display_name}}',
    fields: [
      str('display_name'),
      str('slug'),
      str('type'),
      str('category_page'),
      file('logo'),
      int('sort'),
    ],
    translations: [str('title'), text('description', true), text('seo_description')],
  },
  taxonomy('ecommerce_manufacturer', 'Product manufacturers'),
  taxonomy('ecommerce_category', 'Product categories'),
  taxonomy('ecommerce_subcategory', 'Product subcategories'),
  {
    name: 'ecommerce_attribute_group',
    note: 'Attribute groups, e.g. Material',
    icon: 'category',
    displayTemplate: '{{display_name}}',
    fields: [str('display_name')],
    translations: [str('display_name')],
  },
  {
    name: 'ecommerce_attribute',
    note: 'Attribute values, e.g. Gelbgold 750',
    icon: 'sell',
    sortField: 'sort',
    displayTemplate: '{{display_value}}',
    fields: [
      str('display_value'),
      int('sort'),
      m2o('attribute_group', 'ecommerce_attribute_group'),
    ],
    translations: [str('display_value')],
  },
  {
    name: 'ecommerce_settings',
    note: 'Shop settings, one record per project',
    icon: 'shopping_cart',
    displayTemplate: '{{project.domain}}',
    fields: [
      m2o('project', 'project'),
      str('call_to_action_text'),
      str('global_footer'),
      bool('category_filter'),
      bool('manufacturer_filter'),
      bool('subcategory_filter'),
      json('attribute_filter', 'Attribute group ids offered as filters'),
      str('default_sort'),
      bool('enable_cart'),
      bool('filters'),
      bool('maintenance_mode'),
      json('payment_methods', '[{id, display_name, method, translations}]; id 4 is PayPal'),
      bool('present_wrapping'),
      json('shipping_methods', '[{id, display_name, free, translations}]'),
      bool('show_stock'),
      bool('allow_ratings'),
      bool('purchase_to_order'),
      dec('shipping_cost'),
      json('shipping_countries', '[{id, display_name, country_code, translations}]'),
      json('legal_pages', '[{type: agb|widerruf|versand_und_zahlung, content, translations}]'),
      json('bank_details', '{account_holder, bank_name, iban, bic}'),
      str('paypal_client_id'),
      dec('default_tax_percent'),
      json('shipping_methods_config', 'Shipping options (spec §3 Shipping config)'),
    ],
    translations: [str('call_to_action_text'), str('global_footer')],
  },
  {
    name: 'ecommerce_product',
    note: 'Products; only published ones of the project are listed',
    icon: 'inventory_2',
    sortField: 'sort',
    displayTemplate: '{{display_name}}',
    fields: [
      str('status', {choices: ['published', 'draft', 'archived']}),
      int('sort'),
      str('display_name'),
      str('slug'),
      {
        kind: 'm2m',
        name: 'images',
        junction: 'ecommerce_product_images',
        related: 'directus_files',
        relatedKey: 'directus_files_id',
        relatedKeyType: 'uuid',
        sorted: true,
      },
      m2o('manufacturer', 'ecommerce_manufacturer'),
      m2o('category', 'ecommerce_category'),
      {
        kind: 'm2m',
        name: 'subcategories',
        junction: 'ecommerce_product_subcategories',
        related: 'ecommerce_subcategory',
        relatedKey: 'subcategory_id',
        relatedKeyType: 'integer',
      },
      json('tags'),
      m2o('project', 'project'),
      dec('price_brutto'),
      int('stock'),
      str('reference_number'),
      text('description', true),
      json('attributes', '[{group, display_values}] as the item page shows them'),
      bool('reorder_possible'),
      int('shipping_time'),
      str('variant_display_name'),
      o2m('variants', 'ecommerce_product_variant', 'product'),
      json('personalization', '[{id, display_name, fields, translations}]'),
      json('size_guide', '{display_name, table, translations}'),
      o2m('ratings', 'ecommerce_product_rating', 'product'),
      stamp('date_created'),
    ],
    translations: [str('display_name'), text('description', true)],
  },
  {
    name: 'ecommerce_product_variant',
    note: 'Variants of a product',
    icon: 'style',
    displayTemplate: '{{display_name}}',
    fields: [
      m2o('product', 'ecommerce_product'),
      str('display_name'),
      dec('price_brutto'),
      int('stock'),
      str('reference_number_suffix'),
      bool('active'),
      int('shipping_time'),
      bool('reorder_possible'),
    ],
    translations: [str('display_name')],
  },
  {
    name: 'ecommerce_product_rating',
    note: 'Product ratings 1-5',
    icon: 'star',
    fields: [
      m2o('product', 'ecommerce_product'),
      int('rating'),
      str('name'),
      text('comment'),
      stamp('date_created'),
    ],
  },
];

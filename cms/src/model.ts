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
// The field shapes and constructors are in model-fields.ts, the shop's collections in
// model-shop.ts, page sections in model-sections.ts, the owner's orders and inbox in
// model-owner.ts.
import {
  bool,
  file,
  int,
  json,
  m2o,
  o2m,
  str,
  text,
  time,
  type CollectionDef,
} from './model-fields.ts';
import {OWNER_MODEL} from './model-owner.ts';
import {PAGE_SECTION} from './model-sections.ts';
import {SHOP_MODEL} from './model-shop.ts';

export type {CollectionDef, FieldDef, ManyToManyField, ScalarField} from './model-fields.ts';

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
      json('theme', '{"brand_color", "base_color", "heading_font", "config": {"hue_preset", …}}'),
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
  PAGE_SECTION,
  ...SHOP_MODEL,
  ...OWNER_MODEL,
];

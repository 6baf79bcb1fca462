// The shop's collections of the Directus model (model.ts lists them after the site's):
// taxonomies, attributes, settings per project, products with variants and ratings (moderated:
// only `published` ones are shown).
import {
  bool,
  dec,
  int,
  json,
  m2o,
  o2m,
  stamp,
  str,
  text,
  type Choice,
  type CollectionDef,
} from './model-fields.ts';

/**
 * Ratings are moderated: the service sends visitors' ratings as pending; only the status is the
 * owner's to change (the rest is read-only in the app).
 */
const RATING_STATES: Choice[] = [
  {value: 'published', text: 'Veröffentlicht'},
  {value: 'pending', text: 'Wartet auf Prüfung'},
  {value: 'rejected', text: 'Abgelehnt'},
];

/** Stock has one writer, the order service's ledger (the owner uses the restock Flow). */
const STOCK_NOTE = 'Bestand: schreibt der Bestelldienst; ändern mit der Aktion „Bestand anpassen“';

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

/** The shop's collections, in creation order (a relation's target before its source). */
export const SHOP_MODEL: CollectionDef[] = [
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
      {...int('stock', STOCK_NOTE), readonly: true},
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
      {...int('stock', STOCK_NOTE), readonly: true},
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
      ...[
        m2o('product', 'ecommerce_product'),
        int('rating'),
        str('name'),
        text('comment'),
        stamp('date_created'),
      ].map((field) => ({...field, readonly: true})),
      str('status', {
        choices: RATING_STATES,
        defaultValue: 'published',
        label: 'Status',
        note: 'Nur veröffentlichte Bewertungen erscheinen auf der Website.',
      }),
      str('origin_id', {
        unique: true,
        readonly: true,
        note: "The order service's id of a rating it sent",
      }),
    ],
  },
];

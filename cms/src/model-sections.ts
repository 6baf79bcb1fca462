// Page sections (collection `page_section`, packages/core/src/model/section.ts, decision 030):
// what an owner adds below a page's heading, per page or brand page, ordered and translated.
// The app lists the kind's fields in each note, since every kind shares one form.
import {file, int, m2o, str, text, type CollectionDef} from './model-fields.ts';

// The choices copy core's picklists (cms/ is its own install and imports nothing from
// packages/): SECTION_KINDS, SECTION_PAGES and SECTION_STATUSES of
// packages/core/src/model/section.ts. SECTION_PAGES are the route table's pages of kind home,
// category, info and service (packages/core/src/routes/pageTable.ts), plus `brand`.
const STATUSES = ['published', 'draft', 'archived'] as const;
const PAGES = [
  'home',
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
  'info',
  'service',
  'brand',
] as const;
const KINDS = [
  'rich_text',
  'image',
  'image_text',
  'hero',
  'brand_grid',
  'product_teaser',
  'contact_cta',
  'opening_hours',
  'video',
  'map',
] as const;

/** The `page_section` collection; `brand` and `branch` must exist before it (seed order). */
export const PAGE_SECTION: CollectionDef = {
  name: 'page_section',
  note:
    'Sections below a page heading, per page or brand page, in drag-and-drop order; ' +
    'only published ones show',
  icon: 'view_agenda',
  sortField: 'sort',
  displayTemplate: '{{page}} · {{kind}}',
  fields: [
    str('status', {choices: STATUSES, note: 'Only published sections show on the site'}),
    int('sort', 'Order on the page (drag and drop in the list)'),
    str('page', {
      choices: PAGES,
      note:
        'The page that shows the section: home, a category page, info, service, or brand ' +
        '(then pick the brand)',
    }),
    m2o('brand', 'brand', 'Page "brand" only: the brand whose page shows the section'),
    str('kind', {
      choices: KINDS,
      note:
        'rich_text: heading, text · image: image, caption, alt · image_text: image, ' +
        'image_position, heading, text, alt · hero: image, heading, text, link, link_label · ' +
        'brand_grid: brand_category · product_teaser: product_category, product_manufacturer, ' +
        'product_tag, product_limit · contact_cta: heading, text · opening_hours: branch · ' +
        'video: video · map: branch, map_address',
    }),
    file('image', 'image, image_text (required) and hero: the picture'),
    str('image_position', {
      choices: ['start', 'end'],
      note: "image_text: the picture's side on wide screens (start: before the text)",
    }),
    str('link', {note: 'hero: where its link goes: a page id (e.g. watches), a path or a URL'}),
    str('brand_category', {
      note: 'brand_grid: only brands under this category page (e.g. watches); empty: every brand',
    }),
    str('product_category', {note: 'product_teaser: only products of this category (slug)'}),
    str('product_manufacturer', {
      note: 'product_teaser: only products of this manufacturer (slug)',
    }),
    str('product_tag', {note: 'product_teaser: only products with this tag'}),
    int('product_limit', 'product_teaser: how many products, 1 to 12 (4 if empty)'),
    m2o('branch', 'branch', 'opening_hours, map: the branch; empty: the head office'),
    str('video', {note: 'video: a YouTube video id or link (watch, share, shorts or embed)'}),
    str('map_address', {note: "map: the place to show; empty: the branch's address"}),
  ],
  translations: [
    str('heading'),
    text('text', true, 'Rich text'),
    str('caption', {note: 'image: caption below the picture'}),
    str('alt', {note: 'Text alternative of the picture; empty marks it decorative'}),
    str('link_label', {note: "hero: its link's label"}),
  ],
};

// Page sections (collection `page_section`; decision 030): what an owner adds below a page's
// heading, per page, ordered and translated.
import * as v from 'valibot';
import {PAGES} from '../routes/pageTable.ts';
import {IdSchema, ImageSchema, maybe, translations} from './common.ts';
import {youtubeVideoId} from './youtube.ts';

/** The kinds of section, as the CMS stores them. */
const SECTION_KINDS = [
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
/** A kind of section. */
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Route-table kinds whose pages render sections (home, category, info, service). */
const SECTION_PAGE_KINDS = new Set(['home', 'category', 'info', 'service']);

/** Page ids (route table) that render sections, plus `brand` for a brand page (with `brand`). */
const SECTION_PAGES = [
  ...Object.entries(PAGES)
    .filter(([, row]) => SECTION_PAGE_KINDS.has(row.kind))
    .map(([id]) => id),
  'brand',
] as readonly string[];

/** Publication states of a stock Directus collection; only `published` sections render. */
const SECTION_STATUSES = ['published', 'draft', 'archived'] as const;

/** The most products a product teaser section shows. */
const SECTION_TEASER_MAX = 12;

/** Kinds that show `image` and fail without it. */
const NEEDS_IMAGE: ReadonlySet<SectionKind> = new Set(['image', 'image_text']);

const SectionBaseSchema = v.object({
  id: IdSchema,
  status: v.optional(v.picklist(SECTION_STATUSES), 'published'),
  sort: v.optional(v.number(), 0),
  /** Which page: a route-table page id (home, a category, info, service) or `brand`. */
  page: v.picklist(SECTION_PAGES),
  /** The brand whose page shows the section (page `brand` only). */
  brand: maybe(IdSchema),
  kind: v.picklist(SECTION_KINDS),
  /** Picture of image, image + text and hero sections. */
  image: maybe(ImageSchema),
  /** Image + text: which side the picture takes on wide screens. @default 'start' */
  image_position: v.optional(v.picklist(['start', 'end']), 'start'),
  /** Hero: where its one link goes (a page id, a path or a URL, spec §2 Links). */
  link: maybe(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  /** Brand grid: only the brands under this category page; null shows every brand. */
  brand_category: maybe(v.string()),
  /** Product teaser: only products of this category (slug). */
  product_category: maybe(v.string()),
  /** Product teaser: only products of this manufacturer (slug). */
  product_manufacturer: maybe(v.string()),
  /** Product teaser: only products with this tag. */
  product_tag: maybe(v.string()),
  /** Product teaser: how many products (1–12). @default 4 */
  product_limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SECTION_TEASER_MAX)),
    4,
  ),
  /** Opening hours and map: the branch (null: the head office, decision 027). */
  branch: maybe(IdSchema),
  /** Video: a YouTube video id or a watch, share, shorts or embed link; stored as the id. */
  video: maybe(
    v.pipe(
      v.string(),
      v.transform((value) => youtubeVideoId(value) ?? ''),
      v.nonEmpty('expected a YouTube video id or link'),
    ),
  ),
  /** Map: the place to show; null shows the branch's (or the head office's) address. */
  map_address: maybe(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  translations: translations({
    heading: maybe(v.string()),
    /** Rich text (HTML, sanitised at build). */
    text: maybe(v.string()),
    /** Image caption. */
    caption: maybe(v.string()),
    /** Text alternative of the image; empty marks it decorative. */
    alt: maybe(v.string()),
    /** Label of the hero's link. */
    link_label: maybe(v.string()),
  }),
});

/** A page section: the base fields plus the per-kind requirements, each naming its field. */
export const PageSectionSchema = v.pipe(
  SectionBaseSchema,
  v.forward(
    v.partialCheck(
      [['page'], ['brand']],
      (input) => input.page !== 'brand' || input.brand !== null,
      'a brand page section needs its brand',
    ),
    ['brand'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['image']],
      (input) => !NEEDS_IMAGE.has(input.kind) || input.image !== null,
      'this kind of section needs an image',
    ),
    ['image'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['video']],
      (input) => input.kind !== 'video' || input.video !== null,
      'a video section needs a YouTube video',
    ),
    ['video'],
  ),
);
/** A page section. */
export type PageSection = v.InferOutput<typeof PageSectionSchema>;

/** Where a section goes: a page id, or a brand page by the brand's id. */
export type SectionTarget = {page: string} | {brand: string | number};

/** The published sections of one page, in `sort` order (sections arrive sorted). */
export function sectionsOf(sections: readonly PageSection[], target: SectionTarget): PageSection[] {
  return sections.filter((section) => {
    if (section.status !== 'published') return false;
    if ('brand' in target) {
      return section.page === 'brand' && String(section.brand) === String(target.brand);
    }
    return section.page === target.page;
  });
}

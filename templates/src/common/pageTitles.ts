// Message keys of page headings; literal keys so the catalogue check covers them (STYLE.md).
import {CATEGORY_PAGE_IDS, type CategoryPageId, type MessageKey} from '@schaufenster/core';

/**
 * The table rows built with the category template, in table order (spec §2 Pages and paths:
 * watches … bicycles). Events is a page of its own kind in the table but holds no brands.
 */
export const CATEGORY_TEMPLATE_PAGES = [
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
] as const;

/** A page built with the category template. */
export type CategoryTemplatePage = (typeof CATEGORY_TEMPLATE_PAGES)[number];

/** Heading key of each category page. */
export const CATEGORY_TITLE_KEYS = {
  watches: 'pageTitleWatches',
  jewelry: 'pageTitleJewelry',
  accessories: 'pageTitleAccessories',
  wedding_rings: 'pageTitleWeddingRings',
  beads: 'pageTitleBeads',
  engagement_rings: 'pageTitleEngagementRings',
  optics: 'pageTitleOptics',
  for_kids: 'pageTitleForKids',
  events: 'pageTitleEvents',
  home_fabrics: 'pageTitleHomeFabrics',
  decoratives: 'pageTitleDecoratives',
  floral_workshop: 'pageTitleFloralWorkshop',
  room_fragrances: 'pageTitleRoomFragrances',
  bicycles: 'pageTitleBicycles',
} as const satisfies Record<CategoryTemplatePage, MessageKey>;

/** Narrows a string to a product-category page (one that holds brand pages). */
export function isCategoryPage(value: string | null | undefined): value is CategoryPageId {
  return (CATEGORY_PAGE_IDS as readonly (string | null | undefined)[]).includes(value);
}

// Message keys of page headings; literal keys so the catalogue check covers them (STYLE.md). The
// rows and their keys come from core's route table (PAGES).
import {
  CATEGORY_PAGE_IDS,
  PAGES,
  pagesOfKind,
  type CategoryPageId,
  type PageIdOfKind,
} from '@schaufenster/core';

/**
 * The table rows built with the category template, in table order (spec §2 Pages and paths:
 * watches … bicycles). Events is a page of its own kind in the table but holds no brands.
 */
export const CATEGORY_TEMPLATE_PAGES = pagesOfKind('category');

/** A page built with the category template. */
export type CategoryTemplatePage = PageIdOfKind<'category'>;

/** Heading key of each category page. */
export const CATEGORY_TITLE_KEYS = Object.fromEntries(
  CATEGORY_TEMPLATE_PAGES.map((page) => [page, PAGES[page].title]),
) as {readonly [P in CategoryTemplatePage]: (typeof PAGES)[P]['title']};

/** Narrows a string to a product-category page (one that holds brand pages). */
export function isCategoryPage(value: string | null | undefined): value is CategoryPageId {
  return (CATEGORY_PAGE_IDS as readonly (string | null | undefined)[]).includes(value);
}

// Paging maths shared by the Directus and the static shop API (spec §3 Paging response, §7).
import type {PagingResponse} from '../model/shop.ts';
import {PRODUCT_PAGE_SIZE} from './types.ts';

/** The UI page as a whole number ≥ 0 (anything else means the first page). */
export function normalisePage(page: number | undefined): number {
  return page !== undefined && Number.isInteger(page) && page > 0 ? page : 0;
}

/**
 * Paging meta of one list page. `page` is one-based as Directus counts (UI page + 1, spec §7);
 * `links` are relative `?page=N` hrefs with that one-based N, null where there is no such page.
 */
export function pagingMeta(
  uiPage: number,
  filterCount: number,
  resultCount: number,
  limit: number = PRODUCT_PAGE_SIZE,
): PagingResponse {
  const page = uiPage + 1;
  const pageCount = Math.ceil(filterCount / limit);
  const href = (n: number) => `?page=${n}`;
  return {
    result_count: resultCount,
    filter_count: filterCount,
    limit,
    offset: uiPage * limit,
    page,
    page_count: pageCount,
    links: {
      self: href(page),
      first: href(1),
      prev: page > 1 ? href(Math.min(page - 1, Math.max(pageCount, 1))) : null,
      next: page < pageCount ? href(page + 1) : null,
      last: href(Math.max(pageCount, 1)),
    },
  };
}

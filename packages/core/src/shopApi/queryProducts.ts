// The one in-memory query engine of the item list (spec §7 list, §4 Product status, §9 page
// size): filter, sort, page and count exactly as the Directus queries do (decision 008).
import {toProductListItem, type Product} from '../model/product.ts';
import {normalisePage, pagingMeta} from './paging.ts';
import {matchesProductQuery, productComparator, resolveSort} from './productFilter.ts';
import {PRODUCT_PAGE_SIZE, type ProductPage, type ProductQuery} from './types.ts';

/** Published products matching every filter of the query, in the query's sort order. */
function filterAndSortProducts(products: readonly Product[], query: ProductQuery): Product[] {
  return products
    .filter((product) => matchesProductQuery(product, query))
    .sort(productComparator(resolveSort(query.sort)));
}

/**
 * One page of the item list: 20 list items from the zero-based `query.page`, with
 * filter_count counting every published match (spec §4: drafts are neither listed nor counted).
 */
export function queryProducts(products: readonly Product[], query: ProductQuery): ProductPage {
  const matches = filterAndSortProducts(products, query);
  const page = normalisePage(query.page);
  const offset = page * PRODUCT_PAGE_SIZE;
  const data = matches.slice(offset, offset + PRODUCT_PAGE_SIZE).map(toProductListItem);
  return {data, meta: pagingMeta(page, matches.length, data.length)};
}

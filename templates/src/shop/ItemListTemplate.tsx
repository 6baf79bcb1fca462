import {attributesOf, priceRange, pricesOf, t, type SiteData} from '@schaufenster/core';
import {filterOptionsOf} from '@schaufenster/shop';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {IslandProps} from '../islands/islandTable.ts';
import type {PageTemplate} from '../types.ts';
import {ListPaging} from './ListPaging.tsx';
import {
  listedProducts,
  listPage,
  listPageCount,
  shopIsOn,
  storeRootFor,
  type ShopSiteData,
} from './shopPages.ts';

/** The price filter's range: the lowest and highest price offered; null without prices. */
type PriceRange = ReturnType<typeof priceRange>;

/** The price filter's range over the listed products, variants included. */
export function catalogPriceRange(data: SiteData): PriceRange {
  return priceRange(pricesOf(listedProducts(data), {}));
}

/** What the item list shows in every language: the island's data and the number of pages. */
export interface ItemListData {
  /** The ItemList island's props. */
  props: IslandProps<'ItemList'>;
  /** How many pages the unfiltered list has (the links for visitors without JavaScript). */
  count: number;
}

/** What the item list page adds to the page extra. */
export interface ItemListExtra {
  /** `itemListData(data)`: the build works it out once for all languages; else computed here. */
  list?: ItemListData;
}

/**
 * The item list's data over the whole catalogue: the build's first page, the filter options, the
 * price range and the attributes. It does not depend on the language, and working it out takes
 * most of the page's render on a large catalogue. `range` gives the price range of the listed
 * products (the build passes one that notes the range as one value, decision 064).
 */
export function itemListData(data: ShopSiteData, range?: () => PriceRange): ItemListData {
  const settings = data.shopSettings;
  const products = listedProducts(data);
  const rangeOf = range ?? (() => catalogPriceRange(data));
  return {
    props: {
      settings: {
        filters: settings.filters,
        category_filter: settings.category_filter,
        manufacturer_filter: settings.manufacturer_filter,
        subcategory_filter: settings.subcategory_filter,
        attribute_filter: settings.attribute_filter,
        default_sort: settings.default_sort,
      },
      filterOptions: filterOptionsOf(products),
      initialData: listPage(data, 0),
      // What the filters read live, as the static catalogue answers (decision 035).
      initialAttributes: settings.filters
        ? attributesOf(data.attributes, settings.attribute_filter)
        : [],
      initialPriceRange: settings.filters ? rangeOf() : null,
    },
    count: listPageCount(data),
  };
}

/**
 * The item list at the store root (spec §2 Item-list page): the ItemList island with the build's
 * first page and the catalogue's filter options, and plain links to the further pages for
 * visitors without JavaScript (inside `<noscript>`: with it, "show more" does the paging).
 */
export const ItemListTemplate: PageTemplate<ItemListExtra> = (data, lang, extra) => {
  if (!shopIsOn(data)) throw new Error('The item list needs the shop add-on (shop settings)');
  const {props, count} = extra.list ?? itemListData(data);
  return {
    element: (
      <Page>
        <IslandSlot name="ItemList" props={props} />
        <noscript>
          <ListPaging storeRootPath={storeRootFor(data, lang)} current={1} count={count} />
        </noscript>
      </Page>
    ),
    head: {title: t(lang, 'itemListHeading')},
  };
};

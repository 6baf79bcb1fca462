import {attributesOf, priceRange, pricesOf, t} from '@schaufenster/core';
import {filterOptionsOf} from '@schaufenster/shop';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';
import {ListPaging} from './ListPaging.tsx';
import {listedProducts, listPage, listPageCount, shopIsOn, storeRootFor} from './shopPages.ts';

/**
 * The item list at the store root (spec §2 Item-list page): the ItemList island with the build's
 * first page and the catalogue's filter options, and plain links to the further pages for
 * visitors without JavaScript (inside `<noscript>`: with it, "show more" does the paging).
 */
export const ItemListTemplate: PageTemplate = (data, lang) => {
  if (!shopIsOn(data)) throw new Error('The item list needs the shop add-on (shop settings)');
  const settings = data.shopSettings;
  const storeRootPath = storeRootFor(data, lang);
  const products = listedProducts(data);
  return {
    element: (
      <Page>
        <IslandSlot
          name="ItemList"
          props={{
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
            initialPriceRange: settings.filters ? priceRange(pricesOf(products, {})) : null,
          }}
        />
        <noscript>
          <ListPaging storeRootPath={storeRootPath} current={1} count={listPageCount(data)} />
        </noscript>
      </Page>
    ),
    head: {title: t(lang, 'itemListHeading')},
  };
};

import type {Attribute, ProductPage} from '@schaufenster/core';
import {
  ItemList,
  type FilterOptions,
  type ItemListSettings,
  type ProductImageSrc,
} from '@schaufenster/shop';
import {productImageSrc} from './productImages.ts';
import {ShopQueryIsland} from './shopQueryIsland.tsx';

/** Props of the item list island (all JSON). */
export interface ItemListIslandProps {
  /** The filter and sort settings (spec §3 Shop settings). */
  settings: ItemListSettings;
  /** Category, manufacturer and subcategory choices from the catalogue. */
  filterOptions: FilterOptions;
  /** The unfiltered first page as the build saw it (spec §9 page size 20). */
  initialData: ProductPage;
  /** The attribute filter's values as the build saw them ([] without filters). */
  initialAttributes: Attribute[];
  /** The unfiltered list's price span as the build saw it (null without filters or prices). */
  initialPriceRange: {min: number; max: number} | null;
}

const imageSrc: ProductImageSrc = productImageSrc;

/**
 * The item list (spec §2 Item-list page) as an island: prerendered with the build's first page,
 * then filters, sort and "show more" run live against the shop data.
 */
export function ItemListIsland({
  settings,
  filterOptions,
  initialData,
  initialAttributes,
  initialPriceRange,
}: ItemListIslandProps) {
  return (
    <ShopQueryIsland>
      <ItemList
        settings={settings}
        filterOptions={filterOptions}
        initialData={initialData}
        initialAttributes={initialAttributes}
        initialPriceRange={initialPriceRange}
        imageSrc={imageSrc}
      />
    </ShopQueryIsland>
  );
}

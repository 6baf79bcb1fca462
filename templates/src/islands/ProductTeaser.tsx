import type {ProductListItem} from '@schaufenster/core';
import {ProductTeaser, type ProductImageSrc} from '@schaufenster/shop';
import {productImageSrc} from './productImages.ts';
import {seedQuery, ShopIsland} from './shopIsland.tsx';

/** Props of the product teaser island (all JSON). */
export interface ProductTeaserIslandProps {
  /** How many products to show. */
  limit: number;
  /** The build's random pick: prerendered, then replaced by a live pick. */
  initialProducts: ProductListItem[];
  /** Level of the teaser heading. */
  headingLevel: 2 | 3;
}

const imageSrc: ProductImageSrc = productImageSrc;

/**
 * ProductTeaser's query key (ProductTeaser.tsx). Seeded so a teaser hydrated after a client-side
 * navigation shows the prerendered pick, not the previous page's live one; `initialProducts`
 * still covers the first load should the key ever change.
 */
function teaserKey(domain: string, limit: number) {
  return ['shop', domain, 'random', limit] as const;
}

/** Random products (spec §2 window page, §7 random list) as an island. */
export function ProductTeaserIsland({
  limit,
  initialProducts,
  headingLevel,
}: ProductTeaserIslandProps) {
  return (
    <ShopIsland
      seed={(client, shop) => seedQuery(client, teaserKey(shop.domain, limit), initialProducts)}
    >
      <ProductTeaser
        limit={limit}
        initialProducts={initialProducts}
        imageSrc={imageSrc}
        headingLevel={headingLevel}
      />
    </ShopIsland>
  );
}

import type {ProductListItem, ProductQuery} from '@schaufenster/core';
import {ProductTeaser, productTeaserKey, type ProductImageSrc} from '@schaufenster/shop';
import {productImageSrc} from './productImages.ts';
import {seedQuery, ShopQueryIsland} from './shopQueryIsland.tsx';

/** Props of the product teaser island (all JSON). */
export interface ProductTeaserIslandProps {
  /** How many products to show. */
  limit: number;
  /** The build's pick: prerendered, then replaced by a live read. */
  initialProducts: ProductListItem[];
  /** Level of the teaser heading. */
  headingLevel: 2 | 3;
  /** A page section's filters (first matches); absent: a random pick. */
  query?: ProductQuery | null;
  /** A page section's heading; absent: the kit's. */
  heading?: string | null;
  /** The item list with the same filters; absent: no "show all". */
  moreHref?: string | null;
}

const imageSrc: ProductImageSrc = productImageSrc;

/**
 * Random products (spec §2 window page, §7 random list), or a page section's first matches, as
 * an island. Its query is seeded with the build's pick so a teaser hydrated after a client-side
 * navigation shows the prerendered products, not the previous page's live ones;
 * `initialProducts` still covers the first load should the key ever change.
 */
export function ProductTeaserIsland({
  limit,
  initialProducts,
  headingLevel,
  query = null,
  heading = null,
  moreHref = null,
}: ProductTeaserIslandProps) {
  return (
    <ShopQueryIsland
      seed={(client, shop) =>
        seedQuery(client, productTeaserKey(shop.domain, limit, query), initialProducts)
      }
    >
      <ProductTeaser
        limit={limit}
        initialProducts={initialProducts}
        imageSrc={imageSrc}
        headingLevel={headingLevel}
        query={query}
        heading={heading}
        moreHref={moreHref}
      />
    </ShopQueryIsland>
  );
}

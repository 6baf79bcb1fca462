import type {ProductListItem, SiteData} from '@schaufenster/core';
import {ProductTeaserView} from '@schaufenster/shop';
import {useLanguage} from '@schaufenster/ui';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import {productImageSrc} from '../islands/productImages.ts';
import {shopIsOn, storeRootFor, teaserPick} from './shopPages.ts';

/** Props of {@link ShopTeaser}. */
export interface ShopTeaserProps {
  /** The retailer's content. */
  data: SiteData;
  /** How many products. */
  limit: number;
  /** Level of the teaser heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Seeds the build's pick, e.g. the page path, so each page shows its own. */
  seed: string;
  /**
   * A fresh random pick in the browser on every visit (the store window, spec §7 random list);
   * otherwise the build's pick as static HTML (decision 034). @default false
   */
  live?: boolean;
}

/**
 * A random product teaser when the shop is on; nothing otherwise. Category pages show the build's
 * pick with no script (a content page stays a page that is only read, cheap on a phone); the store
 * window, whose purpose is the random pick, is an island that picks anew.
 */
export function ShopTeaser({data, limit, headingLevel = 2, seed, live = false}: ShopTeaserProps) {
  if (!shopIsOn(data)) return null;
  const initialProducts = teaserPick(data, limit, seed);
  if (live) {
    return <IslandSlot name="ProductTeaser" props={{limit, initialProducts, headingLevel}} />;
  }
  return <StaticTeaser data={data} products={initialProducts} headingLevel={headingLevel} />;
}

/** Props of {@link StaticTeaser}. */
export interface StaticTeaserProps {
  /** The retailer's content. */
  data: SiteData;
  /** The build's pick; none renders nothing. */
  products: readonly ProductListItem[];
  /** Level of the teaser heading. @default 2 */
  headingLevel?: 2 | 3;
  /** The heading; null says "productTeaserHeading". @default null */
  heading?: string | null;
  /** "Show all" target; null shows no link. @default null */
  moreHref?: string | null;
}

/** Product cards prerendered from the build's catalogue: links and prices, no script. */
export function StaticTeaser({
  data,
  products,
  headingLevel = 2,
  heading = null,
  moreHref = null,
}: StaticTeaserProps) {
  const {lang} = useLanguage();
  if (products.length === 0) return null;
  return (
    <ProductTeaserView
      products={products}
      limit={products.length}
      storeRootPath={storeRootFor(data, lang)}
      imageSrc={productImageSrc}
      headingLevel={headingLevel}
      heading={heading}
      moreHref={moreHref}
    />
  );
}

import {useQuery} from '@tanstack/react-query';
import type {ProductListItem, ProductQuery, ShopApi} from '@schaufenster/core';
import type {ProductImageSrc} from '../ProductCard/index.ts';
import {useShopEnvironment} from '../ShopProvider/index.ts';
import {ProductTeaserView} from './ProductTeaserView.tsx';

/** Products a teaser shows unless told otherwise. */
export const PRODUCT_TEASER_LIMIT = 4;

/** Props of {@link ProductTeaser}. */
export interface ProductTeaserProps {
  /** How many random products to show (spec §7: random list with a limit). @default 4 */
  limit?: number;
  /** Products picked at build time: shown at once, then replaced by a live pick. */
  initialProducts?: ProductListItem[];
  /** Resolves product image URLs. @default () => null (placeholders) */
  imageSrc?: ProductImageSrc;
  /** Level of the teaser heading; product names are one level below. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Only products matching these filters, the first `limit` in the list's order (a page
   * section's teaser by category, manufacturer or tag); null picks at random. @default null
   */
  query?: ProductQuery | null;
  /** The heading; null says "productTeaserHeading". @default null */
  heading?: string | null;
  /** Where "show all" goes (the item list with the same filters); null shows no link. @default null */
  moreHref?: string | null;
}

/** The teaser's query key: a random pick's, or the first matches of a filter's. */
export function productTeaserKey(domain: string, limit: number, query: ProductQuery | null) {
  return query === null
    ? (['shop', domain, 'random', limit] as const)
    : (['shop', domain, 'teaser', query, limit] as const);
}

/** The teaser's read: the first matches of `query`, or a random pick. */
function teaserQuery(api: ShopApi, domain: string, limit: number, query: ProductQuery | null) {
  return {
    queryKey: productTeaserKey(domain, limit, query),
    queryFn: async () =>
      query === null
        ? api.randomProducts(limit)
        : (await api.listProducts({...query, page: 0})).data.slice(0, limit),
  };
}

/**
 * A few random products for the digital store window (spec §2 window page, §7 random list):
 * a heading and product cards. While loading it keeps the cards' room with placeholders; when
 * the shop cannot answer or has nothing to show, the teaser stays out of the way (renders
 * nothing) rather than putting an error into a shop window.
 */
export function ProductTeaser({
  limit = PRODUCT_TEASER_LIMIT,
  initialProducts,
  imageSrc,
  headingLevel = 2,
  query = null,
  heading = null,
  moreHref = null,
}: ProductTeaserProps) {
  const {api, domain, storeRootPath} = useShopEnvironment();
  const products = useQuery({
    ...teaserQuery(api, domain, limit, query),
    initialData: initialProducts,
  });

  if (products.isError || products.data?.length === 0) return null;

  return (
    <ProductTeaserView
      products={products.data ?? null}
      limit={limit}
      storeRootPath={storeRootPath}
      imageSrc={imageSrc}
      headingLevel={headingLevel}
      heading={heading}
      moreHref={moreHref}
    />
  );
}

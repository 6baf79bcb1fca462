// Story-only msw handlers for the product reads (never exported from the package index). The
// fixtures' `shopDataFailures` is not exported from '@schaufenster/fixtures/handlers', so these
// mirror the parts the product list needs.
import {delay, http, HttpResponse, type RequestHandler} from 'msw';
import {PRODUCT_PAGE_SIZE} from '@schaufenster/core';
import {rawRetailers} from '@schaufenster/fixtures';

const SHOP_ITEMS = '*/items/ecommerce_*';
const PRODUCTS = '*/items/ecommerce_product';

/** Every shop read in a state other than success. */
export const productFailures = {
  pending: [
    http.get(SHOP_ITEMS, async () => {
      await delay('infinite');
      return HttpResponse.json({data: []});
    }),
  ],
  serverError: [http.get(SHOP_ITEMS, () => HttpResponse.json({errors: []}, {status: 500}))],
  /** Product reads answer with no products at all (list, prices and random picks). */
  noProducts: [http.get(PRODUCTS, () => HttpResponse.json({data: [], meta: {filter_count: 0}}))],
} satisfies Record<string, RequestHandler[]>;

type RawProduct = Record<string, unknown> & {
  id: number;
  status: string;
  slug: string;
  project?: {domain?: string};
};

const JEWELLER_DOMAIN = 'juwelier-morgenstern.example';

/** The jeweller's published products, numbered on with copies until there are `count`. */
export function catalogueOf(count: number): RawProduct[] {
  const raw = rawRetailers['juwelier-morgenstern'].ecommerce_product as RawProduct[];
  const published = raw.filter(
    (product) => product.status === 'published' && product.project?.domain === JEWELLER_DOMAIN,
  );
  return Array.from({length: count}, (_, index) => {
    const product = published[index % published.length] as RawProduct;
    if (index < published.length) return product;
    const copy = Math.floor(index / published.length) + 1;
    return {
      ...product,
      id: 9000 + index,
      slug: `${product.slug}-${copy}`,
      display_name: `${String(product.display_name)} (${copy})`,
      translations: [],
    };
  });
}

/**
 * Answers the unfiltered list read (the one asking for `meta`) page by page from `products`,
 * as Directus would (spec §7: zero-based UI page sent as page + 1, limit 20). Other reads fall
 * through to the shared handlers.
 */
export function pagedProducts(products: readonly RawProduct[]): RequestHandler[] {
  return [
    http.get(PRODUCTS, ({request}) => {
      const params = new URL(request.url).searchParams;
      if (!params.has('meta')) return undefined;
      const page = Math.max(1, Number(params.get('page') ?? 1));
      const offset = (page - 1) * PRODUCT_PAGE_SIZE;
      return HttpResponse.json({
        data: products.slice(offset, offset + PRODUCT_PAGE_SIZE),
        meta: {filter_count: products.length, total_count: products.length},
      });
    }),
  ];
}

// A product teaser section (decision 030): its filters resolved against the build's catalogue.
import {
  queryProducts,
  type Lang,
  type PageSection,
  type Product,
  type ProductListItem,
  type ProductQuery,
  type SiteData,
} from '@schaufenster/core';
import {listedProducts, shopIsOn, storeRootFor} from '../shop/shopPages.ts';

/** What the teaser island gets: the filters as ids, the build's pick and "show all". */
export interface SectionTeaser {
  query: ProductQuery;
  initialProducts: ProductListItem[];
  moreHref: string;
}

type TaxonField = 'category' | 'manufacturer';

/** The id of the category or manufacturer with this slug (or name), as the products carry it. */
function taxonId(products: readonly Product[], field: TaxonField, slug: string) {
  const wanted = slug.trim().toLowerCase();
  for (const product of products) {
    const taxon = product[field];
    if (!taxon) continue;
    if ((taxon.slug ?? '').toLowerCase() === wanted) return taxon.id;
    if (taxon.display_name.trim().toLowerCase() === wanted) return taxon.id;
  }
  return undefined;
}

/**
 * The teaser of a product teaser section, or null when there is nothing to show: no shop, a
 * filter naming a category or manufacturer no listed product has, or no match. The pick is the
 * first `product_limit` matches in the shop's default order, as the live read returns them.
 */
export function sectionTeaser(
  data: SiteData,
  section: PageSection,
  lang: Lang,
): SectionTeaser | null {
  if (!shopIsOn(data)) return null;
  const products = listedProducts(data);
  const query: ProductQuery = {sort: data.shopSettings.default_sort};
  const params = new URLSearchParams();
  for (const field of ['category', 'manufacturer'] as const) {
    const slug = section[`product_${field}`];
    if (slug === null) continue;
    const id = taxonId(products, field, slug);
    if (id === undefined) return null;
    query[field] = id;
    params.set(field, String(id));
  }
  const tag = section.product_tag?.trim();
  if (tag) {
    query.tags = [tag];
    params.set('tag', tag);
  }
  const initialProducts = queryProducts(products, {...query, page: 0}).data.slice(
    0,
    section.product_limit,
  );
  if (initialProducts.length === 0) return null;
  const search = params.toString();
  return {
    query,
    initialProducts,
    moreHref: `${storeRootFor(data, lang)}${search === '' ? '' : `?${search}`}`,
  };
}

// Pure helpers of the item list (spec §2 Item-list page, §7 list query): the query from the
// shop context, filter options from the catalogue, prices and ratings of a card, paging.
import {
  DEFAULT_PRODUCT_SORT,
  groupAttributeIds,
  type Attribute,
  type AttributeGroup,
  type Id,
  type ProductPage,
  type ProductQuery,
  type ProductSort,
  type Taxon,
} from '@schaufenster/core';
import type {ShopFilters} from '../shopContext/index.ts';

/** The list query of the filters (without page): attribute ids grouped by their group. */
export function toProductQuery(
  filters: ShopFilters,
  attributes: readonly Attribute[],
): ProductQuery {
  return {
    category: filters.category,
    manufacturer: filters.manufacturer,
    subcategory: filters.subcategory,
    tags: filters.tags,
    attributes: groupAttributeIds(filters.attributes, attributes),
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    sort: filters.sort,
  };
}

/** The query of the price filter's range: the other filters only (decision 008 productPrices). */
export function priceRangeQuery(query: ProductQuery): ProductQuery {
  return {...query, priceMin: null, priceMax: null, sort: DEFAULT_PRODUCT_SORT};
}

/**
 * The zero-based page after the last loaded one, or undefined at the end. The meta's page is
 * one-based (spec §7: the UI page is sent as page + 1), so it already names the next UI page.
 */
export function nextPageParam(last: ProductPage): number | undefined {
  return last.meta.page < last.meta.page_count ? last.meta.page : undefined;
}

/** A subcategory as a filter option, with the category it was found under. */
export interface SubcategoryOption {
  /** The subcategory. */
  subcategory: Taxon;
  /** The category of a product carrying it; null when that product had none. */
  category: Id | null;
}

/** The choices of the category, manufacturer and subcategory filters. */
export interface FilterOptions {
  /** Categories, in first-seen order. */
  categories: Taxon[];
  /** Manufacturers, in first-seen order. */
  manufacturers: Taxon[];
  /** Subcategories per category they occur in. */
  subcategories: SubcategoryOption[];
}

/** The fields of a product the filter options are taken from. */
export interface FilterOptionSource {
  /** The product's category. */
  category: Taxon | null;
  /** The product's manufacturer. */
  manufacturer: Taxon | null;
  /** The product's subcategories (full products only). */
  subcategories?: readonly {subcategory_id: Taxon}[];
}

function pushUnique(list: Taxon[], taxon: Taxon | null): void {
  if (taxon && !list.some((known) => String(known.id) === String(taxon.id))) list.push(taxon);
}

/**
 * The filter options of a catalogue (the build passes them; the ShopApi has no facet read).
 * Each taxon appears once; names sort later, per language.
 */
export function filterOptionsOf(products: readonly FilterOptionSource[]): FilterOptions {
  const options: FilterOptions = {categories: [], manufacturers: [], subcategories: []};
  for (const product of products) {
    pushUnique(options.categories, product.category);
    pushUnique(options.manufacturers, product.manufacturer);
    for (const {subcategory_id: subcategory} of product.subcategories ?? []) {
      const category = product.category?.id ?? null;
      const known = options.subcategories.some(
        (option) =>
          String(option.subcategory.id) === String(subcategory.id) &&
          String(option.category) === String(category),
      );
      if (!known) options.subcategories.push({subcategory, category});
    }
  }
  return options;
}

/** The subcategories to offer: those of the chosen category, or all when none is chosen. */
export function subcategoryOptions(
  subcategories: readonly SubcategoryOption[],
  category: Id | null,
): Taxon[] {
  const result: Taxon[] = [];
  for (const option of subcategories) {
    if (category === null || String(option.category) === String(category)) {
      pushUnique(result, option.subcategory);
    }
  }
  return result;
}

/** One attribute filter: a group and its values. */
export interface AttributeFilterGroup {
  /** The attribute group, e.g. Material. */
  group: AttributeGroup;
  /** Its values, in the order read (by sort). */
  values: Attribute[];
}

/** Attributes grouped for the filters, in the order of the settings' group ids; empty groups left out. */
export function attributeFilterGroups(
  attributes: readonly Attribute[],
  groupIds: readonly Id[],
): AttributeFilterGroup[] {
  return groupIds
    .map((groupId) => {
      const values = attributes.filter(
        (attribute) => String(attribute.attribute_group.id) === String(groupId),
      );
      const group = values[0]?.attribute_group;
      return group ? {group, values} : null;
    })
    .filter((entry): entry is AttributeFilterGroup => entry !== null);
}

/** The sorts the list offers, in menu order (a subset of core's PRODUCT_SORTS). */
export const SORT_OPTIONS = [
  'sort',
  'price_brutto',
  '-price_brutto',
  'display_name',
  '-display_name',
  '-date_created',
] as const satisfies readonly ProductSort[];

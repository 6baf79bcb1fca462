import {keepPreviousData, useInfiniteQuery, useQuery} from '@tanstack/react-query';
import {useEffect, useId, useRef, useState} from 'react';
import {Button} from 'react-aria-components';
import {
  PRODUCT_PAGE_SIZE,
  priceRange,
  type Attribute,
  type ProductPage,
  type ShopSettings,
} from '@schaufenster/core';
import {useMessages} from '@schaufenster/ui';
import {ProductCard, ProductCardSkeleton, type ProductImageSrc} from '../ProductCard/index.ts';
import {useShopEnvironment} from '../ShopProvider/index.ts';
import {activeFilterCount, filtersOf, hasFilters, useShopContext} from '../shopContext/index.ts';
import {ItemListFilterToggle} from './ItemListFilterToggle.tsx';
import {ItemListFilters} from './ItemListFilters.tsx';
import {ItemListSort} from './ItemListSort.tsx';
import {
  attributeFilterGroups,
  nextPageParam,
  priceRangeQuery,
  subcategoryOptions,
  toProductQuery,
  type FilterOptions,
} from './itemListModel.ts';
import styles from './ItemList.module.css';

/** The settings the item list reads (spec §3 Shop settings field list). */
export type ItemListSettings = Pick<
  ShopSettings,
  | 'filters'
  | 'category_filter'
  | 'manufacturer_filter'
  | 'subcategory_filter'
  | 'attribute_filter'
  | 'default_sort'
>;

/** Props of {@link ItemList}. */
export interface ItemListProps {
  /** Which filters the shop offers and its default sort. */
  settings: ItemListSettings;
  /** Choices of the category, manufacturer and subcategory filters (see `filterOptionsOf`). */
  filterOptions: FilterOptions;
  /**
   * The first page as the build saw it: shown at once (also in the prerendered HTML), then
   * refreshed in place from the live ShopApi. @default undefined (skeleton until loaded)
   */
  initialData?: ProductPage;
  /**
   * The attribute values of `settings.attribute_filter` as the build saw them: the attribute
   * filters are in the prerendered HTML too, then refreshed live. @default undefined (live only)
   */
  initialAttributes?: Attribute[];
  /**
   * The unfiltered list's price span as the build saw it: the price fields' hints until the live
   * span arrives. @default null (no hints until then)
   */
  initialPriceRange?: {min: number; max: number} | null;
  /** Resolves product image URLs. @default () => null (placeholders) */
  imageSrc?: ProductImageSrc;
  /** Level of the "Our products" heading; product names are one level below. @default 1 */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The item list (spec §2 Item-list page): heading "Our products", filters for category,
 * manufacturer, price range and attributes, a sort, product cards and a "show more" button that
 * appends the next page of 20 (spec §9). Filters live in the URL query (useShopContext); data
 * comes live from the ShopApi through react-query with the spec §9 cache settings. Phones keep
 * the filters behind "Filter (n)"; from 62em they stand beside the results, so the first
 * products are on the first screen whatever filters the shop offers.
 */
export function ItemList({
  settings,
  filterOptions,
  initialData,
  initialAttributes,
  initialPriceRange = null,
  imageSrc,
  headingLevel = 1,
}: ItemListProps) {
  const t = useMessages();
  const {api, domain, storeRootPath} = useShopEnvironment();
  const defaultSort = settings.default_sort;
  const [state, dispatch] = useShopContext({
    storeRootPath: storeRootPath ?? '',
    projectName: domain,
    defaultSort,
  });
  const filters = filtersOf(state);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const filtersId = useId();
  // Phones only: wider screens always show the filters (CSS), whatever this says.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // Attribute values of the configured groups (spec §7: ecommerce_attribute by group ids).
  const groupIds = settings.filters ? settings.attribute_filter : [];
  const attributesQuery = useQuery({
    queryKey: ['shop', domain, 'attributes', groupIds],
    queryFn: () => api.getAttributes(groupIds),
    initialData: initialAttributes,
    enabled: groupIds.length > 0,
  });
  const attributes = attributesQuery.data ?? [];
  const query = toProductQuery(filters, attributes);
  // Selected attribute ids are grouped by the loaded attributes; until then the query would drop them.
  const waitingForAttributes = state.attributes.length > 0 && attributesQuery.isPending;

  // Build-time data belongs to the unfiltered list only.
  const isInitialQuery = !hasFilters(filters) && filters.sort === defaultSort;
  const products = useInfiniteQuery({
    queryKey: ['shop', domain, 'products', query],
    queryFn: ({pageParam}) => api.listProducts({...query, page: pageParam}),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    initialData:
      isInitialQuery && initialData ? {pages: [initialData], pageParams: [0]} : undefined,
    // A filter change keeps the current cards (dimmed) until the new ones arrive: no jump.
    placeholderData: keepPreviousData,
    enabled: !waitingForAttributes,
  });

  // The price fields' span: every product the other filters match (decision 008).
  const pricesQuery = useQuery({
    queryKey: ['shop', domain, 'prices', priceRangeQuery(query)],
    queryFn: () => api.productPrices(priceRangeQuery(query)),
    enabled: settings.filters && !waitingForAttributes,
    placeholderData: keepPreviousData,
  });

  const pages = products.data?.pages ?? [];
  // The context's page says how many pages are shown; a cached query may hold more.
  const shown = pages.slice(0, state.page + 1);
  const items = shown.flatMap((page) => page.data);
  const meta = pages[0]?.meta;
  const hasMore = pages.length > state.page + 1 || products.hasNextPage;
  const loadingMore =
    pages.length > 0 && pages.length <= state.page && !products.isFetchNextPageError;

  const {fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError} = products;
  useEffect(() => {
    if (pages.length === 0 || pages.length > state.page) return;
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [
    pages.length,
    state.page,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  ]);

  // After "show more", focus moves to the first new product so reading continues there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a, [tabindex]')?.focus();
  }, [items.length]);

  const showMore = () => {
    if (loadingMore) return;
    focusFrom.current = items.length;
    dispatch({type: 'pageChange', page: state.page + 1});
  };

  const resetFilters = () => {
    dispatch({type: 'filtersReset'});
    headingRef.current?.focus();
  };

  const range = pricesQuery.data ? priceRange(pricesQuery.data) : initialPriceRange;
  const showFilters = settings.filters;
  const isLoading = pages.length === 0 && !products.isError;
  const isError = pages.length === 0 && products.isError;
  const isEmpty = meta?.filter_count === 0;

  return (
    <section
      className={styles.itemList}
      aria-labelledby={headingId}
      data-filters={showFilters || undefined}
    >
      <Heading ref={headingRef} id={headingId} className={styles.heading} tabIndex={-1}>
        {t('itemListHeading')}
      </Heading>

      {showFilters ? (
        <ItemListFilterToggle
          count={activeFilterCount(filters)}
          isExpanded={filtersOpen}
          controls={filtersId}
          onToggle={() => setFiltersOpen((open) => !open)}
        />
      ) : null}
      {showFilters ? (
        <div id={filtersId} className={styles.filterPanel} data-open={filtersOpen || undefined}>
          <ItemListFilters
            filters={filters}
            dispatch={dispatch}
            categories={settings.category_filter ? filterOptions.categories : null}
            manufacturers={settings.manufacturer_filter ? filterOptions.manufacturers : null}
            subcategories={
              settings.subcategory_filter && filterOptions.subcategories.length > 0
                ? subcategoryOptions(filterOptions.subcategories, filters.category)
                : null
            }
            priceRange={range}
            attributeGroups={attributeFilterGroups(attributes, groupIds)}
          />
        </div>
      ) : null}

      {/* The results column: beside the filters on wide screens, below them on narrow ones. */}
      <div className={styles.results}>
        <div className={styles.toolbar}>
          {/* Always rendered, so each new count is announced politely. */}
          <p className={styles.count} role="status">
            {isLoading || loadingMore
              ? t('itemListLoading')
              : meta
                ? t('itemListResultCount', {count: meta.filter_count})
                : null}
          </p>
          <ItemListSort
            sort={filters.sort}
            onSortChange={(sort) => dispatch({type: 'sortChange', sort})}
          />
        </div>

        {isError ? (
          <div className={styles.message} role="alert">
            <p>{t('itemListLoadError')}</p>
            <Button className={styles.button} onPress={() => void products.refetch()}>
              {t('itemListRetry')}
            </Button>
          </div>
        ) : isLoading ? (
          <ul className={styles.grid} aria-labelledby={headingId} aria-busy="true">
            {Array.from({length: PRODUCT_PAGE_SIZE}, (_, index) => (
              <li key={index} className={styles.cell}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        ) : isEmpty ? (
          <div className={styles.message}>
            <p>{t('itemListEmpty')}</p>
            {hasFilters(filters) ? (
              <Button className={styles.button} onPress={resetFilters}>
                {t('itemListFilterReset')}
              </Button>
            ) : null}
          </div>
        ) : (
          <ul
            ref={listRef}
            className={styles.grid}
            aria-labelledby={headingId}
            aria-busy={products.isPlaceholderData || undefined}
            data-stale={products.isPlaceholderData || undefined}
          >
            {items.map((item) => (
              <li key={String(item.id)} className={styles.cell}>
                <ProductCard
                  product={item}
                  storeRootPath={storeRootPath}
                  imageSrc={imageSrc}
                  headingLevel={(headingLevel + 1) as 2 | 3 | 4}
                />
              </li>
            ))}
          </ul>
        )}

        {products.isFetchNextPageError ? (
          <div className={styles.message} role="alert">
            <p>{t('itemListLoadError')}</p>
            <Button className={styles.button} onPress={() => void fetchNextPage()}>
              {t('itemListRetry')}
            </Button>
          </div>
        ) : null}

        {hasMore && !isEmpty && !isError && !isLoading && !products.isFetchNextPageError ? (
          <div className={styles.more}>
            {/* Not RAC's isPending: its announcement points at this button, which is gone once
              the last page is in. The status line above says "loading" instead. */}
            <Button
              className={styles.button}
              data-variant="primary"
              data-loading={loadingMore || undefined}
              onPress={showMore}
            >
              {t('itemListShowMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

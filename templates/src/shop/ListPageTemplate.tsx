import {t} from '@schaufenster/core';
import {ProductCard} from '@schaufenster/shop';
import {productImageSrc} from '../islands/productImages.ts';
import {useMessages} from '@schaufenster/ui';
import type {ProductListItem, ProductPage} from '@schaufenster/core';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';
import {ListPaging} from './ListPaging.tsx';
import {shopIsOn, storeRootFor} from './shopPages.ts';
import styles from './ShopPages.module.css';

/** What a further page of the item list adds to {@link PageExtra}. */
export interface ListPageExtra {
  /** The page number, one-based, from 2. */
  page: number;
  /** Its products: `listPage(data, page - 1)` (the build computes it once for every language). */
  list: ProductPage;
  /** How many pages the list has: `listPageCount(data)`. */
  count: number;
}

/**
 * A further page of the unfiltered item list, `{storeRootPath}/seite/{n}`: its 20 products as
 * plain HTML and the paging links. These pages exist so the whole list can be browsed (and
 * crawled) without JavaScript; a static host cannot answer `?page=n` with other HTML.
 */
export const ListPageTemplate: PageTemplate<ListPageExtra> = (data, lang, extra) => {
  if (!shopIsOn(data)) throw new Error('The item list needs the shop add-on (shop settings)');
  return {
    element: (
      <ListPage
        products={extra.list.data}
        storeRootPath={storeRootFor(data, lang)}
        current={extra.page}
        count={extra.count}
      />
    ),
    head: {title: t(lang, 'shopPagingTitle', {page: extra.page})},
  };
};

interface ListPageProps {
  products: readonly ProductListItem[];
  storeRootPath: string;
  current: number;
  count: number;
}

function ListPage({products, storeRootPath, current, count}: ListPageProps) {
  const tr = useMessages();
  return (
    <Page title={tr('itemListHeading')}>
      <p className={styles.status}>{tr('shopPagingStatus', {page: current, count})}</p>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={String(product.id)}>
            <ProductCard
              product={product}
              storeRootPath={storeRootPath}
              imageSrc={productImageSrc}
            />
          </li>
        ))}
      </ul>
      <ListPaging storeRootPath={storeRootPath} current={current} count={count} />
    </Page>
  );
}

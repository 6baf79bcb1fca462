import {useMessages} from '@schaufenster/ui';
import {listPagePath} from './shopPages.ts';
import styles from './ShopPages.module.css';

/** Props of {@link ListPaging}. */
export interface ListPagingProps {
  /** The shop's root path in the page language. */
  storeRootPath: string;
  /** The page shown, one-based. */
  current: number;
  /** How many pages the list has. */
  count: number;
}

/**
 * Plain links to every page of the item list, so the list can be paged without JavaScript. Plain
 * `<a>`: the runtime still intercepts them, and without JavaScript they are ordinary links.
 */
export function ListPaging({storeRootPath, current, count}: ListPagingProps) {
  const t = useMessages();
  if (count <= 1) return null;
  const pages = Array.from({length: count}, (_, index) => index + 1);
  return (
    <nav className={styles.paging} aria-label={t('shopPagingLabel')}>
      <ul className={styles.pagingList}>
        {pages.map((page) => (
          <li key={page}>
            <a
              className={styles.pagingLink}
              href={listPagePath(storeRootPath, page)}
              aria-current={page === current ? 'page' : undefined}
            >
              {t('shopPagingPage', {page})}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

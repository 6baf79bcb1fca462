import {useMessages} from '@schaufenster/ui';
import type {MessageKey} from '@schaufenster/core';
import {Select} from '../Select/index.ts';
import {SORT_OPTIONS} from './itemListModel.ts';

/** Props of {@link ItemListSort}. */
export interface ItemListSortProps {
  /** The current sort key. */
  sort: string;
  /** Called with the chosen sort key. */
  onSortChange: (sort: string) => void;
}

// Literal keys, so the catalogue check sees each one (STYLE.md "Keys are literals").
const SORT_LABELS: Record<(typeof SORT_OPTIONS)[number], MessageKey> = {
  sort: 'itemListSortRecommended',
  price_brutto: 'itemListSortPriceAsc',
  '-price_brutto': 'itemListSortPriceDesc',
  display_name: 'itemListSortNameAsc',
  '-display_name': 'itemListSortNameDesc',
  '-date_created': 'itemListSortNewest',
};

/** The item list's sort select (CMS order, price, name, newest). */
export function ItemListSort({sort, onSortChange}: ItemListSortProps) {
  const t = useMessages();
  return (
    <Select
      label={t('itemListSort')}
      options={SORT_OPTIONS.map((key) => ({key, label: t(SORT_LABELS[key])}))}
      selectedKey={sort}
      onSelectionChange={onSortChange}
    />
  );
}

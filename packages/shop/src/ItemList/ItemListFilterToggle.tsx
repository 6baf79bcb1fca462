import {Button} from 'react-aria-components';
import {useMessages} from '@schaufenster/ui';
import styles from './ItemList.module.css';

/** Props of {@link ItemListFilterToggle}. */
export interface ItemListFilterToggleProps {
  /** How many filters are set (`activeFilterCount`). */
  count: number;
  /** Whether the filters are shown. */
  isExpanded: boolean;
  /** Id of the element holding the filters. */
  controls: string;
  /** Shows or hides the filters. */
  onToggle: () => void;
}

/**
 * "Filter (n)" of phones: the filters collapse behind it so the products come first; the sort stays
 * in view. From 48em the filters always show and the button is hidden (CSS), so the prerendered
 * page is the same at every width and nothing shifts when it hydrates.
 */
export function ItemListFilterToggle({
  count,
  isExpanded,
  controls,
  onToggle,
}: ItemListFilterToggleProps) {
  const t = useMessages();
  return (
    // The list's own button look (retry, show more): no extra code on the page.
    <Button
      className={`${styles.button} ${styles.filterToggle}`}
      aria-expanded={isExpanded}
      aria-controls={controls}
      onPress={onToggle}
    >
      {t('itemListFilterToggle', {count})}
    </Button>
  );
}

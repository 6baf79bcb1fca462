import {useSelect, type UseSelectState} from 'downshift';
import {useMemo, useRef} from 'react';
import {Icon, useMessages} from '@schaufenster/ui';
import {selectStatus, type SelectStatusSnapshot} from './selectStatus.ts';
import styles from './ItemListSelect.module.css';

/** One choice of an {@link ItemListSelect}. */
export interface SelectOption {
  /** Stable key; '' stands for "all" in the filters. */
  key: string;
  /** The visible text (data or a catalogue message). */
  label: string;
}

/** Props of {@link ItemListSelect}. */
export interface ItemListSelectProps {
  /** The visible label (from the catalogues). */
  label: string;
  /** The choices, in menu order. */
  options: readonly SelectOption[];
  /** Key of the chosen option. */
  selectedKey: string;
  /** Called with the key the visitor chose. */
  onSelectionChange: (key: string) => void;
}

/**
 * A select built on downshift's `useSelect` (ARCHITECTURE.md "Chosen parts": downshift for
 * selects): a combobox button with a listbox, fully keyboard usable (arrows, Home/End, typing a
 * name's first letters, Enter, Escape). Its live status texts come from our catalogues.
 */
export function ItemListSelect({
  label,
  options,
  selectedKey,
  onSelectionChange,
}: ItemListSelectProps) {
  const t = useMessages();
  // Same keys and labels, same objects: downshift re-runs its status message whenever the
  // selected item's identity changes, and its debounced live region is shared by every select
  // on the page, so a fresh but equal item would overwrite another select's announcement.
  const signature = options.map(({key, label}) => `${key}\u0000${label}`).join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const items = useMemo(() => [...options], [signature]);
  const selectedItem = items.find((option) => option.key === selectedKey) ?? null;
  const announced = useRef<SelectStatusSnapshot>({
    isOpen: false,
    selectedKey: selectedItem?.key ?? null,
  });

  // Called by downshift after open, highlight or selection changes (downshift 9 API).
  const getA11yStatusMessage = ({isOpen, selectedItem: item}: UseSelectState<SelectOption>) => {
    const next = {isOpen, selectedKey: item?.key ?? null};
    const status = selectStatus(announced.current, {
      ...next,
      selectedLabel: item?.label ?? null,
      optionCount: items.length,
    });
    announced.current = next;
    if (status === null) return '';
    return status.kind === 'results'
      ? t('selectStatusResults', {count: status.count})
      : t('selectStatusSelected', {item: status.label});
  };

  const {
    isOpen,
    highlightedIndex,
    getToggleButtonProps,
    getLabelProps,
    getMenuProps,
    getItemProps,
  } = useSelect<SelectOption>({
    items: [...options],
    selectedItem,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.key ?? null,
    getA11yStatusMessage,
    onSelectedItemChange: ({selectedItem: item}) => {
      if (item) onSelectionChange(item.key);
    },
  });

  return (
    <div className={styles.select}>
      {/* downshift wires label, button and list by id (htmlFor and aria-labelledby). */}
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.toggle} data-open={isOpen || undefined} {...getToggleButtonProps()}>
        <span className={styles.value}>{selectedItem?.label ?? t('selectPlaceholder')}</span>
        <Icon name="chevronDown" />
      </div>
      <ul className={styles.menu} hidden={!isOpen} {...getMenuProps()}>
        {isOpen
          ? items.map((option, index) => (
              <li
                key={option.key}
                className={styles.option}
                data-highlighted={highlightedIndex === index || undefined}
                data-selected={option.key === selectedItem?.key || undefined}
                {...getItemProps({item: option, index})}
              >
                {option.label}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

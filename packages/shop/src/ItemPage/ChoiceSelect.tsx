import {useId, useRef} from 'react';
import {useSelect} from 'downshift';
import {Icon, useMessages} from '@schaufenster/ui';
import {selectStatusMessage, type SelectSnapshot} from './selectStatus.ts';
import styles from './ChoiceSelect.module.css';

/** Props of {@link ChoiceSelect}. */
export interface ChoiceSelectProps<T> {
  /** The visible label. */
  label: string;
  /** The options, in order. */
  items: readonly T[];
  /** The chosen option; null for the empty choice. */
  selected: T | null;
  /** An option's text. */
  itemToString: (item: T) => string;
  /** A stable key per option. */
  itemKey: (item: T) => string;
  /** Called with the new option, or null when the empty choice is picked. */
  onChange: (item: T | null) => void;
  /** Text of the empty choice (listed first). */
  placeholder: string;
  /** Marks the field required for assistive technology. @default false */
  isRequired?: boolean;
  /** Error shown under the field and tied to it; null for none. @default null */
  errorMessage?: string | null;
}

// The empty choice is a real option, so a shopper can go back to "no selection" (spec §4
// variantChange with an empty selection).
const NONE = Symbol('none');
type Option<T> = T | typeof NONE;

/**
 * A single select built on downshift's `useSelect` (ARCHITECTURE.md "Chosen parts"): a
 * combobox button with a listbox, keyboard as the ARIA select pattern (arrows, Home/End,
 * typing, Enter/Space, Escape), and status messages from the catalogues.
 */
export function ChoiceSelect<T>({
  label,
  items,
  selected,
  itemToString,
  itemKey,
  onChange,
  placeholder,
  isRequired = false,
  errorMessage = null,
}: ChoiceSelectProps<T>) {
  const t = useMessages();
  const options: Option<T>[] = [NONE, ...items];
  const text = (option: Option<T> | null) =>
    option === null || option === NONE ? placeholder : itemToString(option);
  const previous = useRef<SelectSnapshot>({isOpen: false, selected: null});
  const errorId = useId();
  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useSelect<Option<T>>({
    items: options,
    selectedItem: selected ?? NONE,
    itemToString: text,
    itemToKey: (option) => (option === null || option === NONE ? '' : itemKey(option)),
    onSelectedItemChange: ({selectedItem}) =>
      onChange(selectedItem === null || selectedItem === NONE ? null : selectedItem),
    getA11yStatusMessage: ({isOpen: open, selectedItem}) => {
      const next: SelectSnapshot = {
        isOpen: open,
        selected: selectedItem === null || selectedItem === NONE ? null : text(selectedItem),
      };
      const message = selectStatusMessage(previous.current, next, items.length);
      previous.current = next;
      return message === null ? '' : t(message.key, message.values);
    },
  });
  return (
    <div className={styles.select}>
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div
        className={styles.button}
        data-invalid={errorMessage ? true : undefined}
        {...getToggleButtonProps({
          'aria-required': isRequired || undefined,
          'aria-invalid': errorMessage ? true : undefined,
          'aria-describedby': errorMessage ? errorId : undefined,
        })}
      >
        <span className={styles.value}>{text(selected ?? NONE)}</span>
        <Icon name="chevronDown" size="1em" />
      </div>
      <ul className={styles.menu} data-open={isOpen || undefined} {...getMenuProps()}>
        {isOpen &&
          options.map((option, index) => (
            <li
              key={option === NONE ? 'none' : itemKey(option)}
              className={styles.option}
              data-highlighted={highlightedIndex === index || undefined}
              data-selected={option === (selected ?? NONE) || undefined}
              {...getItemProps({item: option, index})}
            >
              {text(option)}
            </li>
          ))}
      </ul>
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}

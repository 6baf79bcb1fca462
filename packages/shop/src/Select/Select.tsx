import {useSelect, type UseSelectState} from 'downshift';
import {useId, useMemo, useRef} from 'react';
import {Icon, useMessages} from '@schaufenster/ui';
import {selectStatusMessage, type SelectSnapshot} from './selectStatus.ts';
import styles from './Select.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** Stable key, unique in the list (the item list's filters use '' for "all"). */
  key: string;
  /** The visible text (data or a catalogue message). */
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** The visible label (from the catalogues or data). */
  label: string;
  /** The choices, in menu order. */
  options: readonly SelectOption[];
  /** Key of the chosen option; an unknown key (or '' with `emptyChoice`) chooses none. */
  selectedKey: string;
  /** Called with the key the visitor chose; '' for the empty choice. */
  onSelectionChange: (key: string) => void;
  /**
   * Text of an empty choice listed first, so a shopper can go back to "no selection" (spec §4
   * variantChange with an empty selection); it is also shown while none is chosen. Do not combine
   * it with an option keyed ''. @default undefined (no empty choice; "Bitte wählen" while none)
   */
  emptyChoice?: string;
  /** Marks the field required for assistive technology. @default false */
  isRequired?: boolean;
  /** Error shown under the field and tied to it; null for none. @default null */
  errorMessage?: string | null;
}

// The empty choice is a real option of the menu, apart from the caller's options.
const NONE = Symbol('none');
type Choice = SelectOption | typeof NONE;

/**
 * A single select built on downshift's `useSelect` (ARCHITECTURE.md "Chosen parts": downshift for
 * selects): a combobox button with a listbox, keyboard as the ARIA select pattern (arrows,
 * Home/End, typing a name's first letters, Enter/Space, Escape). Its live status texts come from
 * our catalogues.
 */
export function Select({
  label,
  options,
  selectedKey,
  onSelectionChange,
  emptyChoice,
  isRequired = false,
  errorMessage = null,
}: SelectProps) {
  const t = useMessages();
  const errorId = useId();
  const hasEmptyChoice = emptyChoice !== undefined;
  // Same keys and labels, same objects: downshift re-runs its status message whenever the
  // selected item's identity changes, and its debounced live region is shared by every select
  // on the page, so a fresh but equal item would overwrite another select's announcement.
  const signature = options.map(({key, label}) => `${key}\u0000${label}`).join('\u0001');
  const choices = useMemo<Choice[]>(
    () => (hasEmptyChoice ? [NONE, ...options] : [...options]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature, hasEmptyChoice],
  );
  const selectedItem =
    choices.find((choice) => choice !== NONE && choice.key === selectedKey) ??
    (hasEmptyChoice ? NONE : null);
  const keyOf = (choice: Choice | null) => (choice === null || choice === NONE ? null : choice.key);
  const text = (choice: Choice | null) =>
    choice === null || choice === NONE ? (emptyChoice ?? t('selectPlaceholder')) : choice.label;
  const announced = useRef<SelectSnapshot>({isOpen: false, selectedKey: keyOf(selectedItem)});

  // Called by downshift after open, highlight or selection changes (downshift 9 API).
  const getA11yStatusMessage = ({isOpen, selectedItem: item}: UseSelectState<Choice>) => {
    const next = {isOpen, selectedKey: keyOf(item)};
    const message = selectStatusMessage(
      announced.current,
      {...next, selectedLabel: item === null || item === NONE ? null : item.label},
      options.length,
    );
    announced.current = next;
    return message === null ? '' : t(message.key, message.values);
  };

  const {
    isOpen,
    highlightedIndex,
    getToggleButtonProps,
    getLabelProps,
    getMenuProps,
    getItemProps,
  } = useSelect<Choice>({
    items: choices,
    selectedItem,
    itemToString: text,
    itemToKey: (choice) => keyOf(choice) ?? '',
    getA11yStatusMessage,
    onSelectedItemChange: ({selectedItem: item}) => {
      if (item !== null && item !== undefined) onSelectionChange(keyOf(item) ?? '');
    },
  });

  const {htmlFor: _for, ...labelProps} = getLabelProps();
  const toggle = getToggleButtonProps({
    'aria-required': isRequired || undefined,
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': errorMessage ? errorId : undefined,
  });
  // downshift writes an empty aria-activedescendant while no option is highlighted: not a valid
  // id reference, so it is left out until one is.
  const toggleProps = {
    ...toggle,
    'aria-activedescendant': toggle['aria-activedescendant'] || undefined,
  };

  return (
    <div className={styles.select}>
      {/* downshift wires label, combobox and list by id (aria-labelledby); the combobox is a
          div, which a label's `for` cannot name (valid HTML), so `for` is dropped and
          the label's click still focuses it. */}
      <label className={styles.label} {...labelProps}>
        {label}
      </label>
      <div
        className={styles.toggle}
        data-open={isOpen || undefined}
        data-invalid={errorMessage ? true : undefined}
        {...toggleProps}
      >
        <span className={styles.value}>{text(selectedItem)}</span>
        <Icon name="chevronDown" />
      </div>
      <ul className={styles.menu} hidden={!isOpen} {...getMenuProps()}>
        {isOpen
          ? choices.map((choice, index) => (
              <li
                key={choice === NONE ? 'none' : `option-${choice.key}`}
                className={styles.option}
                data-highlighted={highlightedIndex === index || undefined}
                data-selected={choice === selectedItem || undefined}
                {...getItemProps({item: choice, index})}
              >
                {text(choice)}
              </li>
            ))
          : null}
      </ul>
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}

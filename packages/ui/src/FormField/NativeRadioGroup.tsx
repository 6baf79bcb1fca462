import {useId, type ReactNode} from 'react';
import type {FieldRule} from '@schaufenster/core';
import {useMessages} from '../i18n/useMessages.ts';
import {VisuallyHidden} from '../VisuallyHidden/index.ts';
import {joinClasses} from './joinClasses.ts';
import {useNativeValidity} from './useNativeValidity.ts';
import fieldStyles from './FormField.module.css';
import styles from './NativeRadioGroup.module.css';

/** One choice of a {@link NativeRadioGroup}. */
interface NativeRadioOption {
  /** The submitted value. */
  value: string;
  /** The option's name (from the message catalogue); only read when the group draws marks. */
  label: ReactNode;
}

/** Props of {@link NativeRadioGroup}. */
export interface NativeRadioGroupProps {
  /** The group's visible name, its legend (from the message catalogue). */
  label: ReactNode;
  /** The form field name of every radio. */
  name: string;
  /** The choices in order. */
  options: readonly NativeRadioOption[];
  /** The chosen value, or null before a choice. */
  value: string | null;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** Whether a choice is required (`aria-required`; the `rule` blocks the submit). @default false */
  isRequired?: boolean;
  /** A core rule on the chosen value; its error, in the page language, blocks the submit. @default undefined */
  rule?: FieldRule<string | null>;
  /**
   * Draws an option as a mark in a 44 px target (the rating's stars), its label read by screen
   * readers only; the mark shows the checked state. Without it each radio shows beside its
   * label. @default undefined
   */
  mark?: (option: NativeRadioOption, checked: boolean) => ReactNode;
  /** Extra class for the fieldset. @default undefined */
  className?: string;
}

/**
 * A radio group on `<fieldset>` and `<input type="radio">` (decision 056), without react-aria:
 * the legend names the group, the browser gives the roles, the checked state and the arrow keys.
 * The rule's error is the first radio's custom validity (a submit is blocked and that radio takes
 * focus), shown under the group, tied to it by `aria-describedby` and checked again at each
 * choice, as RAC's RadioGroup does.
 */
export function NativeRadioGroup({
  label,
  name,
  options,
  value,
  onChange,
  isRequired = false,
  rule,
  mark,
  className,
}: NativeRadioGroupProps) {
  const t = useMessages();
  const id = useId();
  const ruleKey = rule?.(value) ?? null;
  const {ref, error, handlers} = useNativeValidity<HTMLInputElement>(
    ruleKey === null ? null : t(ruleKey),
    'change',
  );
  return (
    // The explicit role keeps RAC's radiogroup (ARIA in HTML allows it on a fieldset), which
    // carries aria-required and aria-invalid; a plain fieldset is a group that has neither.
    <fieldset
      role="radiogroup"
      className={joinClasses(styles.group, className)}
      aria-required={isRequired || undefined}
      aria-invalid={error !== null || undefined}
      aria-describedby={error === null ? undefined : `${id}-error`}
      data-invalid={error !== null || undefined}
    >
      <legend className={joinClasses(fieldStyles.label, styles.legend)}>{label}</legend>
      <div className={styles.options} data-marks={mark !== undefined || undefined}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              {...handlers}
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              className={styles.radio}
              onChange={(event) => {
                if (event.currentTarget.checked) onChange(option.value);
              }}
            />
            {mark === undefined ? (
              option.label
            ) : (
              <>
                {mark(option, option.value === value)}
                <VisuallyHidden>{option.label}</VisuallyHidden>
              </>
            )}
          </label>
        ))}
      </div>
      {error !== null && (
        <div id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </div>
      )}
    </fieldset>
  );
}

import {useId} from 'react';
import {Icon, NativeLabel} from '@schaufenster/ui';
import styles from './CheckoutForm.module.css';

/** Props of {@link CountrySelect}. */
export interface CountrySelectProps {
  /** The visible label. */
  label: string;
  /** The form field name. */
  name: string;
  /** The autofill hint, e.g. `shipping country`. */
  autoComplete: string;
  /** The chosen country code. */
  value: string;
  /** The countries offered: code and name in the page language. */
  options: readonly {code: string; name: string}[];
  /** Called with the chosen country code. */
  onChange: (code: string) => void;
}

/**
 * The address's country as a native `<select>` (decision 045): the browser's own list on every
 * device, keyboard, autofill and screen readers included, without react-aria's Select, Popover
 * and ListBox in the checkout's first step. Always set (the shop's default country first), so it
 * is `aria-required` rather than `required`: HTML asks a required `<select>` to start with an
 * empty placeholder option, which a field that always holds a country has no use for.
 */
export function CountrySelect({
  label,
  name,
  autoComplete,
  value,
  options,
  onChange,
}: CountrySelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <NativeLabel htmlFor={id}>{label}</NativeLabel>
      <div className={styles.selectFrame}>
        <select
          id={id}
          className={styles.select}
          name={name}
          autoComplete={autoComplete}
          aria-required="true"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map(({code, name: country}) => (
            <option key={code} value={code}>
              {country}
            </option>
          ))}
        </select>
        <span className={styles.selectIcon} aria-hidden="true">
          <Icon name="chevronDown" />
        </span>
      </div>
    </div>
  );
}

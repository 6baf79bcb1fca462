import type {ReactNode} from 'react';
import controls from './Controls.module.css';
import styles from './FormField.module.css';

/** Props of {@link NativeCheckboxField}. */
export interface NativeCheckboxFieldProps {
  /** The label, inside the clickable target (plain text, no links). */
  children: ReactNode;
  /** The form field name. */
  name: string;
  /** Whether the box is ticked. */
  isSelected: boolean;
  /** Called with the new state. */
  onChange: (selected: boolean) => void;
}

/**
 * An optional checkbox on the plain `<input type="checkbox">` (decision 052): the kit's drawn box
 * and target of {@link CheckboxField}, the browser's own role, state and keyboard, without
 * react-aria's code, for islands that hydrate at load such as the checkout.
 */
export function NativeCheckboxField({
  children,
  name,
  isSelected,
  onChange,
}: NativeCheckboxFieldProps) {
  return (
    <div className={styles.checkboxField}>
      <label className={controls.checkbox} data-selected={isSelected || undefined}>
        <input
          type="checkbox"
          className={controls.nativeCheckbox}
          name={name}
          checked={isSelected}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className={controls.box} aria-hidden="true" />
        {children}
      </label>
    </div>
  );
}

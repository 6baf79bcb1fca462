import type {ReactNode} from 'react';
import {Checkbox, type CheckboxProps} from 'react-aria-components';
import styles from './Controls.module.css';

/** Props of {@link CheckboxControl}: RAC Checkbox props with a plain label. */
export interface CheckboxControlProps extends Omit<
  CheckboxProps,
  'className' | 'children' | 'style'
> {
  /** The label, inside the clickable target. */
  children: ReactNode;
}

/**
 * A bare checkbox with the kit's drawn box, for lists of choices outside a form field (filters in
 * a CheckboxGroup, the consent manager's withdrawals). Size, gap and border follow the
 * `--sf-checkbox-*` variables of the context.
 */
export function CheckboxControl({children, ...props}: CheckboxControlProps) {
  return (
    <Checkbox {...props} className={styles.checkbox}>
      <span className={styles.box} aria-hidden="true" />
      {children}
    </Checkbox>
  );
}

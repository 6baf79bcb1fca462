import {useId, type ReactNode} from 'react';
import type {FieldRule} from '@schaufenster/core';
import {
  CheckboxButton,
  CheckboxField as RacCheckboxField,
  type CheckboxFieldProps as RacCheckboxFieldProps,
} from 'react-aria-components';
import {FieldErrorText} from './FieldParts.tsx';
import {useFieldRule} from './useFieldRule.ts';
import controls from './Controls.module.css';
import styles from './FormField.module.css';

/** Props of {@link CheckboxField}: RAC CheckboxField props plus the label. */
export interface CheckboxFieldProps extends Omit<
  RacCheckboxFieldProps,
  'className' | 'children' | 'aria-labelledby'
> {
  /** The label: a plain text or a sentence with links (then set `hasInteractiveLabel`). */
  children: ReactNode;
  /**
   * The label holds links: it sits beside the box instead of inside the clickable `<label>`
   * (which would swallow the link's clicks) and names the checkbox through aria-labelledby.
   * @default false
   */
  hasInteractiveLabel?: boolean;
  /** A core rule for the ticked state, e.g. `mustAccept(key)`; wins over `validate`. @default undefined */
  rule?: FieldRule<boolean>;
}

/**
 * A checkbox on RAC's CheckboxField with a drawn box, a 28px target and the validation error
 * under it (e.g. the privacy agreement, spec §5 Contact form).
 */
export function CheckboxField({
  children,
  hasInteractiveLabel = false,
  rule,
  validate,
  ...rest
}: CheckboxFieldProps) {
  const labelId = useId();
  const props = {...rest, validate: useFieldRule(rule) ?? validate};
  const box = <span className={controls.box} aria-hidden="true" />;
  if (!hasInteractiveLabel) {
    return (
      <RacCheckboxField {...props} className={styles.checkboxField}>
        <CheckboxButton className={controls.checkbox}>
          {box}
          {children}
        </CheckboxButton>
        <FieldErrorText />
      </RacCheckboxField>
    );
  }
  return (
    <RacCheckboxField {...props} className={styles.agreement} aria-labelledby={labelId}>
      <CheckboxButton className={controls.checkbox}>{box}</CheckboxButton>
      <span id={labelId} className={styles.agreementText}>
        {children}
      </span>
      <FieldErrorText />
    </RacCheckboxField>
  );
}

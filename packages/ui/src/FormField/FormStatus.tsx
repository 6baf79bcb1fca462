import type {ReactNode, Ref} from 'react';
import styles from './FormField.module.css';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** The error text; empty (but rendered) while there is none. @default undefined */
  children?: ReactNode;
  /** Id, so a field can point its aria-describedby at the alert. @default undefined */
  id?: string;
  /** Ref to the paragraph, e.g. to move focus to it. @default undefined */
  ref?: Ref<HTMLParagraphElement>;
  /** Whether a script may focus the alert (tabindex -1). @default false */
  isFocusable?: boolean;
}

/**
 * An alert region for a form's errors. It stays rendered while empty, so a screen reader picks up
 * the change when the text appears (spec §8 messages).
 */
export function FormAlert({children, id, ref, isFocusable = false}: FormAlertProps) {
  return (
    <p
      id={id}
      ref={ref}
      className={styles.alert}
      role="alert"
      tabIndex={isFocusable ? -1 : undefined}
    >
      {children}
    </p>
  );
}

/** Props of {@link FormStatus}. */
export interface FormStatusProps extends Omit<FormAlertProps, 'children'> {
  /** Progress or success text for the polite status region. @default undefined */
  status?: ReactNode;
  /** Error text for the alert region. @default undefined */
  alert?: ReactNode;
}

/**
 * The status region (sending, sent) and the alert region (failed) under a form. Both exist from
 * the start, so screen readers pick up their changes; `id`, `ref` and `isFocusable` go to the
 * alert.
 */
export function FormStatus({status, alert, ...alertProps}: FormStatusProps) {
  return (
    <div className={styles.messages}>
      <p role="status">{status}</p>
      <FormAlert {...alertProps}>{alert}</FormAlert>
    </div>
  );
}

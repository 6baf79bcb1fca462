import type {ReactNode} from 'react';
import styles from './FormField.module.css';

/** Props of {@link NativeLabel}. */
export interface NativeLabelProps {
  /** The id of the labelled control. */
  htmlFor: string;
  /** The label text (from the message catalogue). */
  children: ReactNode;
}

/** {@link FieldLabel}'s look on a plain `<label>` (decision 052), for native controls. */
export function NativeLabel({htmlFor, children}: NativeLabelProps) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {children}
    </label>
  );
}

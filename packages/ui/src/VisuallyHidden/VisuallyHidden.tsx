import type {ReactNode} from 'react';
import styles from './VisuallyHidden.module.css';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  /** Text for assistive technology only. */
  children: ReactNode;
}

/** Text that screen readers read and sighted visitors do not see. */
export function VisuallyHidden({children}: VisuallyHiddenProps) {
  return <span className={styles.hidden}>{children}</span>;
}

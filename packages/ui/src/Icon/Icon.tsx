import {ICON_PATHS, type IconName} from './icons.ts';
import styles from './Icon.module.css';

/** Props of {@link Icon}. */
export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in CSS units. @default '1.25em' */
  size?: string;
}

/**
 * A decorative icon: always hidden from assistive technology, so the control around it must
 * carry its own accessible name (from the message catalogues).
 */
export function Icon({name, size = '1.25em'}: IconProps) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

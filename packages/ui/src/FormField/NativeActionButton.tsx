import type {ReactNode} from 'react';
import {joinClasses} from './joinClasses.ts';
import styles from './Controls.module.css';

/** Props of {@link NativeActionButton}. */
export interface NativeActionButtonProps {
  /** The button text (from the message catalogue). */
  children: ReactNode;
  /** Brand-filled for the main action, outlined for the others. @default 'primary' */
  variant?: 'primary' | 'secondary';
  /** A form's submit button or a plain one. @default 'button' */
  type?: 'button' | 'submit';
  /** Called on a click, a tap, Enter or Space. @default undefined */
  onPress?: () => void;
  /** Whether the button is disabled. @default false */
  isDisabled?: boolean;
  /** Extra class. @default undefined */
  className?: string;
}

/**
 * {@link ActionButton}'s look on the plain `<button>` (decision 052), without react-aria's press
 * and focus code, for islands that hydrate at load such as the checkout.
 */
export function NativeActionButton({
  children,
  variant = 'primary',
  type = 'button',
  onPress,
  isDisabled = false,
  className,
}: NativeActionButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      className={joinClasses(styles.button, styles.nativeButton, className)}
      disabled={isDisabled}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

import type {ReactNode} from 'react';
import {Button, type ButtonProps} from 'react-aria-components';
import {joinClasses} from './joinClasses.ts';
import styles from './Controls.module.css';

/** Props of {@link ActionButton}: RAC Button props plus the look. */
export interface ActionButtonProps extends Omit<ButtonProps, 'className' | 'children' | 'style'> {
  /** The button text (from the message catalogue). */
  children: ReactNode;
  /** Brand-filled for the main action, outlined for the others. @default 'primary' */
  variant?: 'primary' | 'secondary';
  /** Extra class, e.g. its place in a row or its component variables. @default undefined */
  className?: string;
}

/**
 * The kit's button for forms and actions (submit, pay, next, back, open a dialog): RAC's Button
 * styled by `data-variant`, one look everywhere instead of a copy per component.
 */
export function ActionButton({variant = 'primary', className, ...props}: ActionButtonProps) {
  return (
    <Button {...props} data-variant={variant} className={joinClasses(styles.button, className)} />
  );
}

import type {ReactNode} from 'react';
import {Button} from 'react-aria-components';
import {joinClasses} from './FieldParts.tsx';
import styles from './FormField.module.css';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The button text (from the message catalogue). */
  children: ReactNode;
  /** Extra class, e.g. for its place in a row. @default undefined */
  className?: string;
}

/**
 * A form's submit button in the brand colour. Not `isPending`: its announcement lingers in RAC's
 * global live announcer after unmount; forms say "sending" in their {@link FormStatus} instead.
 */
export function SubmitButton({children, className}: SubmitButtonProps) {
  return (
    <Button className={joinClasses(styles.submit, className)} type="submit">
      {children}
    </Button>
  );
}

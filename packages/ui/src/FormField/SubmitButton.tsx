import type {ReactNode} from 'react';
import {ActionButton} from './ActionButton.tsx';

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
    <ActionButton type="submit" className={className}>
      {children}
    </ActionButton>
  );
}

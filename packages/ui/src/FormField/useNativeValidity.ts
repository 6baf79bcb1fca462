import {useLayoutEffect, useRef, useState, type FormEvent} from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** What {@link useNativeValidity} gives a native control and its field. */
export interface NativeValidity<E extends Control> {
  /** The control's ref (the hook sets its custom validity). */
  ref: React.RefObject<E | null>;
  /** The error shown under the field, or null. */
  error: string | null;
  /** Spread on the control: the invalid, input and blur handlers. */
  handlers: {
    onInvalid: (event: FormEvent<E>) => void;
    onInput: () => void;
    onBlur: () => void;
  };
}

/**
 * The browser's constraint validation with the form's own messages, without react-aria (decision
 * 052), as RAC's `validationBehavior="native"` does it: `message` (the field's rule in the page
 * language, null when valid) becomes the control's custom validity, so a submit is blocked while
 * it is set. The error shows once the submit fails (the first invalid control takes focus, no
 * browser bubble) and is checked again after each edit when the control loses focus.
 */
export function useNativeValidity<E extends Control>(message: string | null): NativeValidity<E> {
  const ref = useRef<E>(null);
  const edited = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useLayoutEffect(() => {
    ref.current?.setCustomValidity(message ?? '');
  }, [message]);
  const commit = (control: Control) =>
    setError(control.validity.valid ? null : control.validationMessage);
  return {
    ref,
    error,
    handlers: {
      onInvalid: (event) => {
        event.preventDefault();
        const control = event.currentTarget;
        commit(control);
        const first = control.form?.querySelector(':invalid:is(input, textarea, select)');
        if (first === control) control.focus();
      },
      onInput: () => {
        edited.current = true;
      },
      onBlur: () => {
        if (!edited.current || !ref.current) return;
        edited.current = false;
        commit(ref.current);
      },
    },
  };
}

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

/** The control's error as the browser reports it (the custom validity first), or null. */
function validityError(control: Control): string | null {
  return control.validity.valid ? null : control.validationMessage;
}

/**
 * The browser's constraint validation with the form's own messages, without react-aria (decision
 * 052), as RAC's `validationBehavior="native"` does it: `message` (the field's rule in the page
 * language, null when valid) becomes the control's custom validity, so a submit is blocked while
 * it is set. The error shows once the submit fails (the first invalid control takes focus, no
 * browser bubble) and is checked again after each edit when the control loses focus; with
 * `commitOn` 'change' a shown error is also checked as soon as the value changes its message
 * (RAC's radio group commits each choice at once, decision 056).
 */
export function useNativeValidity<E extends Control>(
  message: string | null,
  commitOn: 'blur' | 'change' = 'blur',
): NativeValidity<E> {
  const ref = useRef<E>(null);
  const edited = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const commit = (control: Control) => setError(validityError(control));
  useLayoutEffect(() => {
    const control = ref.current;
    if (!control) return;
    control.setCustomValidity(message ?? '');
    // A shown error follows the value at once, never one not shown yet: a form that clears itself
    // after sending must not greet the visitor with "required".
    if (commitOn === 'change')
      setError((shown) => (shown === null ? null : validityError(control)));
  }, [message, commitOn]);
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

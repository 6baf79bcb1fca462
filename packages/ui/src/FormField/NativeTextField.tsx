import {useId, type ReactNode} from 'react';
import type {FieldRule} from '@schaufenster/core';
import {useMessages} from '../i18n/useMessages.ts';
import {joinClasses} from './joinClasses.ts';
import {NativeLabel} from './NativeLabel.tsx';
import {useNativeValidity} from './useNativeValidity.ts';
import styles from './FormField.module.css';

/** Props of {@link NativeTextField}. */
export interface NativeTextFieldProps {
  /** The visible label (from the message catalogue). */
  label: ReactNode;
  /** The form field name. */
  name: string;
  /** The current value. */
  value: string;
  /** Called with every change. */
  onChange: (value: string) => void;
  /** Whether the field must be filled (the browser's `required`). @default false */
  isRequired?: boolean;
  /** The input type. @default 'text' */
  type?: 'text' | 'email' | 'tel';
  /** The browser's autofill hint. @default undefined */
  autoComplete?: string;
  /** A core field rule; its error, in the page language, blocks the submit. @default undefined */
  rule?: FieldRule<string>;
  /** A text area of `rows` lines instead of a one-line input. @default undefined */
  rows?: number;
  /** Help text under the field, read as its description. @default undefined */
  description?: ReactNode;
  /** Extra class for the field's wrapper. @default undefined */
  className?: string;
}

/**
 * A labelled text field on the plain `<input>` or `<textarea>` (decision 052): the look and the
 * accessible states of {@link TextInputField} (label, required, `aria-invalid`, the error as its
 * description, focus on the first invalid field of a submitted form) without react-aria's code,
 * for islands that hydrate at load such as the checkout.
 */
export function NativeTextField({
  label,
  rule,
  rows,
  description,
  className,
  isRequired = false,
  type = 'text',
  onChange,
  ...props
}: NativeTextFieldProps) {
  const t = useMessages();
  const id = useId();
  const ruleKey = rule?.(props.value) ?? null;
  const {ref, error, handlers} = useNativeValidity<HTMLInputElement & HTMLTextAreaElement>(
    ruleKey === null ? null : t(ruleKey),
  );
  const describedBy = [description !== undefined && `${id}-help`, error !== null && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const control = {
    ...props,
    ...handlers,
    ref,
    id,
    required: isRequired,
    // No browser tooltip with the error (the field shows it), as RAC's fields do.
    title: '',
    'aria-invalid': error !== null || undefined,
    'aria-describedby': describedBy || undefined,
    'data-invalid': error !== null || undefined,
    onChange: (event: {currentTarget: {value: string}}) => onChange(event.currentTarget.value),
  };
  return (
    <div className={joinClasses(styles.field, className)}>
      <NativeLabel htmlFor={id}>{label}</NativeLabel>
      {rows === undefined ? (
        <input {...control} type={type} className={joinClasses(styles.input, styles.native)} />
      ) : (
        <textarea
          {...control}
          rows={rows}
          className={joinClasses(styles.textarea, styles.native)}
        />
      )}
      {description !== undefined && (
        <div id={`${id}-help`} className={styles.description}>
          {description}
        </div>
      )}
      {error !== null && (
        <div id={`${id}-error`} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}

import {TextAreaField, TextInputField, useMessages} from '@schaufenster/ui';

/** Props of {@link CheckoutField}. */
export interface CheckoutFieldProps {
  /** The visible label (from the message catalogue). */
  label: string;
  /** The form field name. */
  name: string;
  /** The current value (the checkout store holds it). */
  value: string;
  /** Called with every change. */
  onChange: (value: string) => void;
  /** Whether the field must be filled; an empty one shows "Please fill in this field". @default false */
  isRequired?: boolean;
  /** The input type. @default 'text' */
  type?: 'text' | 'email';
  /** The browser's autofill hint, e.g. `shipping postal-code`. @default undefined */
  autoComplete?: string;
  /** Further check of a filled value: an error message, or null when valid. @default undefined */
  validate?: (value: string) => string | null;
  /** A multi-line text area instead of an input. @default false */
  isMultiline?: boolean;
}

/**
 * One labelled checkout field (the ui kit's text fields): on submit an invalid field shows its
 * error as its description and the form focuses the first invalid one (native validation).
 */
export function CheckoutField({
  label,
  name,
  value,
  onChange,
  isRequired = false,
  type = 'text',
  autoComplete,
  validate,
  isMultiline = false,
}: CheckoutFieldProps) {
  const t = useMessages();
  const check = (text: string): string | null => {
    if (text.trim() === '') return isRequired ? t('checkoutFieldRequired') : null;
    return validate ? validate(text) : null;
  };
  const shared = {label, name, autoComplete, isRequired, value, onChange, validate: check};
  return isMultiline ? <TextAreaField {...shared} /> : <TextInputField {...shared} type={type} />;
}

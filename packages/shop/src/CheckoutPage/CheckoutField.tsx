import {whenFilled, type FieldRule} from '@schaufenster/core';
import {NativeTextField} from '@schaufenster/ui';

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
  /** The browser's autofill hint, e.g. `shipping postal-code`. @default undefined */
  autoComplete?: string;
  /** A core rule for a filled value, e.g. a format check. @default undefined */
  rule?: FieldRule<string>;
  /** A multi-line text area instead of an input. @default false */
  isMultiline?: boolean;
}

/**
 * One labelled checkout field (the ui kit's native text field, decision 052): on submit an
 * invalid field shows its error as its description and the form focuses the first invalid one.
 */
export function CheckoutField({
  isRequired = false,
  rule,
  isMultiline = false,
  ...props
}: CheckoutFieldProps) {
  return (
    <NativeTextField
      {...props}
      isRequired={isRequired}
      rule={whenFilled(rule, isRequired ? 'checkoutFieldRequired' : undefined)}
      rows={isMultiline ? 4 : undefined}
    />
  );
}

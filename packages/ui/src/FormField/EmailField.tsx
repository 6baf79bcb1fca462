import {TextInputField, type TextInputFieldProps} from './TextInputField.tsx';

/** Props of {@link EmailField}: a text field's props without the input type. */
export type EmailFieldProps = Omit<TextInputFieldProps, 'type'>;

/**
 * An e-mail address field: `type="email"`, named `email` and autofilled as one unless told
 * otherwise. Pass a core `emailRule` as `rule` for the form's own errors (spec §5 Contact form,
 * Newsletter; checkout), so the browser's messages in its own language never show.
 */
export function EmailField({name = 'email', autoComplete = 'email', ...props}: EmailFieldProps) {
  return <TextInputField {...props} name={name} type="email" autoComplete={autoComplete} />;
}

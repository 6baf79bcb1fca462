export {CheckboxField} from './CheckboxField.tsx';
export type {CheckboxFieldProps} from './CheckboxField.tsx';
export {FieldErrorText, FieldHelp, FieldLabel} from './FieldParts.tsx';
export type {
  FieldErrorTextProps,
  FieldHelpProps,
  FieldLabelProps,
  TextFieldBaseProps,
} from './FieldParts.tsx';
export {FormAlert, FormStatus} from './FormStatus.tsx';
export type {FormAlertProps, FormStatusProps} from './FormStatus.tsx';
export {SubmitButton} from './SubmitButton.tsx';
export type {SubmitButtonProps} from './SubmitButton.tsx';
export {TextAreaField} from './TextAreaField.tsx';
export type {TextAreaFieldProps} from './TextAreaField.tsx';
export {TextInputField} from './TextInputField.tsx';
export type {TextInputFieldProps} from './TextInputField.tsx';

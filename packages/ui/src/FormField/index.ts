export {ActionButton} from './ActionButton.tsx';
export type {ActionButtonProps} from './ActionButton.tsx';
export {CheckboxControl} from './CheckboxControl.tsx';
export type {CheckboxControlProps} from './CheckboxControl.tsx';
export {CheckboxField} from './CheckboxField.tsx';
export type {CheckboxFieldProps} from './CheckboxField.tsx';
export {EmailField} from './EmailField.tsx';
export type {EmailFieldProps} from './EmailField.tsx';
export {FieldErrorText, FieldHelp, FieldLabel} from './FieldParts.tsx';
export type {
  FieldErrorTextProps,
  FieldHelpProps,
  FieldLabelProps,
  TextFieldBaseProps,
} from './FieldParts.tsx';
export {
  settle,
  SUBMISSION_IDLE,
  submissionMessageKeys,
  submissionReducer,
} from './formSubmission.ts';
export type {
  SubmissionEvent,
  SubmissionMessages,
  SubmissionOutcome,
  SubmissionState,
} from './formSubmission.ts';
export {FormAlert, FormStatus} from './FormStatus.tsx';
export type {FormAlertProps, FormStatusProps} from './FormStatus.tsx';
export {PrivacyConsentField} from './PrivacyConsentField.tsx';
export type {PrivacyConsentFieldProps} from './PrivacyConsentField.tsx';
export {SubmitButton} from './SubmitButton.tsx';
export type {SubmitButtonProps} from './SubmitButton.tsx';
export {TextAreaField} from './TextAreaField.tsx';
export type {TextAreaFieldProps} from './TextAreaField.tsx';
export {TextInputField} from './TextInputField.tsx';
export type {TextInputFieldProps} from './TextInputField.tsx';
export {useFieldRule} from './useFieldRule.ts';
export {useFormSubmission} from './useFormSubmission.ts';
export type {FormSubmission} from './useFormSubmission.ts';

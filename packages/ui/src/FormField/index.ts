export {ActionButton} from './ActionButton.tsx';
export {CheckboxControl} from './CheckboxControl.tsx';
export {CheckboxField} from './CheckboxField.tsx';
export {EmailField} from './EmailField.tsx';
export {FieldErrorText, FieldLabel} from './FieldParts.tsx';
export {
  settle,
  SUBMISSION_IDLE,
  submissionMessageKeys,
  submissionReducer,
} from './formSubmission.ts';
export type {SubmissionMessages, SubmissionOutcome, SubmissionState} from './formSubmission.ts';
export {FormAlert, FormStatus} from './FormStatus.tsx';
export {NativeActionButton} from './NativeActionButton.tsx';
export {NativeCheckboxField} from './NativeCheckboxField.tsx';
export {NativeLabel} from './NativeLabel.tsx';
export {NativeRadioGroup} from './NativeRadioGroup.tsx';
export {NativeTextField} from './NativeTextField.tsx';
export {PrivacyConsentField} from './PrivacyConsentField.tsx';
export {SubmitButton} from './SubmitButton.tsx';
export {TextAreaField} from './TextAreaField.tsx';
export {TextInputField} from './TextInputField.tsx';
export {useFormSubmission} from './useFormSubmission.ts';

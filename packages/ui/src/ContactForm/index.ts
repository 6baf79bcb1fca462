export {ContactForm} from './ContactForm.tsx';
export type {ContactFormProps} from './ContactForm.tsx';
export {
  emailError,
  isEmailAddress,
  messageError,
  nameError,
  privacyError,
} from './contactFormValidation.ts';
export {FORM_REQUEST_TIMEOUT_MS, postJson} from './postJson.ts';
export type {FetchLike, PostJsonOptions, PostOutcome} from './postJson.ts';
export {contactPayload, submitContactForm} from './submitContactForm.ts';
export type {
  ContactFormValues,
  ContactPayload,
  ContactSender,
  ContactSubmitResult,
} from './submitContactForm.ts';
export {senderFromSearch, thanksPath} from './thanksPath.ts';

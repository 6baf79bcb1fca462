export {ContactForm} from './ContactForm.tsx';
export type {ContactFormProps} from './ContactForm.tsx';
export {emailError, messageError, nameError, privacyError} from './contactFormValidation.ts';
export {contactPayload, submitContactForm} from './submitContactForm.ts';
export type {
  ContactFormValues,
  ContactPayload,
  ContactSender,
  ContactSubmitResult,
} from './submitContactForm.ts';
export {senderFromSearch, thanksPath} from './thanksPath.ts';

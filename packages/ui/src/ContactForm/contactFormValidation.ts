// Field rules of the contact form (spec §5 Contact form): name, e-mail and message are required,
// the e-mail must look like an address, and the privacy statement must be agreed to. Core's
// shared rules, configured with the form's messages.
import {emailRule, mustAccept, requiredText} from '@schaufenster/core';

/** The name field's rule: filled in. */
export const nameError = requiredText('contactFormNameRequired');

/** The e-mail field's rule: missing, malformed, or valid. */
export const emailError = emailRule({
  missing: 'contactFormEmailRequired',
  invalid: 'contactFormEmailInvalid',
});

/** The message field's rule: filled in. */
export const messageError = requiredText('contactFormMessageRequired');

/** The privacy agreement's rule: ticked. */
export const privacyError = mustAccept('contactFormPrivacyRequired');

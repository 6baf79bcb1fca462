export {NewsletterSignup} from './NewsletterSignup.tsx';
export type {NewsletterSignupProps} from './NewsletterSignup.tsx';
export {NEWSLETTER_MESSAGES, newsletterSubmissionOutcome} from './newsletterSubmission.ts';
export type {NewsletterErrorKind} from './newsletterSubmission.ts';
export {
  classifyNewsletterOutcome,
  NEWSLETTER_DUPLICATE_STATUS,
  subscribeNewsletter,
} from './subscribeNewsletter.ts';
export type {NewsletterOutcome} from './subscribeNewsletter.ts';

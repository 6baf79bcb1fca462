export {NewsletterSignup} from './NewsletterSignup.tsx';
export type {NewsletterSignupProps} from './NewsletterSignup.tsx';
export {NEWSLETTER_IDLE, newsletterMessageKey, newsletterReducer} from './newsletterMachine.ts';
export type {NewsletterErrorKind, NewsletterEvent, NewsletterState} from './newsletterMachine.ts';
export {
  classifyNewsletterOutcome,
  NEWSLETTER_DUPLICATE_STATUS,
  subscribeNewsletter,
} from './subscribeNewsletter.ts';
export type {NewsletterOutcome} from './subscribeNewsletter.ts';

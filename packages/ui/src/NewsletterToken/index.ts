export {NewsletterConfirm} from './NewsletterConfirm.tsx';
export type {NewsletterConfirmProps} from './NewsletterConfirm.tsx';
export {NewsletterUnsubscribe} from './NewsletterUnsubscribe.tsx';
export type {NewsletterUnsubscribeProps} from './NewsletterUnsubscribe.tsx';

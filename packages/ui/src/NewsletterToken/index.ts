export {NewsletterConfirm} from './NewsletterConfirm.tsx';
export {NewsletterUnsubscribe} from './NewsletterUnsubscribe.tsx';

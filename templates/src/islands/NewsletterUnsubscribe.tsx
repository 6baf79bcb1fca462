import {NewsletterUnsubscribe} from '@schaufenster/ui';
import {useLinkToken} from './newsletterToken.ts';

/** Props of the newsletter unsubscribe island. */
export interface NewsletterUnsubscribeIslandProps {
  /** The service's unsubscribe URL, beside `NEWSLETTER_URL`. */
  endpoint: string;
}

/** The unsubscribe page's content: its one button posts the link's token. */
export function NewsletterUnsubscribeIsland({endpoint}: NewsletterUnsubscribeIslandProps) {
  return <NewsletterUnsubscribe endpoint={endpoint} token={useLinkToken()} />;
}

import {NewsletterConfirm} from '@schaufenster/ui';
import {useLinkToken} from './newsletterToken.ts';

/** Props of the newsletter confirm island. */
export interface NewsletterConfirmIslandProps {
  /** The service's confirm URL, beside `NEWSLETTER_URL`. */
  endpoint: string;
}

/** The double opt-in page's content: confirms the link's token as soon as the page loads. */
export function NewsletterConfirmIsland({endpoint}: NewsletterConfirmIslandProps) {
  return <NewsletterConfirm endpoint={endpoint} token={useLinkToken()} />;
}

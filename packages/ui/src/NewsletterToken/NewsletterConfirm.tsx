import {useEffect, useRef, useState, type ReactNode} from 'react';
import {confirmNewsletter, type NewsletterConfirmOutcome} from '@schaufenster/core';
import {FormStatus} from '../FormField/FormStatus.tsx';
import {useMessages, useRichMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import styles from './NewsletterToken.module.css';

/** Props of {@link NewsletterConfirm}. */
export interface NewsletterConfirmProps {
  /** The newsletter service's confirm URL (beside `NEWSLETTER_URL`'s sign-up URL). */
  endpoint: string;
  /**
   * The token of the e-mail's link (`?token=`): undefined until the browser has read it (the
   * prerendered page), null when the link has none.
   */
  token: string | null | undefined;
}

const SENTENCES = {
  confirmed: 'newsletterConfirmConfirmed',
  invalid: 'newsletterConfirmInvalid',
  network: 'newsletterPageNetworkError',
} as const;

/**
 * The newsletter's double opt-in page (the confirmation e-mail's link): posts the link's token
 * once it is known and says how it went: confirmed, the link expired (with a link to sign up
 * again on the home page), the link not valid, or the service not reachable. A link without a
 * token is not valid, and no request is made. The outcome goes to a status region; a failure
 * to an alert region.
 */
export function NewsletterConfirm({endpoint, token}: NewsletterConfirmProps) {
  const t = useMessages();
  const rich = useRichMessages();
  const [outcome, setOutcome] = useState<NewsletterConfirmOutcome | null>(null);
  // One post per token: React may run the effect twice; confirming is idempotent all the same.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (token === undefined || token === null || posted.current === token) return;
    posted.current = token;
    let current = true;
    void confirmNewsletter(endpoint, token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
      posted.current = null;
    };
  }, [endpoint, token]);

  const shown: NewsletterConfirmOutcome | 'pending' =
    token === null ? 'invalid' : (outcome ?? 'pending');
  const failed = shown === 'invalid' || shown === 'expired' || shown === 'network';
  let sentence: ReactNode = null;
  if (shown === 'pending') sentence = t('newsletterConfirmPending');
  else if (shown === 'expired') {
    sentence = rich('newsletterConfirmExpired', {
      signupLink: (chunks) => <Link to="home">{chunks}</Link>,
    });
  } else sentence = t(SENTENCES[shown]);

  return (
    <div className={styles.content} data-outcome={shown}>
      <FormStatus status={failed ? null : sentence} alert={failed ? sentence : null} />
    </div>
  );
}

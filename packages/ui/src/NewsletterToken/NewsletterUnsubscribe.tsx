import {useState} from 'react';
import {unsubscribeNewsletter, type NewsletterUnsubscribeOutcome} from '@schaufenster/core';
import {ActionButton} from '../FormField/ActionButton.tsx';
import {FormStatus} from '../FormField/FormStatus.tsx';
import {useMessages} from '../i18n/useMessages.ts';
import styles from './NewsletterToken.module.css';

/** Props of {@link NewsletterUnsubscribe}. */
export interface NewsletterUnsubscribeProps {
  /** The newsletter service's unsubscribe URL (beside `NEWSLETTER_URL`'s sign-up URL). */
  endpoint: string;
  /**
   * The token of the e-mail's link (`?token=`): undefined until the browser has read it (the
   * prerendered page), null when the link has none.
   */
  token: string | null | undefined;
}

type Shown = 'idle' | 'sending' | NewsletterUnsubscribeOutcome;

const SENTENCES = {
  unsubscribed: 'newsletterUnsubscribeDone',
  invalid: 'newsletterUnsubscribeInvalid',
  network: 'newsletterPageNetworkError',
} as const;

/**
 * The newsletter's unsubscribe page (the link in every newsletter e-mail): one "Abmelden"
 * button posts the link's token; nothing happens on load, so a mail scanner that opens the link
 * unsubscribes nobody (the one-click POST of RFC 8058 goes to the service itself). Says how it
 * went: unsubscribed, the link not valid, or the service not reachable; after success the button
 * goes. A link without a token is not valid, and no button is offered.
 */
export function NewsletterUnsubscribe({endpoint, token}: NewsletterUnsubscribeProps) {
  const t = useMessages();
  const [shown, setShown] = useState<Shown>('idle');
  const effective: Shown = token === null ? 'invalid' : shown;

  const unsubscribe = async () => {
    if (token === undefined || token === null || shown === 'sending') return;
    setShown('sending');
    setShown(await unsubscribeNewsletter(endpoint, token));
  };

  const failed = effective === 'invalid' || effective === 'network';
  const status =
    effective === 'sending'
      ? t('newsletterUnsubscribeSending')
      : effective === 'unsubscribed'
        ? t(SENTENCES.unsubscribed)
        : null;
  return (
    <div className={styles.content} data-outcome={effective}>
      {effective !== 'unsubscribed' && effective !== 'invalid' && (
        <>
          <p>{t('newsletterUnsubscribeIntro')}</p>
          <ActionButton onPress={() => void unsubscribe()}>
            {t('newsletterUnsubscribeButton')}
          </ActionButton>
        </>
      )}
      <FormStatus status={status} alert={failed ? t(SENTENCES[effective]) : null} />
    </div>
  );
}

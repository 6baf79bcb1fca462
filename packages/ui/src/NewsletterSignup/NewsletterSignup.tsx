import {useId, useReducer, useState, type FormEvent} from 'react';
import {Form} from 'react-aria-components';
import {FormStatus, SubmitButton, TextInputField} from '../FormField/index.ts';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {
  NEWSLETTER_IDLE,
  newsletterMessageKey,
  newsletterReducer,
  type NewsletterEvent,
} from './newsletterMachine.ts';
import {subscribeNewsletter} from './subscribeNewsletter.ts';
import styles from './NewsletterSignup.module.css';

/** Props of {@link NewsletterSignup}. */
export interface NewsletterSignupProps {
  /** URL of the newsletter service the address is POSTed to (decision 007 forms). */
  endpoint: string;
  /** Level of the "Newsletter" heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Newsletter signup (spec §5 Newsletter, §8): one e-mail field and a submit button. An empty
 * address says "Email missing" without a request; otherwise "Sending...", then success, a
 * duplicate or an unexpected error. Progress and success go to a status region, errors to an
 * alert region that also describes the field.
 */
export function NewsletterSignup({endpoint, headingLevel = 2}: NewsletterSignupProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const [email, setEmail] = useState('');
  const [state, dispatch] = useReducer(newsletterReducer, NEWSLETTER_IDLE);
  const headingId = useId();
  const errorId = useId();
  const Heading = `h${headingLevel}` as const;

  const messageKey = newsletterMessageKey(state);
  const isError = state.status === 'error';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitEvent: NewsletterEvent = {type: 'submit', email};
    // The table decides whether a request goes out (never for an empty address or twice).
    if (newsletterReducer(state, submitEvent).status !== 'sending') {
      dispatch(submitEvent);
      return;
    }
    dispatch(submitEvent);
    const outcome = await subscribeNewsletter(endpoint, email, lang);
    dispatch(outcome === 'success' ? {type: 'succeeded'} : {type: 'failed', kind: outcome});
  };

  return (
    <Form
      className={styles.form}
      aria-labelledby={headingId}
      validationBehavior="aria"
      onSubmit={submit}
    >
      <Heading id={headingId} className={styles.heading}>
        {t('newsletterHeading')}
      </Heading>
      <div className={styles.row}>
        <TextInputField
          className={styles.field}
          label={t('newsletterEmailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isInvalid={isError}
          aria-describedby={isError ? errorId : undefined}
        />
        <SubmitButton>{t('newsletterSubmit')}</SubmitButton>
      </div>
      <FormStatus
        id={errorId}
        status={!isError && messageKey !== null ? t(messageKey) : null}
        alert={isError && messageKey !== null ? t(messageKey) : null}
      />
    </Form>
  );
}

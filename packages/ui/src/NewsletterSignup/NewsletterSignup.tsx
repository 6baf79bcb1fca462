import {useId, useState, type FormEvent} from 'react';
import {Form} from 'react-aria-components';
import {isBlank} from '@schaufenster/core';
import {EmailField, FormStatus, SubmitButton, useFormSubmission} from '../FormField/index.ts';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {NEWSLETTER_MESSAGES, newsletterSubmissionOutcome} from './newsletterSubmission.ts';
import {subscribeNewsletter} from './subscribeNewsletter.ts';
import styles from './NewsletterSignup.module.css';

/** Props of {@link NewsletterSignup}. */
export interface NewsletterSignupProps {
  /** URL of the newsletter service the address is POSTed to (decision 007 forms). */
  endpoint: string;
  /** Level of the "Newsletter" heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Whether the form shows its own "Newsletter" heading (which names the form); off under a
   * heading of its own (the footer's newsletterTeaser column): the form is then unnamed, so no
   * second "Newsletter" form landmark joins the home page's. @default true
   */
  showHeading?: boolean;
}

/**
 * Newsletter signup (spec §5 Newsletter, §8): one e-mail field and a submit button. An empty
 * address says "Email missing" without a request; otherwise "Sending...", then success, a
 * duplicate or an unexpected error. Success asks the visitor to confirm the address through the
 * link in the e-mail the service sends (double opt-in). Progress and success go to a status region, errors to an
 * alert region that also describes the field.
 */
export function NewsletterSignup({
  endpoint,
  headingLevel = 2,
  showHeading = true,
}: NewsletterSignupProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const [email, setEmail] = useState('');
  const submission = useFormSubmission(NEWSLETTER_MESSAGES);
  const headingId = useId();
  const errorId = useId();
  const Heading = `h${headingLevel}` as const;

  const isError = submission.state.status === 'failed';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5: an empty e-mail gives "Email missing" and no request is made.
    if (isBlank(email)) {
      submission.reject('missing');
      return;
    }
    await submission.submit(async () =>
      newsletterSubmissionOutcome(await subscribeNewsletter(endpoint, email, lang)),
    );
  };

  return (
    <Form
      className={styles.form}
      aria-labelledby={showHeading ? headingId : undefined}
      validationBehavior="aria"
      onSubmit={(event) => void submit(event)}
    >
      {showHeading && (
        <Heading id={headingId} className={styles.heading}>
          {t('newsletterHeading')}
        </Heading>
      )}
      <div className={styles.row}>
        <EmailField
          className={styles.field}
          label={t('newsletterEmailLabel')}
          value={email}
          onChange={setEmail}
          isInvalid={isError}
          aria-describedby={isError ? errorId : undefined}
        />
        <SubmitButton>{t('newsletterSubmit')}</SubmitButton>
      </div>
      <FormStatus
        id={errorId}
        status={
          submission.state.status === 'sent' ? (
            // The spec's thanks, then the double opt-in's request to confirm in the inbox.
            <>
              <span className={styles.line}>{submission.statusText}</span>
              <span className={styles.line}>{t('newsletterSuccessConfirmHint')}</span>
            </>
          ) : (
            submission.statusText
          )
        }
        alert={submission.alertText}
      />
    </Form>
  );
}

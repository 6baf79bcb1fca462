import {useState, type FormEvent} from 'react';
import {Form} from 'react-aria-components';
import type {MessageKey} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages, useRichMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {
  CheckboxField,
  FormStatus,
  SubmitButton,
  TextAreaField,
  TextInputField,
} from '../FormField/index.ts';
import {emailError, messageError, nameError, privacyError} from './contactFormValidation.ts';
import {
  submitContactForm,
  type ContactFormValues,
  type ContactSender,
} from './submitContactForm.ts';
import styles from './ContactForm.module.css';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** URL of the hosted form service the form POSTs its JSON to (spec §7 Other). */
  endpoint: string;
  /**
   * Called with the trimmed sender once the service accepted the message; the site then
   * navigates to `thanksPath(lang, sender)`. @default undefined (the form says "sent" itself)
   */
  onSuccess?: (sender: ContactSender) => void;
}

// A finite flow (STYLE.md State): the request is idle, under way, done or failed.
type Status = 'idle' | 'sending' | 'sent' | 'error';

const EMPTY: ContactFormValues = {name: '', email: '', message: ''};

/**
 * The contact form (spec §2 Contact page, §5 Contact form): name, e-mail, message and the
 * required privacy agreement. Native constraint validation through react-aria-components: on
 * submit each invalid field shows its error, is marked invalid and the first one takes focus,
 * so a screen reader reads the error with the field. A failed send keeps what was typed and
 * announces the failure in an alert region.
 */
export function ContactForm({endpoint, onSuccess}: ContactFormProps) {
  const t = useMessages();
  const rich = useRichMessages();
  const {lang} = useLanguage();
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');

  const message = (key: MessageKey | null) => (key === null ? null : t(key));
  const change = (field: keyof ContactFormValues) => (value: string) =>
    setValues((current) => ({...current, [field]: value}));

  // Only reached when every field is valid: native validation blocks the submit event otherwise.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    const result = await submitContactForm(endpoint, {...values, lang});
    if (!result.ok) {
      setStatus('error');
      return;
    }
    setStatus('sent');
    setValues(EMPTY);
    setPrivacyAccepted(false);
    onSuccess?.(result.sender);
  };

  return (
    // action/method make the form usable before hydration: the service then gets a normal POST.
    <Form
      className={styles.form}
      action={endpoint}
      method="post"
      validationBehavior="native"
      onSubmit={submit}
    >
      <TextInputField
        label={t('contactFormName')}
        name="name"
        autoComplete="name"
        isRequired
        value={values.name}
        onChange={change('name')}
        validate={(value) => message(nameError(value))}
      />
      <TextInputField
        label={t('contactFormEmail')}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={values.email}
        onChange={change('email')}
        validate={(value) => message(emailError(value))}
      />
      <TextAreaField
        label={t('contactFormMessage')}
        name="message"
        rows={6}
        isRequired
        value={values.message}
        onChange={change('message')}
        validate={(value) => message(messageError(value))}
      />
      <CheckboxField
        name="privacy_accepted"
        value="true"
        hasInteractiveLabel
        isRequired
        isSelected={privacyAccepted}
        onChange={setPrivacyAccepted}
        validate={(selected) => message(privacyError(selected))}
      >
        {rich('contactFormPrivacyAgreement', {
          privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>,
        })}
      </CheckboxField>
      {/* A second submit while sending is ignored in `submit`; the status region says "sending". */}
      <SubmitButton>{t('contactFormSubmit')}</SubmitButton>
      <FormStatus
        status={
          <>
            {status === 'sending' ? t('contactFormSending') : null}
            {status === 'sent' ? t('contactFormSent') : null}
          </>
        }
        alert={status === 'error' ? t('contactFormError') : null}
      />
    </Form>
  );
}

import {useId, useState, type FormEvent} from 'react';
import {
  Button,
  CheckboxButton,
  CheckboxField,
  FieldError,
  Form,
  Input,
  Label,
  TextArea,
  TextField,
} from 'react-aria-components';
import type {MessageKey} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages, useRichMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
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
  const agreementId = useId();

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
      <TextField
        className={styles.field}
        name="name"
        autoComplete="name"
        isRequired
        value={values.name}
        onChange={change('name')}
        validate={(value) => message(nameError(value))}
      >
        <Label className={styles.label}>{t('contactFormName')}</Label>
        <Input className={styles.input} />
        <FieldError className={styles.error} />
      </TextField>
      <TextField
        className={styles.field}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={values.email}
        onChange={change('email')}
        validate={(value) => message(emailError(value))}
      >
        <Label className={styles.label}>{t('contactFormEmail')}</Label>
        <Input className={styles.input} />
        <FieldError className={styles.error} />
      </TextField>
      <TextField
        className={styles.field}
        name="message"
        isRequired
        value={values.message}
        onChange={change('message')}
        validate={(value) => message(messageError(value))}
      >
        <Label className={styles.label}>{t('contactFormMessage')}</Label>
        <TextArea className={styles.textarea} rows={6} />
        <FieldError className={styles.error} />
      </TextField>
      {/* The sentence sits beside the checkbox, not inside its <label>: the label swallows clicks,
          which would break the privacy link. aria-labelledby still names the checkbox with it. */}
      <CheckboxField
        className={styles.agreement}
        name="privacy_accepted"
        value="true"
        aria-labelledby={agreementId}
        isRequired
        isSelected={privacyAccepted}
        onChange={setPrivacyAccepted}
        validate={(selected) => message(privacyError(selected))}
      >
        <CheckboxButton className={styles.checkbox}>
          <span className={styles.box} aria-hidden="true" />
        </CheckboxButton>
        <span id={agreementId} className={styles.agreementText}>
          {rich('contactFormPrivacyAgreement', {
            privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>,
          })}
        </span>
        <FieldError className={styles.error} />
      </CheckboxField>
      {/* Not isPending: its announcement lingers in the global live announcer after unmount; a
          second submit while sending is ignored in `submit`, the status region says "sending". */}
      <Button className={styles.submit} type="submit">
        {t('contactFormSubmit')}
      </Button>
      {/* Both regions exist from the start, so screen readers pick up their changes. */}
      <div className={styles.messages}>
        <p role="status">
          {status === 'sending' ? t('contactFormSending') : null}
          {status === 'sent' ? t('contactFormSent') : null}
        </p>
        <p className={styles.alert} role="alert">
          {status === 'error' ? t('contactFormError') : null}
        </p>
      </div>
    </Form>
  );
}

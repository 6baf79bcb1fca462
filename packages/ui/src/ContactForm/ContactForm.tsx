import {useState, type FormEvent} from 'react';
import {Form} from 'react-aria-components';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {
  EmailField,
  FormStatus,
  PrivacyConsentField,
  SubmitButton,
  TextAreaField,
  TextInputField,
  useFormSubmission,
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
   * goes to the thanks page (`goToThanks`). @default undefined (the form says "sent" itself)
   */
  onSuccess?: (sender: ContactSender) => void;
}

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
  const {lang} = useLanguage();
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const submission = useFormSubmission({
    sending: 'contactFormSending',
    sent: 'contactFormSent',
    failed: 'contactFormError',
  });

  const change = (field: keyof ContactFormValues) => (value: string) =>
    setValues((current) => ({...current, [field]: value}));

  // Only reached when every field is valid: native validation blocks the submit event otherwise.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await submission.submit(() => submitContactForm(endpoint, {...values, lang}));
    if (!result?.ok) return;
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
      onSubmit={(event) => void submit(event)}
    >
      <TextInputField
        label={t('contactFormName')}
        name="name"
        autoComplete="name"
        isRequired
        value={values.name}
        onChange={change('name')}
        rule={nameError}
      />
      <EmailField
        label={t('contactFormEmail')}
        isRequired
        value={values.email}
        onChange={change('email')}
        rule={emailError}
      />
      <TextAreaField
        label={t('contactFormMessage')}
        name="message"
        rows={6}
        isRequired
        value={values.message}
        onChange={change('message')}
        rule={messageError}
      />
      <PrivacyConsentField
        agreement="contactFormPrivacyAgreement"
        rule={privacyError}
        value="true"
        isSelected={privacyAccepted}
        onChange={setPrivacyAccepted}
      />
      {/* A second submit while sending is ignored by the submission; the status says "sending". */}
      <SubmitButton>{t('contactFormSubmit')}</SubmitButton>
      <FormStatus status={submission.statusText} alert={submission.alertText} />
    </Form>
  );
}

import type {FormEvent} from 'react';
import {Form} from 'react-aria-components';
import {
  EmailField,
  FormStatus,
  PrivacyConsentField,
  SubmitButton,
  TextAreaField,
  TextInputField,
  useMessages,
} from '@schaufenster/ui';
import {
  requestEmailError,
  requestMessageError,
  requestNameError,
  requestPrivacyError,
  type RequestFormValues,
} from './requestFormRules.ts';
import styles from './RequestForm.module.css';

/** Props of {@link RequestForm}. */
export interface RequestFormProps {
  /** The field values (controlled). */
  values: RequestFormValues;
  /** Whether the privacy agreement is ticked (controlled). */
  privacyAccepted: boolean;
  /** The status region's text, e.g. "sending" from the form's submission. @default null */
  statusText?: string | null;
  /** The alert region's text, e.g. "Could not post request". @default null */
  alertText?: string | null;
  /** A field changed. */
  onChange: (field: keyof RequestFormValues, value: string) => void;
  /** The privacy agreement was ticked or unticked. */
  onPrivacyChange: (accepted: boolean) => void;
  /** Every field is valid and the visitor sent the form. */
  onSubmit: () => void;
}

/**
 * The fields of the availability request. Native constraint validation through
 * react-aria-components: on submit each invalid field shows its error as its description and the
 * first one takes focus, so a screen reader reads the error with the field.
 */
export function RequestForm({
  values,
  privacyAccepted,
  statusText = null,
  alertText = null,
  onChange,
  onPrivacyChange,
  onSubmit,
}: RequestFormProps) {
  const t = useMessages();

  // Only reached when every field is valid: native validation blocks the submit event otherwise.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Form className={styles.form} validationBehavior="native" onSubmit={submit}>
      <TextInputField
        label={t('requestFormName')}
        name="name"
        autoComplete="name"
        isRequired
        // The dialog opens on the first field: the visitor came to write.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={values.name}
        onChange={(value) => onChange('name', value)}
        rule={requestNameError}
      />
      <EmailField
        label={t('requestFormEmail')}
        isRequired
        value={values.email}
        onChange={(value) => onChange('email', value)}
        rule={requestEmailError}
      />
      <TextInputField
        label={t('requestFormPhone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(value) => onChange('phone', value)}
      />
      <TextAreaField
        label={t('requestFormMessage')}
        name="message"
        rows={5}
        isRequired
        value={values.message}
        onChange={(value) => onChange('message', value)}
        rule={requestMessageError}
      />
      <PrivacyConsentField
        agreement="requestFormPrivacyAgreement"
        rule={requestPrivacyError}
        isSelected={privacyAccepted}
        onChange={onPrivacyChange}
      />
      <SubmitButton>{t('requestFormSubmit')}</SubmitButton>
      <FormStatus status={statusText} alert={alertText} />
    </Form>
  );
}

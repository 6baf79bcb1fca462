import type {FormEvent} from 'react';
import {Form} from 'react-aria-components';
import type {MessageKey} from '@schaufenster/core';
import {
  CheckboxField,
  FormStatus,
  Link,
  SubmitButton,
  TextAreaField,
  TextInputField,
  useMessages,
  useRichMessages,
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
  /** Whether a send is under way. @default false */
  isSending?: boolean;
  /** Whether the last send failed ("Could not post request"). @default false */
  hasFailed?: boolean;
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
  isSending = false,
  hasFailed = false,
  onChange,
  onPrivacyChange,
  onSubmit,
}: RequestFormProps) {
  const t = useMessages();
  const rich = useRichMessages();
  const message = (key: MessageKey | null) => (key === null ? null : t(key));

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
        validate={(value) => message(requestNameError(value))}
      />
      <TextInputField
        label={t('requestFormEmail')}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={values.email}
        onChange={(value) => onChange('email', value)}
        validate={(value) => message(requestEmailError(value))}
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
        validate={(value) => message(requestMessageError(value))}
      />
      <CheckboxField
        name="privacy_accepted"
        hasInteractiveLabel
        isRequired
        isSelected={privacyAccepted}
        onChange={onPrivacyChange}
        validate={(selected) => message(requestPrivacyError(selected))}
      >
        {rich('requestFormPrivacyAgreement', {
          privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>,
        })}
      </CheckboxField>
      <SubmitButton>{t('requestFormSubmit')}</SubmitButton>
      <FormStatus
        status={isSending ? t('requestFormSending') : null}
        alert={hasFailed ? t('orderErrorPostRequest') : null}
      />
    </Form>
  );
}

import {useId, type FormEvent} from 'react';
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
import {Link, useMessages, useRichMessages} from '@schaufenster/ui';
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
  const agreementId = useId();
  const message = (key: MessageKey | null) => (key === null ? null : t(key));

  // Only reached when every field is valid: native validation blocks the submit event otherwise.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Form className={styles.form} validationBehavior="native" onSubmit={submit}>
      <TextField
        className={styles.field}
        name="name"
        autoComplete="name"
        isRequired
        value={values.name}
        onChange={(value) => onChange('name', value)}
        validate={(value) => message(requestNameError(value))}
      >
        <Label className={styles.label}>{t('requestFormName')}</Label>
        {/* The dialog opens on the first field: the visitor came to write. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Input className={styles.input} autoFocus />
        <FieldError className={styles.error} />
      </TextField>
      <TextField
        className={styles.field}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={values.email}
        onChange={(value) => onChange('email', value)}
        validate={(value) => message(requestEmailError(value))}
      >
        <Label className={styles.label}>{t('requestFormEmail')}</Label>
        <Input className={styles.input} />
        <FieldError className={styles.error} />
      </TextField>
      <TextField
        className={styles.field}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(value) => onChange('phone', value)}
      >
        <Label className={styles.label}>{t('requestFormPhone')}</Label>
        <Input className={styles.input} />
      </TextField>
      <TextField
        className={styles.field}
        name="message"
        isRequired
        value={values.message}
        onChange={(value) => onChange('message', value)}
        validate={(value) => message(requestMessageError(value))}
      >
        <Label className={styles.label}>{t('requestFormMessage')}</Label>
        <TextArea className={styles.textarea} rows={5} />
        <FieldError className={styles.error} />
      </TextField>
      {/* The sentence sits beside the checkbox, not inside its <label>: the label swallows clicks,
          which would break the privacy link. aria-labelledby still names the checkbox with it. */}
      <CheckboxField
        className={styles.agreement}
        name="privacy_accepted"
        aria-labelledby={agreementId}
        isRequired
        isSelected={privacyAccepted}
        onChange={onPrivacyChange}
        validate={(selected) => message(requestPrivacyError(selected))}
      >
        <CheckboxButton className={styles.checkbox}>
          <span className={styles.box} aria-hidden="true" />
        </CheckboxButton>
        <span id={agreementId} className={styles.agreementText}>
          {rich('requestFormPrivacyAgreement', {
            privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>,
          })}
        </span>
        <FieldError className={styles.error} />
      </CheckboxField>
      <Button className={styles.submit} type="submit">
        {t('requestFormSubmit')}
      </Button>
      {/* Both regions exist from the start, so screen readers pick up their changes. */}
      <div className={styles.messages}>
        <p role="status">{isSending ? t('requestFormSending') : null}</p>
        <p className={styles.alert} role="alert">
          {hasFailed ? t('orderErrorPostRequest') : null}
        </p>
      </div>
    </Form>
  );
}

import type {FormEvent} from 'react';
import {Form, Label, Radio, RadioGroup} from 'react-aria-components';
import {pickTranslation, type CheckoutState, type PaymentMethod} from '@schaufenster/core';
import {FieldErrorText, useLanguage, useMessages} from '@schaufenster/ui';
import {setPaymentMethod} from '../checkout/checkoutStore.ts';
import {StepActions} from './StepActions.tsx';
import styles from './CheckoutForm.module.css';

/** Props of {@link PaymentStep}. */
export interface PaymentStepProps {
  /** The checkout state the choice shows. */
  checkout: CheckoutState;
  /** The payment methods the chosen shipping method allows. */
  methods: readonly PaymentMethod[];
  /** Called when a method is chosen and the shopper continues. */
  onNext: () => void;
  /** Back to the shipping step. */
  onBack: () => void;
}

/** The payment method's name in the page language. */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const {lang, available} = useLanguage();
  return (method) =>
    pickTranslation(method.translations, lang, available, 'payment method')?.display_name ??
    method.display_name;
}

/** Step 3: the payment method, among those the shipping method allows (spec §3 Shipping config). */
export function PaymentStep({checkout, methods, onNext, onBack}: PaymentStepProps) {
  const t = useMessages();
  const nameOf = usePaymentMethodName();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  const choose = (value: string) => {
    const method = methods.find((entry) => String(entry.id) === value);
    if (method) setPaymentMethod(method.id);
  };

  return (
    <Form className={styles.form} validationBehavior="native" onSubmit={submit}>
      <RadioGroup
        className={styles.radioGroup}
        name="payment_method"
        isRequired
        value={checkout.paymentMethod === null ? null : String(checkout.paymentMethod)}
        onChange={choose}
        validate={(value) => (value ? null : t('checkoutPaymentMethodRequired'))}
      >
        <Label className={styles.legend}>{t('checkoutPaymentMethod')}</Label>
        {methods.map((method) => (
          <Radio key={String(method.id)} className={styles.radio} value={String(method.id)}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.radioText}>
              <span className={styles.radioName}>{nameOf(method)}</span>
            </span>
          </Radio>
        ))}
        <FieldErrorText />
      </RadioGroup>
      <StepActions onBack={onBack} />
    </Form>
  );
}

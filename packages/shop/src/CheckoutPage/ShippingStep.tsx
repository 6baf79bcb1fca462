import type {FormEvent} from 'react';
import {Form, Label, Radio, RadioGroup} from 'react-aria-components';
import {
  formatPrice,
  pickTranslation,
  type CheckoutState,
  type ShippingConfig,
  type ShopSettings,
} from '@schaufenster/core';
import {CheckboxField, FieldErrorText, useLanguage, useMessages} from '@schaufenster/ui';
import {shippingConfigId, shippingCostOf} from '../checkout/checkoutReducer.ts';
import {setComment, setPresentWrap, setShippingMethod} from '../checkout/checkoutStore.ts';
import {isFreeShipping} from '../checkout/shippingOptions.ts';
import {CheckoutField} from './CheckoutField.tsx';
import {StepActions} from './StepActions.tsx';
import styles from './CheckoutForm.module.css';

/** Props of {@link ShippingStep}. */
export interface ShippingStepProps {
  /** The shop settings (free flags, present wrapping). */
  settings: ShopSettings;
  /** The checkout state the fields show. */
  checkout: CheckoutState;
  /** The shipping options for the shipping country. */
  options: readonly ShippingConfig[];
  /** Called when a method is chosen and the shopper continues. */
  onNext: () => void;
  /** Back to the address step. */
  onBack: () => void;
}

/**
 * Step 2: the shipping method for the chosen country with price (or "free") and extra delivery
 * days, present wrapping when the shop offers it, and a comment.
 */
export function ShippingStep({settings, checkout, options, onNext, onBack}: ShippingStepProps) {
  const t = useMessages();
  const {lang, available} = useLanguage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  const choose = (value: string) => {
    const option = options.find((entry) => String(shippingConfigId(entry)) === value);
    if (option) setShippingMethod(option, isFreeShipping(settings, option));
  };
  const label = (option: ShippingConfig) => {
    const name =
      pickTranslation(option.translations, lang, available, 'shipping option')?.name ?? option.name;
    const cost = shippingCostOf(option, isFreeShipping(settings, option));
    return {name, price: cost === 0 ? t('checkoutShippingFree') : formatPrice(cost, lang)};
  };

  return (
    <Form className={styles.form} validationBehavior="native" onSubmit={submit}>
      {options.length === 0 ? (
        <p className={styles.notice}>{t('checkoutNoShippingOption')}</p>
      ) : (
        <RadioGroup
          className={styles.radioGroup}
          name="shipping_method"
          isRequired
          value={checkout.shippingMethod === null ? null : String(checkout.shippingMethod)}
          onChange={choose}
          validate={(value) => (value ? null : t('checkoutShippingMethodRequired'))}
        >
          <Label className={styles.legend}>{t('checkoutShippingMethod')}</Label>
          {options.map((option) => {
            const {name, price} = label(option);
            return (
              <Radio
                key={String(shippingConfigId(option))}
                className={styles.radio}
                value={String(shippingConfigId(option))}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.radioText}>
                  <span className={styles.radioName}>{name}</span>
                  <span>{price}</span>
                  {option.additional_days > 0 && (
                    <span className={styles.muted}>
                      {t('checkoutAdditionalDays', {days: option.additional_days})}
                    </span>
                  )}
                </span>
              </Radio>
            );
          })}
          <FieldErrorText />
        </RadioGroup>
      )}
      {settings.present_wrapping && (
        <CheckboxField
          name="present_wrap"
          isSelected={checkout.presentWrap}
          onChange={setPresentWrap}
        >
          {t('checkoutPresentWrap')}
        </CheckboxField>
      )}
      <CheckoutField
        label={t('checkoutComment')}
        name="comment"
        isMultiline
        value={checkout.comment ?? ''}
        onChange={(value) => setComment(value === '' ? null : value)}
      />
      <StepActions onBack={onBack} hasSubmit={options.length > 0} />
    </Form>
  );
}

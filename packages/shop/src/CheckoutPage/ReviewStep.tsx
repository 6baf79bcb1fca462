import {useEffect, useRef, useState, type FormEvent} from 'react';
import {Form} from 'react-aria-components';
import type {
  Address,
  CheckoutState,
  PaymentMethod,
  ShippingConfig,
  ShopSettings,
} from '@schaufenster/core';
import {formatPrice, pickTranslation} from '@schaufenster/core';
import {
  CheckboxField,
  FormStatus,
  Link,
  useLanguage,
  useMessages,
  useRichMessages,
} from '@schaufenster/ui';
import type {PriceChange} from '../checkout/repricing.ts';
import {findShippingOption} from '../checkout/shippingOptions.ts';
import type {CheckoutStep} from './checkoutFlow.ts';
import {usePaymentMethodName} from './PaymentStep.tsx';
import {StepActions} from './StepActions.tsx';
import styles from './CheckoutForm.module.css';

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  /** The shop settings (country names, present wrapping). */
  settings: ShopSettings;
  /** The checkout state to review. */
  checkout: CheckoutState;
  /** The shipping options for the shipping country. */
  options: readonly ShippingConfig[];
  /** The payment methods the chosen shipping method allows. */
  methods: readonly PaymentMethod[];
  /**
   * `review`, `placing` or `failed`: placing disables the button, failed shows the alert, and so
   * does a review after a refusal that re-priced the cart (`priceChanges`).
   */
  step: CheckoutStep;
  /** Whether an order can be built from what was entered. */
  isComplete: boolean;
  /** Places the order (the terms are accepted). */
  onPlace: () => void;
  /** Back to the payment step. */
  onBack: () => void;
  /** Names of the cart's pieces the shop no longer has, said after a failed order. @default [] */
  unavailable?: readonly string[];
  /** The cart lines re-priced after the order was refused for changed prices. @default [] */
  priceChanges?: readonly PriceChange[];
}

function AddressLines({address, countryName}: {address: Address; countryName: string}) {
  return (
    <>
      {address.company && <span className={styles.line}>{address.company}</span>}
      <span className={styles.line}>{`${address.first_name} ${address.last_name}`}</span>
      <span className={styles.line}>{`${address.street} ${address.number}`}</span>
      <span className={styles.line}>{`${address.zip_code} ${address.city}`}</span>
      <span className={styles.line}>{countryName}</span>
    </>
  );
}

/**
 * Step 4: what was entered, the terms, and "place order". While the order is posted the button is
 * disabled and a status says so; a failure shows "Could not post order" in an alert that takes
 * focus, and everything entered stays for a retry. A piece sold out meanwhile is named in a
 * further sentence of the same alert (decision 067); the cart stays as it is. A price changed
 * meanwhile is said the same way, one sentence per line, with the cart already re-priced: the
 * shopper places the order again at the new total.
 */
export function ReviewStep({
  settings,
  checkout,
  options,
  methods,
  step,
  isComplete,
  onPlace,
  onBack,
  unavailable = [],
  priceChanges = [],
}: ReviewStepProps) {
  const t = useMessages();
  const rich = useRichMessages();
  const {lang, available} = useLanguage();
  const paymentName = usePaymentMethodName();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const isPlacing = step === 'placing';
  const isRepriced = step === 'review' && priceChanges.length > 0;

  useEffect(() => {
    if (step === 'failed' || isRepriced) alertRef.current?.focus();
  }, [step, isRepriced]);

  const countryName = (code: string) => {
    const country = settings.shipping_countries.find((entry) => entry.country_code === code);
    if (!country) return code;
    return (
      pickTranslation(country.translations, lang, available, 'shipping country')?.display_name ??
      country.display_name
    );
  };
  const option = findShippingOption(options, checkout.shippingMethod);
  const optionName = option
    ? (pickTranslation(option.translations, lang, available, 'shipping option')?.name ??
      option.name)
    : '';
  const payment = methods.find((method) => String(method.id) === String(checkout.paymentMethod));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPlacing && isComplete) onPlace();
  };

  return (
    <Form className={styles.form} validationBehavior="native" onSubmit={submit}>
      <dl className={styles.review}>
        <div>
          <dt>{t('checkoutEmail')}</dt>
          <dd>{checkout.customerEmail}</dd>
        </div>
        {checkout.shippingAddress && (
          <div>
            <dt>{t('checkoutShippingAddress')}</dt>
            <dd>
              <AddressLines
                address={checkout.shippingAddress}
                countryName={countryName(checkout.shippingAddress.country_code)}
              />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('checkoutInvoiceAddress')}</dt>
          <dd>
            {checkout.invoiceAddress ? (
              <AddressLines
                address={checkout.invoiceAddress}
                countryName={countryName(checkout.invoiceAddress.country_code)}
              />
            ) : (
              t('checkoutInvoiceSameAsShipping')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('checkoutShippingMethod')}</dt>
          <dd>{optionName}</dd>
        </div>
        {settings.present_wrapping && checkout.presentWrap && (
          <div>
            <dt>{t('checkoutPresentWrap')}</dt>
            <dd>{t('checkoutYes')}</dd>
          </div>
        )}
        {checkout.comment && (
          <div>
            <dt>{t('checkoutComment')}</dt>
            <dd className={styles.comment}>{checkout.comment}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkoutPaymentMethod')}</dt>
          <dd>{payment ? paymentName(payment) : ''}</dd>
        </div>
      </dl>
      {/* The sentence holds links, so it sits beside the checkbox (as in the contact form). */}
      <CheckboxField
        name="accept_terms"
        hasInteractiveLabel
        isRequired
        isSelected={termsAccepted}
        onChange={setTermsAccepted}
        validate={(selected) => (selected ? null : t('checkoutAcceptTermsRequired'))}
      >
        {rich('checkoutAcceptTerms', {
          termsLink: (chunks) => <Link to="agb">{chunks}</Link>,
          withdrawalLink: (chunks) => <Link to="withdrawal">{chunks}</Link>,
        })}
      </CheckboxField>
      <FormStatus
        status={isPlacing ? t('checkoutPlacing') : null}
        alert={
          <>
            {step === 'failed' || isRepriced ? t('orderErrorPostOrder') : null}
            {step === 'failed'
              ? unavailable.map((name) => (
                  <span key={name}>
                    <br />
                    {t('checkoutNoLongerAvailable', {name})}
                  </span>
                ))
              : null}
            {isRepriced
              ? priceChanges.map((change) => (
                  <span key={change.cartId}>
                    <br />
                    {t('checkoutPriceChanged', {
                      name: change.name,
                      oldPrice: formatPrice(change.oldPrice, lang),
                      newPrice: formatPrice(change.newPrice, lang),
                    })}
                  </span>
                ))
              : null}
            {!isComplete ? t('checkoutIncomplete') : null}
          </>
        }
        ref={alertRef}
        isFocusable
      />
      <StepActions
        onBack={onBack}
        submitLabel={t('checkoutPlaceOrder')}
        isBackDisabled={isPlacing}
        isSubmitDisabled={isPlacing || !isComplete}
      />
    </Form>
  );
}

import type {FormEvent} from 'react';
import * as v from 'valibot';
import {emailRule, EmailSchema, type CheckoutState, type ShopSettings} from '@schaufenster/core';
import {NativeCheckboxField, NativeTextField, useMessages} from '@schaufenster/ui';
import {setEmail, setInvoiceAddress, setShippingAddress} from '../checkout/checkoutStore.ts';
import {defaultCountry} from '../checkout/shippingOptions.ts';
import {AddressFields, emptyAddress} from './AddressFields.tsx';
import {StepActions} from './StepActions.tsx';
import styles from './CheckoutForm.module.css';

// The order needs an address the order service accepts, so the check is the order schema's.
const EMAIL_RULE = emailRule({
  missing: 'checkoutFieldRequired',
  invalid: 'checkoutEmailInvalid',
  isAddress: (value) => v.is(EmailSchema, value),
});

/** Props of {@link AddressStep}. */
export interface AddressStepProps {
  /** The shop settings (shipping countries). */
  settings: ShopSettings;
  /** The checkout state the fields show. */
  checkout: CheckoutState;
  /** Called when every field is valid and the shopper continues. */
  onNext: () => void;
}

/**
 * Step 1: e-mail, shipping address and, behind a checkbox, a different invoice address. Every
 * keystroke goes to the checkout store, which saves it (spec §4 Checkout state).
 */
export function AddressStep({settings, checkout, onNext}: AddressStepProps) {
  const t = useMessages();
  const country = defaultCountry(settings);
  const hasInvoiceAddress = checkout.invoiceAddress !== null;

  // Only reached when every field is valid: native validation blocks the submit event otherwise.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <NativeTextField
        label={t('checkoutEmail')}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={checkout.customerEmail ?? ''}
        onChange={(value) => setEmail(value)}
        rule={EMAIL_RULE}
      />
      <AddressFields
        legend={t('checkoutShippingAddress')}
        section="shipping"
        address={checkout.shippingAddress}
        countries={settings.shipping_countries}
        defaultCountry={country}
        onChange={setShippingAddress}
      />
      <NativeCheckboxField
        name="different_invoice_address"
        isSelected={hasInvoiceAddress}
        onChange={(selected) => setInvoiceAddress(selected ? emptyAddress(country) : null)}
      >
        {t('checkoutDifferentInvoiceAddress')}
      </NativeCheckboxField>
      {hasInvoiceAddress && (
        <AddressFields
          legend={t('checkoutInvoiceAddress')}
          section="billing"
          address={checkout.invoiceAddress}
          countries={settings.shipping_countries}
          defaultCountry={country}
          onChange={setInvoiceAddress}
        />
      )}
      <StepActions />
    </form>
  );
}

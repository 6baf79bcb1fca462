import {Button, ListBox, ListBoxItem, Popover, Select, SelectValue} from 'react-aria-components';
import {pickTranslation, type Address, type ShippingCountry} from '@schaufenster/core';
import {FieldErrorText, FieldLabel, Icon, useLanguage, useMessages} from '@schaufenster/ui';
import {CheckoutField} from './CheckoutField.tsx';
import styles from './CheckoutForm.module.css';

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** The group's legend, e.g. "Lieferadresse". */
  legend: string;
  /** Autofill section and field-name prefix, so both addresses fill separately. */
  section: 'shipping' | 'billing';
  /** The address so far; null before the first keystroke. */
  address: Address | null;
  /** Countries to choose from (settings.shipping_countries). */
  countries: readonly ShippingCountry[];
  /** The country of an address not yet touched. */
  defaultCountry: string;
  /** Called with the whole address after each change. */
  onChange: (address: Address) => void;
}

/** An empty address in `country`. */
export function emptyAddress(country: string): Address {
  return {
    company: '',
    first_name: '',
    last_name: '',
    street: '',
    number: '',
    zip_code: '',
    city: '',
    country_code: country,
    phone: '',
  };
}

/**
 * Name, street, number, zip, city and country of one address (issue 4 Checkout view). The
 * country list comes from the shop settings, named in the page language.
 */
export function AddressFields({
  legend,
  section,
  address,
  countries,
  defaultCountry,
  onChange,
}: AddressFieldsProps) {
  const t = useMessages();
  const {lang, available} = useLanguage();
  const current = address ?? emptyAddress(defaultCountry);
  const change = (field: keyof Address) => (value: string) =>
    onChange({...current, [field]: value});
  const countryName = (country: ShippingCountry) =>
    pickTranslation(country.translations, lang, available, 'shipping country')?.display_name ??
    country.display_name;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pair}>
        <CheckoutField
          label={t('addressFormFirstName')}
          name={`${section}_first_name`}
          autoComplete={`${section} given-name`}
          isRequired
          value={current.first_name}
          onChange={change('first_name')}
        />
        <CheckoutField
          label={t('addressFormLastName')}
          name={`${section}_last_name`}
          autoComplete={`${section} family-name`}
          isRequired
          value={current.last_name}
          onChange={change('last_name')}
        />
      </div>
      <div className={styles.streetRow}>
        <CheckoutField
          label={t('addressFormStreet')}
          name={`${section}_street`}
          autoComplete={`${section} address-line1`}
          isRequired
          value={current.street}
          onChange={change('street')}
        />
        <CheckoutField
          label={t('addressFormNumber')}
          name={`${section}_number`}
          isRequired
          value={current.number}
          onChange={change('number')}
        />
      </div>
      <div className={styles.zipRow}>
        <CheckoutField
          label={t('addressFormZip')}
          name={`${section}_zip_code`}
          autoComplete={`${section} postal-code`}
          isRequired
          value={current.zip_code}
          onChange={change('zip_code')}
        />
        <CheckoutField
          label={t('addressFormCity')}
          name={`${section}_city`}
          autoComplete={`${section} address-level2`}
          isRequired
          value={current.city}
          onChange={change('city')}
        />
      </div>
      <Select
        className={styles.field}
        name={`${section}_country_code`}
        autoComplete={`${section} country`}
        isRequired
        value={current.country_code}
        onChange={(key) => {
          if (key !== null) change('country_code')(String(key));
        }}
      >
        <FieldLabel>{t('addressFormCountry')}</FieldLabel>
        <Button className={styles.select}>
          <SelectValue />
          <Icon name="chevronDown" />
        </Button>
        <FieldErrorText />
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox} items={countries}>
            {(country) => (
              <ListBoxItem
                className={styles.option}
                id={country.country_code}
                textValue={countryName(country)}
              >
                {countryName(country)}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </fieldset>
  );
}

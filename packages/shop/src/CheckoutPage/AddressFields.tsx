import {
  pickTranslation,
  type Address,
  type MessageKey,
  type ShippingCountry,
} from '@schaufenster/core';
import {useLanguage, useMessages} from '@schaufenster/ui';
import {CheckoutField} from './CheckoutField.tsx';
import {CountrySelect} from './CountrySelect.tsx';
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

type TextKey = Exclude<keyof Address, 'country_code' | 'company' | 'phone'>;

/** One required text field of an address: its label and its autofill token (none for `number`). */
interface AddressFieldSpec {
  field: TextKey;
  label: MessageKey;
  autoComplete?: string;
}

// The rows of text fields, each with its layout class; all required.
const ROWS: readonly {row: 'pair' | 'streetRow' | 'zipRow'; fields: readonly AddressFieldSpec[]}[] =
  [
    {
      row: 'pair',
      fields: [
        {field: 'first_name', label: 'addressFormFirstName', autoComplete: 'given-name'},
        {field: 'last_name', label: 'addressFormLastName', autoComplete: 'family-name'},
      ],
    },
    {
      row: 'streetRow',
      fields: [
        {field: 'street', label: 'addressFormStreet', autoComplete: 'address-line1'},
        {field: 'number', label: 'addressFormNumber'},
      ],
    },
    {
      row: 'zipRow',
      fields: [
        {field: 'zip_code', label: 'addressFormZip', autoComplete: 'postal-code'},
        {field: 'city', label: 'addressFormCity', autoComplete: 'address-level2'},
      ],
    },
  ];

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
 * Name, street, number, zip, city and country of one address. The country list comes from the shop
 * settings, named in the page language.
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
      {ROWS.map(({row, fields}) => (
        <div key={row} className={styles[row]}>
          {fields.map(({field, label, autoComplete}) => (
            <CheckoutField
              key={field}
              label={t(label)}
              name={`${section}_${field}`}
              autoComplete={autoComplete && `${section} ${autoComplete}`}
              isRequired
              value={current[field]}
              onChange={change(field)}
            />
          ))}
        </div>
      ))}
      <CountrySelect
        label={t('addressFormCountry')}
        name={`${section}_country_code`}
        autoComplete={`${section} country`}
        value={current.country_code}
        options={countries.map((country) => ({
          code: country.country_code,
          name: countryName(country),
        }))}
        onChange={change('country_code')}
      />
    </fieldset>
  );
}

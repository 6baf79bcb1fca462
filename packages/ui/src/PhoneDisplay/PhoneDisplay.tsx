import {formatPhone, type PhoneOptions} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {Link} from '../Link/Link.tsx';
import {VisuallyHidden} from '../VisuallyHidden/VisuallyHidden.tsx';
import styles from './PhoneDisplay.module.css';

/** A country code libphonenumber-js knows ('DE', 'AT', 'CH', 'FR' …). */
type PhoneCountry = NonNullable<PhoneOptions['country']>;

/** Props of {@link PhoneDisplay}. */
export interface PhoneDisplayProps {
  /** The number as entered in the content system, e.g. "069 90009100" or "+49 69 90009100". */
  number: string;
  /** Country of numbers written without a + prefix (spec §5 Phone numbers). @default 'DE' */
  country?: PhoneCountry;
  /** Whether the number is a tel: link; false for fax numbers. @default true */
  callable?: boolean;
  /** Label of the link, e.g. the catalogue's "Mobil" for a mobile number. @default the catalogue's phoneLabel ("Telefon") */
  label?: string;
  /** Keeps the label for screen readers only, where a term or icon beside it already says it. @default false */
  hideLabel?: boolean;
}

/**
 * A phone number per spec §2 Phone display: callable numbers are a tel: link labelled
 * "Telefon" whose visible text is the international format; otherwise plain international
 * text. Input that cannot be read is shown as given (spec §8; core logs it).
 */
export function PhoneDisplay({
  number,
  country = 'DE',
  callable = true,
  label,
  hideLabel = false,
}: PhoneDisplayProps) {
  const {lang} = useLanguage();
  const phone = formatPhone(number, {lang, country, callable});
  // Unreadable input may be words ("nach Vereinbarung"): shown as given, free to wrap.
  if (phone.kind === 'raw') return <span>{phone.text}</span>;
  if (phone.kind === 'text') {
    // A number, not a word: no machine translation, no line break inside it.
    return (
      <span className={styles.text} translate="no">
        {phone.text}
      </span>
    );
  }
  const text = label ?? phone.label;
  // The label sits inside the link so a screen reader tabbing to it hears label and number
  // together ("Telefon +49 69 90009100"); Link adds the new-tab icon and hint (spec §2 Links).
  return (
    <Link to={phone.href} className={styles.link}>
      {hideLabel ? (
        <VisuallyHidden>{`${text} `}</VisuallyHidden>
      ) : (
        <>
          <span className={styles.label}>{text}</span>{' '}
        </>
      )}
      <span className={styles.number} translate="no">
        {phone.text}
      </span>
    </Link>
  );
}

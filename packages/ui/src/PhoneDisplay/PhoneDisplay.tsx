import type {PhoneBook, PhoneDisplay as FormattedPhone} from '@schaufenster/core';
import {Link} from '../Link/Link.tsx';
import {VisuallyHidden} from '../VisuallyHidden/VisuallyHidden.tsx';
import styles from './PhoneDisplay.module.css';

/** Props of {@link PhoneDisplay}. */
export interface PhoneDisplayProps {
  /** The number as entered in the content system, e.g. "069 90009100" or "+49 69 90009100". */
  number: string;
  /** The number formatted at build time (core `phoneBook`); a number missing from it is shown as given. */
  phones: PhoneBook;
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
 * text. Input that cannot be read is shown as given (spec §8; core logs it). The number comes
 * formatted, so the browser needs no libphonenumber-js (decision 031).
 */
export function PhoneDisplay({
  number,
  phones,
  callable = true,
  label,
  hideLabel = false,
}: PhoneDisplayProps) {
  const phone: FormattedPhone = (Object.hasOwn(phones, number) ? phones[number] : undefined) ?? {
    kind: 'raw',
    text: number,
  };
  // Unreadable input may be words ("nach Vereinbarung"): shown as given, free to wrap.
  if (phone.kind === 'raw') return <span>{phone.text}</span>;
  if (phone.kind === 'text' || !callable) {
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

import {companyDisplay, type CompanyInput, type PhoneBook} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {PhoneDisplay} from '../PhoneDisplay/PhoneDisplay.tsx';
import styles from './ContactInfo.module.css';

/** Props of {@link ContactInfo}. */
export interface ContactInfoProps {
  /** The company record (`SiteData.company`). */
  company: CompanyInput;
  /** The company's numbers formatted at build time (core `contactPhoneBook`). */
  phones: PhoneBook;
  /** Shows the primary fax number (legal notice); the footer's contact widget leaves it out. @default true */
  showFax?: boolean;
}

/**
 * The company's ways to get in touch (spec §5 Company display): the primary phone, else the
 * primary mobile, as a tel: link; the primary fax as plain text (not callable); the primary
 * e-mail as a mailto: link. Non-primary entries are never shown. Renders nothing when empty.
 */
export function ContactInfo({company, phones, showFax = true}: ContactInfoProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const {phone, fax, email} = companyDisplay(company, lang);
  const faxShown = showFax ? fax : null;
  if (!phone && !faxShown && !email) return null;
  return (
    <ul className={styles.list}>
      {phone && (
        <li>
          <PhoneDisplay
            number={phone.number}
            phones={phones}
            label={phone.type === 'mobile' ? t('phoneMobileLabel') : undefined}
          />
        </li>
      )}
      {faxShown && (
        <li>
          <span className={styles.label}>{t('phoneFaxLabel')}</span>{' '}
          <PhoneDisplay number={faxShown} phones={phones} callable={false} />
        </li>
      )}
      {email && (
        <li>
          {/* Label inside the link, like the phone's, so both are read together. */}
          <Link to={`mailto:${email}`} className={styles.link}>
            <span className={styles.label}>{t('contactEmailLabel')}</span>{' '}
            <span className={styles.value}>{email}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}

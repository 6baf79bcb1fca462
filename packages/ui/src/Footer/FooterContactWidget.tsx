import {phoneBook} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {PhoneDisplay} from '../PhoneDisplay/PhoneDisplay.tsx';
import {footerContacts} from './footerLayout.ts';
import type {FooterData} from './footerTypes.ts';
import styles from './Footer.module.css';

/** Props of {@link FooterContactWidget}. */
export interface FooterContactWidgetProps {
  /** The company whose primary phone, mobile and e-mail are listed. */
  company: FooterData['company'];
}

/**
 * The contact widget (spec §2 Page shell): the primary phone ("Telefon") and mobile ("Mobil") as
 * tel: links and the primary e-mail as a mailto: link. Renders nothing when there is none.
 */
export function FooterContactWidget({company}: FooterContactWidgetProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const {phone, mobile, email} = footerContacts(company);
  // The footer is static HTML (no island holds it): the numbers are formatted while prerendering.
  const phones = phoneBook([phone, mobile], {lang});
  if (!phone && !mobile && !email) return null;
  return (
    <ul className={styles.list}>
      {phone && (
        <li>
          <PhoneDisplay number={phone} phones={phones} />
        </li>
      )}
      {mobile && (
        <li>
          <PhoneDisplay number={mobile} phones={phones} label={t('phoneMobileLabel')} />
        </li>
      )}
      {email && (
        <li>
          {/* The label sits inside the link, as PhoneDisplay's does, so both are read together. */}
          <Link to={`mailto:${email}`}>
            {t('contactEmailLabel')} {email}
          </Link>
        </li>
      )}
    </ul>
  );
}

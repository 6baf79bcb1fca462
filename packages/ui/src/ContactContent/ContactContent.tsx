import {useId, type ReactNode} from 'react';
import {useMessages, useRichMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {ContactForm} from '../ContactForm/ContactForm.tsx';
import type {ContactSender} from '../ContactForm/submitContactForm.ts';
import styles from './ContactContent.module.css';

/** Props of {@link ContactContent}. */
export interface ContactContentProps {
  /** URL of the hosted form service the contact form POSTs to (spec §7 Other). */
  endpoint: string;
  /**
   * Called with the sender after the message was sent; the site navigates to
   * `goToThanks(lang, sender, …)`. @default undefined
   */
  onSuccess?: (sender: ContactSender) => void;
  /** The retailer's contact details (the ContactInfo component). @default undefined */
  contactInfo?: ReactNode;
  /** The map under "how to find us", e.g. a consent-gated embed. @default undefined */
  map?: ReactNode;
}

/**
 * The contact page's content (spec §2 Page contents, Contact page): a heading, the contact
 * info, a privacy-consent sentence linking the privacy page of the current language, a map
 * heading with its map, and the contact form.
 */
export function ContactContent({endpoint, onSuccess, contactInfo, map}: ContactContentProps) {
  const t = useMessages();
  const rich = useRichMessages();
  const mapHeadingId = useId();
  return (
    <div className={styles.content}>
      <h1 className={styles.heading}>{t('contactPageHeading')}</h1>
      <div className={styles.info}>
        {contactInfo}
        <p className={styles.notice}>
          {rich('contactPagePrivacyNotice', {
            privacyLink: (chunks) => <Link to="privacy">{chunks}</Link>,
          })}
        </p>
      </div>
      <section className={styles.map} aria-labelledby={mapHeadingId}>
        <h2 id={mapHeadingId} className={styles.mapHeading}>
          {t('contactPageMapHeading')}
        </h2>
        {map}
      </section>
      <div className={styles.form}>
        <ContactForm endpoint={endpoint} onSuccess={onSuccess} />
      </div>
    </div>
  );
}

import type {Consent} from '@schaufenster/core';
import {consentPrivacyTarget} from '../consent/consentText.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import styles from './CookieBanner.module.css';

/** Props of {@link CookieBannerEntryDetails}. */
export interface CookieBannerEntryDetailsProps {
  /** The consent entry. */
  entry: Consent;
  /** Its name in the page language. */
  name: string;
  /** Its description in the page language; empty shows none. */
  description: string;
}

/** An open consent row's description and the link to its part of the privacy page. */
export function CookieBannerEntryDetails({
  entry,
  name,
  description,
}: CookieBannerEntryDetailsProps) {
  const t = useMessages();
  return (
    <>
      {description && <p className={styles.entryDescription}>{description}</p>}
      <Link to={consentPrivacyTarget(entry)}>{t('cookieBannerPrivacyLink', {name})}</Link>
    </>
  );
}

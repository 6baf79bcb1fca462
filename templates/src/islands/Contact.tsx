import {companyDisplay, type Branch, type Company, type PhoneBook} from '@schaufenster/core';
import {
  CompanyAddress,
  ConsentEmbed,
  ContactContent,
  ContactInfo,
  Link,
  OpeningHours,
  goToThanks,
  mapsRouteUrl,
  useLanguage,
  useMessages,
} from '@schaufenster/ui';
import styles from './Contact.module.css';

/** Props of {@link ContactIsland}. */
export interface ContactIslandProps {
  /** Where the form posts (`CONTACT_FORM_URL`). */
  endpoint: string;
  /** The company: contact info and address. */
  company: Company;
  /** The first branch's opening periods are shown under the map heading. */
  branches: readonly Branch[];
  /** The company's and branches' numbers, formatted while prerendering (decision 031). */
  phones: PhoneBook;
}

/**
 * The contact page's content (spec §2 Page contents: heading, contact info, privacy sentence,
 * map heading with the head office's consent-gated map (decision 025), form). One island because
 * ui's ContactContent holds the form (islands are leaves, so the map is inside it); on success the
 * sender is handed over in session storage and the visitor goes to the plain thanks path: name
 * and e-mail never enter a URL (decision 007d).
 */
export function ContactIsland({endpoint, company, branches, phones}: ContactIslandProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const {address} = companyDisplay(company, lang);
  const route = address ? mapsRouteUrl({street: address.street, city: address.city}) : null;
  return (
    <ContactContent
      endpoint={endpoint}
      contactInfo={<ContactInfo company={company} phones={phones} />}
      map={
        <>
          {address && (
            <ConsentEmbed provider="google_maps" address={`${address.street}, ${address.city}`} />
          )}
          <CompanyAddress company={company} />
          {route && (
            <p className={styles.route}>
              <Link to={route}>{t('contactPanelRoute')}</Link>
            </p>
          )}
          <OpeningHours periods={branches[0]?.opening_periods} showHeading headingLevel={3} />
        </>
      }
      onSuccess={(sender) => goToThanks(lang, sender, (path) => window.location.assign(path))}
    />
  );
}

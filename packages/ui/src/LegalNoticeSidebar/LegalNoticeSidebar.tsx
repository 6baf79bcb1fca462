import {useId, type ReactNode} from 'react';
import {
  companyDisplay,
  contactPhoneBook,
  type CompanyInput,
  type LinkInput,
  type MessageKey,
  type OpeningHours as LegacyOpeningHours,
  type OpeningPeriod,
} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {CompanyAddress} from '../CompanyAddress/CompanyAddress.tsx';
import {ContactInfo} from '../ContactInfo/ContactInfo.tsx';
import {Link} from '../Link/Link.tsx';
import {OpeningHours} from '../OpeningHours/OpeningHours.tsx';
import {PhoneDisplay} from '../PhoneDisplay/PhoneDisplay.tsx';
import styles from './LegalNoticeSidebar.module.css';

/** One entry of the sidebar's subnavigation ("Übersicht"). */
export interface LegalNoticeOverviewLink {
  /** Link text, e.g. a block heading from the catalogue. */
  label: string;
  /** Target, e.g. `{page: 'imprint', anchor: 'insurance'}` (spec §2 Links). */
  to: LinkInput;
}

/** Heading levels of the sidebar's headings. */
type LegalNoticeSidebarHeadingLevel = 2 | 3 | 4;

/** Props of {@link LegalNoticeSidebar}. */
export interface LegalNoticeSidebarProps {
  /** The company (`SiteData.company`); what is shown follows spec §5 Company display. */
  company: CompanyInput;
  /** Opening periods of the main branch; shown under "Öffnungszeiten" when not empty. @default undefined */
  periods?: readonly OpeningPeriod[] | null;
  /** Older opening-hours rows, used when `periods` is empty. @default undefined */
  legacyOpeningHours?: readonly LegacyOpeningHours[] | null;
  /** Subnavigation links under the "Übersicht" label; no navigation when empty. @default [] */
  overview?: readonly LegalNoticeOverviewLink[];
  /** Level of the sidebar's headings, to fit the page outline. @default 2 */
  headingLevel?: LegalNoticeSidebarHeadingLevel;
}

// The legal form as a name, where the spec's forms have one; `bag` is already named by its
// owner label (spec §5) and `other` by the company name ("… GmbH").
const LEGAL_FORM_NAME_KEYS = {
  single: 'legalNoticeLegalFormSingle',
  ev: 'legalNoticeLegalFormEv',
} as const satisfies Record<string, MessageKey>;

/**
 * The legal notice sidebar (spec §2): company name and address (CompanyAddress), owner or
 * representative, legal form, registers, VAT id and tax number; contact (ContactInfo: tel, fax,
 * email); a call to action with the phone and the contact form; opening hours; and a
 * subnavigation labelled "Übersicht".
 */
export function LegalNoticeSidebar({
  company,
  periods,
  legacyOpeningHours,
  overview = [],
  headingLevel = 2,
}: LegalNoticeSidebarProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const overviewId = useId();
  const display = companyDisplay(company, lang);
  // Static HTML only (no island holds the sidebar): the numbers are formatted while prerendering.
  const phones = contactPhoneBook(company, [], lang);
  const Heading = `h${headingLevel}` as const;
  const form = company.legal_form;
  const formKey =
    form && Object.hasOwn(LEGAL_FORM_NAME_KEYS, form)
      ? LEGAL_FORM_NAME_KEYS[form as keyof typeof LEGAL_FORM_NAME_KEYS]
      : null;
  const phoneLabel = display.phone?.type === 'mobile' ? t('phoneMobileLabel') : undefined;
  return (
    <div className={styles.sidebar}>
      <section className={styles.section}>
        <Heading className={styles.heading}>{display.name}</Heading>
        <CompanyAddress company={company} showLegalName showType />
        <dl className={styles.facts}>
          <Fact term={display.legalFormLabel}>{display.executives}</Fact>
          <Fact term={t('legalNoticeLegalForm')}>{formKey && t(formKey)}</Fact>
          {display.registers.length > 0 && (
            <Fact term={t('legalNoticeRegisters')}>
              {display.registers.map((register) => (
                <span key={`${register.type}-${register.number}`} className={styles.line}>
                  {t('legalNoticeRegisterEntry', {
                    registerType: register.type,
                    number: register.number,
                    registrar: register.registrar,
                  })}
                </span>
              ))}
            </Fact>
          )}
          <Fact term={t('legalNoticeVatId')}>{display.ustId}</Fact>
          <Fact term={t('legalNoticeTaxNumber')}>{display.vatNumber}</Fact>
        </dl>
      </section>
      <section className={styles.section}>
        <Heading className={styles.heading}>{t('legalNoticeContact')}</Heading>
        <ContactInfo company={company} phones={phones} showFax />
      </section>
      {display.phone && (
        // spec §2: "questions? call us", or use the contact form.
        <div className={styles.callToAction}>
          <p className={styles.callToActionText}>{t('legalNoticeCallToAction')}</p>
          <p className={styles.callToActionPhone}>
            <PhoneDisplay
              number={display.phone.number}
              phones={phones}
              label={phoneLabel}
              hideLabel
            />
          </p>
          <p className={styles.callToActionText}>
            <Link to="contact">{t('legalNoticeContactForm')}</Link>
          </p>
        </div>
      )}
      <OpeningHours
        periods={periods}
        legacy={legacyOpeningHours}
        showHeading
        headingLevel={headingLevel}
      />
      {overview.length > 0 && (
        <nav className={styles.section} aria-labelledby={overviewId}>
          <Heading id={overviewId} className={styles.heading}>
            {t('legalNoticeOverview')}
          </Heading>
          <ul className={styles.overview}>
            {overview.map((entry) => (
              <li key={entry.label}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

// One term and its value; nothing when the value is empty, so missing data leaves no label.
function Fact({term, children}: {term: string; children: ReactNode}) {
  if (children === null || children === undefined || children === '' || children === false) {
    return null;
  }
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

import {
  companyDisplay,
  headOffice,
  type Branch,
  type CompanyInput,
  type PhoneBook,
} from '@schaufenster/core';
import {BranchList} from '../BranchList/BranchList.tsx';
import {CompanyAddress} from '../CompanyAddress/CompanyAddress.tsx';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {Link} from '../Link/Link.tsx';
import {PhoneDisplay} from '../PhoneDisplay/PhoneDisplay.tsx';
import {mapsRouteUrl} from './mapsUrls.ts';
import styles from './ContactPanel.module.css';

/** Level of the panel's first heading; branch names and their hours go one and two deeper. */
type ContactPanelHeadingLevel = 2 | 3 | 4;

/** Props of {@link ContactPanel}. */
export interface ContactPanelProps {
  /** The company record (`SiteData.company`): name, first address, primary phone and e-mail. */
  company: CompanyInput;
  /** The branches (`SiteData.branches`), listed in core's `orderBranches` order. @default [] */
  branches?: readonly Branch[];
  /** The company's and branches' numbers formatted at build time (core `contactPhoneBook`). */
  phones: PhoneBook;
  /** Level of the "Filialen" heading, one below the drawer's title. @default 3 */
  headingLevel?: ContactPanelHeadingLevel;
}

/**
 * The drawer's contact content (spec §2 Page contents, contact panel): the company's address
 * with a route link "Mit Google Maps navigieren", its phone and a mailto link, then each branch
 * with address, map link, phone and opening periods.
 */
export function ContactPanel({
  company,
  branches = [],
  phones,
  headingLevel = 3,
}: ContactPanelProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const {address, phone, email} = companyDisplay(company, lang);
  const office = headOffice({branches, company});
  // The route is address-based: the company's first address, else the head office's.
  const routeUrl = address
    ? mapsRouteUrl({street: address.street, city: address.city})
    : office
      ? mapsRouteUrl(office)
      : null;
  return (
    <div className={styles.panel}>
      <div className={styles.company}>
        <CompanyAddress company={company} />
        {phone && (
          <PhoneDisplay
            number={phone.number}
            phones={phones}
            label={phone.type === 'mobile' ? t('phoneMobileLabel') : undefined}
          />
        )}
        {(routeUrl || email) && (
          <ul className={styles.actions}>
            {routeUrl && (
              <li className={styles.action}>
                <Icon name="pin" />
                <Link to={routeUrl}>{t('contactPanelRoute')}</Link>
              </li>
            )}
            {email && (
              <li className={styles.action}>
                <Icon name="mail" />
                <Link to={`mailto:${email}`}>{t('contactPanelEmail')}</Link>
              </li>
            )}
          </ul>
        )}
      </div>
      <BranchList branches={branches} phones={phones} headingLevel={headingLevel} />
    </div>
  );
}

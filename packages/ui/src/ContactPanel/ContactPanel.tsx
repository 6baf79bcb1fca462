import {companyDisplay, type Branch, type CompanyInput} from '@schaufenster/core';
import {CompanyAddress} from '../CompanyAddress/CompanyAddress.tsx';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {Link} from '../Link/Link.tsx';
import {OpeningHours} from '../OpeningHours/OpeningHours.tsx';
import {PhoneDisplay} from '../PhoneDisplay/PhoneDisplay.tsx';
import {mapsRouteUrl, mapsSearchUrl} from './mapsUrls.ts';
import styles from './ContactPanel.module.css';

/** Level of the panel's first heading; branch names and their hours go one and two deeper. */
type ContactPanelHeadingLevel = 2 | 3 | 4;

/** Props of {@link ContactPanel}. */
export interface ContactPanelProps {
  /** The company record (`SiteData.company`): name, first address, primary phone and e-mail. */
  company: CompanyInput;
  /** The branches (`SiteData.branches`), in their sort order. @default [] */
  branches?: readonly Branch[];
  /** Level of the "Filialen" heading, one below the drawer's title. @default 3 */
  headingLevel?: ContactPanelHeadingLevel;
}

/**
 * The drawer's contact content (spec §2 Page contents, contact panel): the company's address
 * with a route link "Mit Google Maps navigieren", its phone and a mailto link, then each branch
 * with address, map link, phone and opening periods.
 */
export function ContactPanel({company, branches = [], headingLevel = 3}: ContactPanelProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const {address, phone, email} = companyDisplay(company, lang);
  const first = branches[0];
  // The route is address-based: the company's first address, else the first branch's.
  const routeUrl = address
    ? mapsRouteUrl({street: address.street, city: address.city})
    : first
      ? mapsRouteUrl(first)
      : null;
  const BranchesHeading = `h${headingLevel}` as const;
  const BranchHeading = `h${headingLevel + 1}` as `h${3 | 4 | 5}`;
  return (
    <div className={styles.panel}>
      <div className={styles.company}>
        <CompanyAddress company={company} />
        {phone && (
          <PhoneDisplay
            number={phone.number}
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
      {branches.length > 0 && (
        <>
          <BranchesHeading className={styles.heading}>{t('contactPanelBranches')}</BranchesHeading>
          <ul className={styles.branches}>
            {branches.map((branch) => {
              const mapUrl = mapsSearchUrl(branch);
              return (
                <li key={branch.id} className={styles.branch}>
                  <BranchHeading className={styles.branchName}>{branch.display_name}</BranchHeading>
                  <address className={styles.address}>
                    <span>{branch.street}</span>
                    <span>{[branch.zip, branch.city].filter(Boolean).join(' ')}</span>
                  </address>
                  {mapUrl && (
                    <Link to={mapUrl}>
                      {t('contactPanelBranchMap', {name: branch.display_name})}
                    </Link>
                  )}
                  {branch.phone && <PhoneDisplay number={branch.phone} />}
                  <OpeningHours
                    periods={branch.opening_periods}
                    showHeading
                    headingLevel={(headingLevel + 2) as 4 | 5 | 6}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

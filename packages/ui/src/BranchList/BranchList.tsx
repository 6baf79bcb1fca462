import {orderBranches, type Branch, type PhoneBook} from '@schaufenster/core';
import {mapsSearchUrl} from '../ContactPanel/mapsUrls.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {OpeningHours} from '../OpeningHours/OpeningHours.tsx';
import {PhoneDisplay} from '../PhoneDisplay/PhoneDisplay.tsx';
import styles from './BranchList.module.css';

/** Level of the list's heading; branch names and their hours go one and two deeper. */
type BranchListHeadingLevel = 2 | 3 | 4;

/** Props of {@link BranchList}. */
export interface BranchListProps {
  /** The branches (`SiteData.branches`); listed in core's `orderBranches` order. */
  branches: readonly Branch[];
  /** The branches' phones formatted at build time (core `contactPhoneBook`). */
  phones: PhoneBook;
  /** Level of the "Filialen" heading. @default 3 */
  headingLevel?: BranchListHeadingLevel;
}

/**
 * Every branch with its own name, address, a Google Maps link (an external link: new tab, icon,
 * spec §2 Links rel), phone and opening periods (spec §2 Page contents: "Branches are listed with
 * address, map link, phone and opening periods"). Nothing without branches.
 */
export function BranchList({branches, phones, headingLevel = 3}: BranchListProps) {
  const t = useMessages();
  if (branches.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const BranchHeading = `h${headingLevel + 1}` as `h${3 | 4 | 5}`;
  return (
    <div className={styles.list}>
      <Heading className={styles.heading}>{t('contactPanelBranches')}</Heading>
      <ul className={styles.branches}>
        {orderBranches(branches).map((branch) => {
          const mapUrl = mapsSearchUrl(branch);
          return (
            <li key={branch.id} className={styles.branch}>
              <BranchHeading className={styles.branchName}>{branch.display_name}</BranchHeading>
              <address className={styles.address}>
                <span>{branch.street}</span>
                <span>{[branch.zip, branch.city].filter(Boolean).join(' ')}</span>
              </address>
              {mapUrl && (
                <Link to={mapUrl} className={styles.mapLink}>
                  {t('contactPanelBranchMap', {name: branch.display_name})}
                </Link>
              )}
              {branch.phone && <PhoneDisplay number={branch.phone} phones={phones} />}
              <OpeningHours
                periods={branch.opening_periods}
                showHeading
                headingLevel={(headingLevel + 2) as 4 | 5 | 6}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

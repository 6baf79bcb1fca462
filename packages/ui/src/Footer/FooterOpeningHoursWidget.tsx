import {headOffice} from '@schaufenster/core';
import {OpeningHours} from '../OpeningHours/OpeningHours.tsx';
import type {FooterData} from './footerTypes.ts';
import styles from './Footer.module.css';

/** Props of {@link FooterOpeningHoursWidget}. */
export interface FooterOpeningHoursWidgetProps {
  /** The branches; the head office's periods are shown (core `headOffice`). */
  branches: FooterData['branches'];
  /** The company, whose hq address names the head office. */
  company: FooterData['company'];
  /** Older rows, shown when the head office has no periods. */
  openingHours: FooterData['openingHours'];
}

/**
 * The opening-hours widget (spec §2 Page shell, §4 Opening hours display): the head office's
 * hours (decision 027), in a list at most 320px wide. The column heading names it, so no heading of its own.
 */
export function FooterOpeningHoursWidget({
  branches,
  company,
  openingHours,
}: FooterOpeningHoursWidgetProps) {
  return (
    <div className={styles.openingHours}>
      <OpeningHours
        periods={headOffice({branches, company})?.opening_periods}
        legacy={openingHours}
      />
    </div>
  );
}

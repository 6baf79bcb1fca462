import {OpeningHours} from '../OpeningHours/OpeningHours.tsx';
import type {FooterData} from './footerTypes.ts';
import styles from './Footer.module.css';

/** Props of {@link FooterOpeningHoursWidget}. */
export interface FooterOpeningHoursWidgetProps {
  /** The branches; the first one's periods are shown. */
  branches: FooterData['branches'];
  /** Older rows, shown when the first branch has no periods. */
  openingHours: FooterData['openingHours'];
}

/**
 * The opening-hours widget (spec §2 Page shell, §4 Opening hours display): the main branch's
 * hours, in a list at most 320px wide. The column heading names it, so no heading of its own.
 */
export function FooterOpeningHoursWidget({branches, openingHours}: FooterOpeningHoursWidgetProps) {
  return (
    <div className={styles.openingHours}>
      <OpeningHours periods={branches[0]?.opening_periods} legacy={openingHours} />
    </div>
  );
}

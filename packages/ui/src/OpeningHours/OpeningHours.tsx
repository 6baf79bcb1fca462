import {
  formatLegacyOpeningHours,
  formatOpeningHours,
  type OpeningHours as LegacyOpeningHours,
  type OpeningHoursRow,
  type OpeningPeriod,
} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages, useRichMessages} from '../i18n/useMessages.ts';
import {localizePeriods} from './localizePeriods.ts';
import styles from './OpeningHours.module.css';

/** Heading levels the block's heading can take. */
type OpeningHoursHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link OpeningHours}. */
export interface OpeningHoursProps {
  /** A branch's opening periods (`branch.opening_periods`); used when not empty. @default undefined */
  periods?: readonly OpeningPeriod[] | null;
  /** Older opening-hours rows (`SiteData.openingHours`), shown when `periods` is empty. @default undefined */
  legacy?: readonly LegacyOpeningHours[] | null;
  /** Shows the heading "Öffnungszeiten" above the list. @default false */
  showHeading?: boolean;
  /** Level of that heading, to fit the page outline. @default 2 */
  headingLevel?: OpeningHoursHeadingLevel;
}

/**
 * Opening hours as a description list (spec §4 Opening hours display): one term per day or span
 * of days in sort order, its ranges (several per day) or "geschlossen", then the info lines
 * (day code 0). Renders nothing when there is nothing to show.
 */
export function OpeningHours({
  periods,
  legacy,
  showHeading = false,
  headingLevel = 2,
}: OpeningHoursProps) {
  const {lang, available} = useLanguage();
  const t = useMessages();
  // SiteData: older rows are used where no branch periods exist.
  const display =
    periods && periods.length > 0
      ? formatOpeningHours(localizePeriods(periods, lang, available), lang)
      : formatLegacyOpeningHours(legacy ?? [], lang);
  if (display.rows.length === 0 && display.notes.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {showHeading && <Heading className={styles.heading}>{t('openingHoursHeading')}</Heading>}
      {display.rows.length > 0 && (
        <dl className={styles.list}>
          {display.rows.map((row) => (
            <div key={row.key} className={styles.row}>
              <dt className={styles.day}>{row.label}</dt>
              <dd className={styles.hours}>
                <RowHours row={row} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {display.notes.map((note) => (
        <p key={note} className={styles.info}>
          {note}
        </p>
      ))}
    </div>
  );
}

function RowHours({row}: {row: OpeningHoursRow}) {
  const t = useMessages();
  const tRich = useRichMessages();
  // A day without times but with a note ("nach Vereinbarung", an older "Hinweis" row) shows the
  // note instead of a contradicting "geschlossen" (decision 007 contact).
  const showClosed = row.closed && row.notes.length === 0;
  return (
    <>
      {showClosed && <span className={styles.closed}>{t('openingHoursClosed')}</span>}
      {row.times.map(({opens, closes}) => (
        <span key={`${opens}-${closes}`} className={styles.range}>
          {tRich('openingHoursRange', {
            open: <time dateTime={opens}>{opens}</time>,
            close: <time dateTime={closes}>{closes}</time>,
          })}
        </span>
      ))}
      {row.notes.map((note) => (
        <span key={note} className={styles.note}>
          {note}
        </span>
      ))}
    </>
  );
}

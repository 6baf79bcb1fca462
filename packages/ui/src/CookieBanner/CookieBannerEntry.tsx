import {Suspense, lazy, useId, useState} from 'react';
import type {Consent} from '@schaufenster/core';
import {consentText} from '../consent/consentText.ts';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {VisuallyHidden} from '../VisuallyHidden/VisuallyHidden.tsx';
import styles from './CookieBanner.module.css';

// A row's description and privacy link load when it first opens (decision 034): the link's code
// (page paths and titles) stays out of a first visit, where every row starts closed.
const EntryDetails = lazy(() =>
  import('./CookieBannerEntryDetails.tsx').then((module) => ({
    default: module.CookieBannerEntryDetails,
  })),
);

/** Props of {@link CookieBannerEntry}. */
export interface CookieBannerEntryProps {
  /** The consent entry with its working choice. */
  entry: Consent;
  /** Called when the visitor flips the switch. */
  onToggle: (functionId: string) => void;
  /** Level of the heading holding the entry's name. @default 3 */
  headingLevel?: 3 | 4;
}

/**
 * One expandable consent row (spec §2 Cookie banner: name, switch, description, privacy link).
 * A locked entry's switch is read-only and stays on (spec §4, §6), with "Immer aktiv" beside it.
 *
 * Native elements, not react-aria (decision 034): the banner is the one island a first visit
 * loads, so it carries no react-aria. The disclosure is a button with `aria-expanded` and
 * `aria-controls`; the switch a checkbox with `role="switch"`, which keyboards and screen readers
 * handle natively; the same roles, names and states as RAC's, checked by the stories.
 */
export function CookieBannerEntry({entry, onToggle, headingLevel = 3}: CookieBannerEntryProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const lockedId = useId();
  const triggerId = useId();
  const panelId = useId();
  const {name, description} = consentText(entry, lang);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.entry} data-expanded={expanded || undefined}>
      <div className={styles.entryRow}>
        <Heading className={styles.entryHeading}>
          <button
            type="button"
            id={triggerId}
            className={styles.trigger}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded(!expanded)}
          >
            <Icon name="chevronDown" size="1em" />
            {name}
          </button>
        </Heading>
        {entry.locked && (
          <span id={lockedId} className={styles.locked}>
            {t('cookieBannerLocked')}
          </span>
        )}
        <label
          className={styles.switch}
          data-selected={entry.consentGiven || undefined}
          data-readonly={entry.locked || undefined}
        >
          <VisuallyHidden>
            <input
              type="checkbox"
              role="switch"
              aria-label={t('cookieBannerSwitchLabel', {name})}
              aria-describedby={entry.locked ? lockedId : undefined}
              aria-readonly={entry.locked || undefined}
              checked={entry.consentGiven}
              // A read-only switch keeps its state: the change never reaches the store.
              onChange={() => {
                if (!entry.locked) onToggle(entry.function_id);
              }}
            />
          </VisuallyHidden>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </label>
      </div>
      <div
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        className={styles.panel}
        hidden={!expanded}
      >
        {expanded && (
          <Suspense fallback={null}>
            <EntryDetails entry={entry} name={name} description={description} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

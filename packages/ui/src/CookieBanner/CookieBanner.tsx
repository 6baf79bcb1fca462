import {useId, useRef} from 'react';
import type {MessageKey} from '@schaufenster/core';
import type {BannerView} from '../consent/consentReducer.ts';
import {
  allowAllConsents,
  allowOnlyNecessaryConsents,
  allowSelectedConsents,
  toggleConsent,
} from '../consent/consentStore.ts';
import {useConsents} from '../consent/useConsents.ts';
import {useHydrated} from '../consent/useHydrated.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {CookieBannerEntry} from './CookieBannerEntry.tsx';
import {useBannerFocus} from './useBannerFocus.ts';
import {usePageOffset} from './usePageOffset.ts';
import styles from './CookieBanner.module.css';

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** Level of the "Cookies" heading; entry names are one level below. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The cookie banner (spec §2 Cookie banner, §4): a fixed, non-modal region shown only while no
 * consents are stored or after "Cookie Einstellungen" reopened it. Entries come from the consent
 * store (`initConsents`); strict mode adds "only necessary cookies". Renders nothing until
 * hydrated, since whether it shows depends on local storage.
 */
export function CookieBanner({headingLevel = 2}: CookieBannerProps) {
  const hydrated = useHydrated();
  const {banner} = useConsents();
  if (!hydrated || banner === 'hidden') return null;
  return <CookieBannerPanel view={banner} headingLevel={headingLevel} />;
}

interface CookieBannerPanelProps {
  view: Exclude<BannerView, 'hidden'>;
  headingLevel: 2 | 3;
}

interface Choice {
  label: MessageKey;
  save: () => void;
}

const STANDARD_CHOICES: readonly Choice[] = [
  {label: 'cookieBannerAllowSelected', save: allowSelectedConsents},
  {label: 'cookieBannerAllowAll', save: allowAllConsents},
];

// Strict mode (beyond the spec): refusing is offered first and looks exactly like accepting.
const STRICT_CHOICES: readonly Choice[] = [
  {label: 'cookieBannerOnlyNecessary', save: allowOnlyNecessaryConsents},
  ...STANDARD_CHOICES,
];

function CookieBannerPanel({view, headingLevel}: CookieBannerPanelProps) {
  const t = useMessages();
  const {entries, strict} = useConsents();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restoreFocus = useBannerFocus(view, panelRef, headingRef);
  usePageOffset(panelRef);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      ref={panelRef}
      className={styles.banner}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <Title id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('cookieBannerTitle')}
      </Title>
      <p id={descriptionId} className={styles.description}>
        {t('cookieBannerDescription')}
      </p>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.function_id}>
            <CookieBannerEntry
              entry={entry}
              onToggle={toggleConsent}
              headingLevel={headingLevel === 2 ? 3 : 4}
            />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {(strict ? STRICT_CHOICES : STANDARD_CHOICES).map(({label, save}) => (
          <button
            type="button"
            key={label}
            className={styles.action}
            onClick={() => {
              // Hand focus back before the banner unmounts, so it is not lost to <body>.
              restoreFocus();
              save();
            }}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </section>
  );
}

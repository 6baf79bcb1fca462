import {useId, useMemo, useRef} from 'react';
import type {Consent, MessageKey} from '@schaufenster/core';
import {firstVisitEntries, type BannerView} from '../consent/consentReducer.ts';
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

/** The content a page is built with (the same the page's consent store is loaded with). */
interface PrerenderedConsents {
  /** The consent entries as content gives them (`buildConsents`). */
  content: readonly Consent[];
  /** Strict mode (site config `cookie_banner_strict`). */
  strict: boolean;
}

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** Level of the "Cookies" heading; entry names are one level below. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Prerenders the first-visit banner, hidden, from these entries (decision 040): the runtime
   * shows it without React when nothing is stored, and the banner hydrates when the visitor
   * reaches for it. @default undefined: nothing is prerendered
   */
  prerendered?: PrerenderedConsents;
}

/**
 * The cookie banner (spec §2 Cookie banner, §4): a fixed, non-modal region shown only while no
 * consents are stored or after "Cookie Einstellungen" reopened it. Entries come from the consent
 * store (`initConsents`); strict mode adds "only necessary cookies". Whether it shows depends on
 * local storage, which the build cannot know: until hydrated it renders nothing, or with
 * `prerendered` the first-visit banner, hidden.
 */
export function CookieBanner({headingLevel = 2, prerendered}: CookieBannerProps) {
  const hydrated = useHydrated();
  const state = useConsents();
  // The banner as the build writes it: a first visit's, whatever the store holds.
  const built = useMemo(
    () =>
      prerendered && {
        entries: firstVisitEntries(prerendered.content, prerendered.strict),
        strict: prerendered.strict,
      },
    [prerendered],
  );
  if (!hydrated) {
    if (built === undefined) return null;
    return (
      <CookieBannerPanel
        view="firstVisit"
        entries={built.entries}
        strict={built.strict}
        headingLevel={headingLevel}
        hidden
      />
    );
  }
  if (state.banner === 'hidden') return null;
  return (
    <CookieBannerPanel
      view={state.banner}
      entries={state.entries}
      strict={state.strict}
      headingLevel={headingLevel}
      hidden={false}
    />
  );
}

interface CookieBannerPanelProps {
  view: Exclude<BannerView, 'hidden'>;
  entries: readonly Consent[];
  strict: boolean;
  headingLevel: 2 | 3;
  /** Prerendered and not shown yet: the runtime shows it (revealPrerenderedBanner). */
  hidden: boolean;
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

function CookieBannerPanel({view, entries, strict, headingLevel, hidden}: CookieBannerPanelProps) {
  const t = useMessages();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restoreFocus = useBannerFocus(view, hidden, panelRef, headingRef);
  usePageOffset(panelRef, hidden);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      ref={panelRef}
      className={styles.banner}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      hidden={hidden || undefined}
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

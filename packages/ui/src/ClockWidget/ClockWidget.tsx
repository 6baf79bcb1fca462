import {useEffect, useRef} from 'react';
import {CLOCK_CONSENT_ID, type BrandConfig} from '@schaufenster/core';
import {useConsentGiven} from '../consent/useConsents.ts';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {loadClock} from './clockLoader.ts';
import {clockLinkPath, isClockShown} from './clockVisibility.ts';
import styles from './ClockWidget.module.css';

/**
 * The consent entry (function_id) the clock's third-party script needs: the retailer's host is
 * only contacted after the visitor allowed it (spec §3 Consent; decision 017). Core owns it: the
 * banner leaves the entry out when the build has no clock (decision 076).
 */
export {CLOCK_CONSENT_ID};

/** Props of {@link ClockWidget}. */
export interface ClockWidgetProps {
  /** The site's `site_config.brand_config`: the `rolex_clock` flag and the dealer key. */
  brandConfig: BrandConfig;
  /** Path of the current page; the widget hides on /uhren/longines (spec §2). */
  currentPath: string;
  /** URL of the retailer clock script (build configuration). */
  scriptUrl: string;
}

/**
 * The luxury-watch retailer clock (spec §2, §7 Other, §8): shown only when the site enables it,
 * never on the Longines page; a link to the Rolex brand page plus the retailer's clock, whose
 * script is loaded after mount (never during prerender) and called with the dealer key, the page
 * language and colour "gold" — only once the visitor consented to `rolex_clock`; until then only
 * the link shows. If the clock fails, that is only logged and the link still works.
 */
export function ClockWidget({brandConfig, currentPath, scriptUrl}: ClockWidgetProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const clockRef = useRef<HTMLDivElement>(null);
  const shown = isClockShown(brandConfig, currentPath);
  const consented = useConsentGiven(CLOCK_CONSENT_ID);
  const dealerKey = brandConfig.rolex_api_key;

  // Effects do not run in prerender, so the third-party script only ever loads in the browser.
  useEffect(() => {
    const element = clockRef.current;
    if (!shown || !consented || element === null) return;
    let cancelled = false;
    void loadClock({
      document,
      window,
      scriptUrl,
      element,
      dealerKey,
      lang,
      isCancelled: () => cancelled,
    });
    return () => {
      cancelled = true;
    };
  }, [shown, consented, scriptUrl, dealerKey, lang]);

  if (!shown) return null;
  return (
    <div className={styles.widget}>
      {/* The clock script owns this element's content; it stays outside the link so whatever it
          renders cannot nest interactive content in an <a>. */}
      <div ref={clockRef} className={styles.clock} />
      <Link to={clockLinkPath(lang)}>{t('clockWidgetLink')}</Link>
    </div>
  );
}

import {useId} from 'react';
import {Button, Disclosure, DisclosurePanel, Heading, Switch} from 'react-aria-components';
import type {Consent} from '@schaufenster/core';
import {consentPrivacyTarget, consentText} from '../consent/consentText.ts';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {Link} from '../Link/Link.tsx';
import styles from './CookieBanner.module.css';

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
 */
export function CookieBannerEntry({entry, onToggle, headingLevel = 3}: CookieBannerEntryProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const lockedId = useId();
  const {name, description} = consentText(entry, lang);
  return (
    <Disclosure className={styles.entry}>
      <div className={styles.entryRow}>
        <Heading level={headingLevel} className={styles.entryHeading}>
          <Button slot="trigger" className={styles.trigger}>
            <Icon name="chevronDown" size="1em" />
            {name}
          </Button>
        </Heading>
        {entry.locked && (
          <span id={lockedId} className={styles.locked}>
            {t('cookieBannerLocked')}
          </span>
        )}
        <Switch
          className={styles.switch}
          aria-label={t('cookieBannerSwitchLabel', {name})}
          aria-describedby={entry.locked ? lockedId : undefined}
          isSelected={entry.consentGiven}
          isReadOnly={entry.locked}
          onChange={() => onToggle(entry.function_id)}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </Switch>
      </div>
      <DisclosurePanel className={styles.panel}>
        {description && <p className={styles.entryDescription}>{description}</p>}
        <Link to={consentPrivacyTarget(entry)}>{t('cookieBannerPrivacyLink', {name})}</Link>
      </DisclosurePanel>
    </Disclosure>
  );
}

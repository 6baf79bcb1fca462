import {useEffect, useId, useRef, useState} from 'react';
import {storedExternalConsents} from '../consent/consentReducer.ts';
import {revokeConsent} from '../consent/consentStore.ts';
import {useConsents} from '../consent/useConsents.ts';
import {consentText} from '../consent/consentText.ts';
import {matomoOptOutSrc} from '../consent/matomoOptOut.ts';
import {useHydrated} from '../consent/useHydrated.ts';
import {CheckboxControl} from '../FormField/index.ts';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import styles from './ConsentManager.module.css';

/** Props of {@link ConsentManager}. */
export interface ConsentManagerProps {
  /**
   * Matomo's opt-out page for the frame; `language=de` is added to http(s) URLs (spec §2). null
   * when the site has no Matomo: no "Matomo Tracking" section at all (decision 076).
   */
  matomoOptOutUrl: string | null;
  /** Level of the "Zustimmungen verwalten" heading; "Matomo Tracking" is one below. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The legal block consentmanager (spec §2 Page contents, §6): every stored external-content
 * consent as a checked checkbox; unticking withdraws it, announces that and moves focus to the
 * next one (or the empty state). Below, Matomo's opt-out frame when the site has Matomo. The list
 * depends on local storage, so it renders only once hydrated.
 */
export function ConsentManager({matomoOptOutUrl, headingLevel = 2}: ConsentManagerProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const hydrated = useHydrated();
  const state = useConsents();
  const stored = hydrated ? storedExternalConsents(state) : [];
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  const boxes = useRef(new Map<string, HTMLInputElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // After a revoke the unticked row is gone: focus the row that took its place (null = empty state).
  const focusNext = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (focusNext.current === undefined) return;
    const target =
      focusNext.current === null ? emptyRef.current : boxes.current.get(focusNext.current);
    focusNext.current = undefined;
    target?.focus();
  });

  const revoke = (index: number) => {
    const entry = stored[index];
    if (!entry) return;
    focusNext.current = (stored[index + 1] ?? stored[index - 1])?.function_id ?? null;
    setAnnouncement(t('consentManagerRevoked', {name: consentText(entry, lang).name}));
    revokeConsent(entry.function_id);
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className={styles.manager} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('consentManagerHeading')}
      </Heading>
      {hydrated &&
        (stored.length > 0 ? (
          <>
            <p className={styles.hint}>{t('consentManagerRevokeHint')}</p>
            <ul className={styles.list} aria-labelledby={headingId}>
              {stored.map((entry, index) => (
                <li key={entry.function_id}>
                  <CheckboxControl
                    isSelected
                    onChange={(selected) => {
                      if (!selected) revoke(index);
                    }}
                    inputRef={(input) => {
                      if (input) boxes.current.set(entry.function_id, input);
                      else boxes.current.delete(entry.function_id);
                    }}
                  >
                    {consentText(entry, lang).name}
                  </CheckboxControl>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p ref={emptyRef} tabIndex={-1} className={styles.empty}>
            {t('consentManagerEmpty')}
          </p>
        ))}
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      {matomoOptOutUrl !== null && (
        <>
          <SubHeading className={styles.subheading}>{t('consentManagerMatomoHeading')}</SubHeading>
          <iframe
            className={styles.frame}
            title={t('consentManagerMatomoFrameTitle')}
            src={matomoOptOutSrc(matomoOptOutUrl)}
            loading="lazy"
          />
        </>
      )}
    </section>
  );
}

import {useId, useMemo} from 'react';
import {HEADING_ANCHOR_LEVELS, sanitizeHtml} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {useSite} from '../site/SiteContext.tsx';
import styles from './RichText.module.css';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** HTML from the CMS, as stored: it is sanitized here, never trusted. */
  html: string | null | undefined;
  /** Give h2 and h3 slug ids for anchors (spec §9 Heading anchors). @default true */
  headingAnchors?: boolean;
  /** Extra class for layout by the parent. */
  className?: string;
}

/**
 * CMS rich text. The HTML is sanitized inside the component (core `sanitizeHtml`), so unsanitized
 * HTML cannot reach the page by mistake; links follow spec §2 Links (page language, new tab for
 * external, mailto: and tel: with a hidden "opens in a new tab" description). Renders nothing
 * when nothing is left after sanitizing.
 */
export function RichText({html, headingAnchors = true, className}: RichTextProps) {
  const {lang} = useLanguage();
  const {host} = useSite();
  const t = useMessages();
  const hintId = useId();
  const clean = useMemo(
    () =>
      sanitizeHtml(html, {
        link: {lang, host},
        newTabHintId: hintId,
        anchorLevels: headingAnchors ? HEADING_ANCHOR_LEVELS : [],
      }),
    [html, lang, host, hintId, headingAnchors],
  );
  if (clean.trim() === '') return null;
  const classes = className ? `${styles.richText} ${className}` : styles.richText;
  return (
    <div className={classes}>
      {/* Safe: `clean` is the allow-list output of sanitizeHtml above. */}
      <div dangerouslySetInnerHTML={{__html: clean}} />
      {clean.includes(`aria-describedby="${hintId}"`) ? (
        <span id={hintId} hidden>
          {t('externalLinkNewTab')}
        </span>
      ) : null}
    </div>
  );
}

import type {Alternate, Lang} from '@schaufenster/core';
import {useLanguage, useMessages} from '@schaufenster/ui';
import styles from './PageLayout.module.css';

/** Props of {@link LanguageLinks}. */
export interface LanguageLinksProps {
  /** The page's hreflang alternates (`alternates(page)`); x-default is skipped. */
  alternates: readonly Alternate[];
  /** The project's languages; others are not linked. */
  available: readonly Lang[];
}

const NAME_KEYS = {de: 'languageNameDe', en: 'languageNameEn', fr: 'languageNameFr'} as const;

/**
 * Links to this page in the project's other languages, where the page has its own path there
 * (a blank cell of the route table has no page of its own to link to). Plain links: no JS.
 */
export function LanguageLinks({alternates, available}: LanguageLinksProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const others = alternates.flatMap((alternate) =>
    alternate.hreflang !== 'x-default' &&
    alternate.hreflang !== lang &&
    available.includes(alternate.hreflang)
      ? [{lang: alternate.hreflang, path: alternate.path}]
      : [],
  );
  if (others.length === 0) return null;
  return (
    <nav className={styles.languages} aria-label={t('pageLanguageLinksLabel')}>
      <ul className={styles.languageList}>
        {others.map((other) => (
          <li key={other.lang} lang={other.lang}>
            {/* A path of another language: Link keeps paths outside the current language as is. */}
            <a href={other.path} hrefLang={other.lang}>
              {t(NAME_KEYS[other.lang])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import {localizedPath} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import styles from './NotFound.module.css';

/** Heading levels the 404 heading can take. */
type NotFoundHeadingLevel = 1 | 2;

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** Level of the heading; the 404 page's own title is an h1. @default 1 */
  headingLevel?: NotFoundHeadingLevel;
}

/**
 * The 404 page content (spec §2 Page contents, §8 Unknown page): a heading, "This page does not
 * exist." and the link "Back Home." to the current language's home page.
 */
export function NotFound({headingLevel = 1}: NotFoundProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.notFound}>
      <Heading className={styles.heading}>{t('notFoundHeading')}</Heading>
      <p className={styles.message}>{t('notFoundMessage')}</p>
      <p className={styles.message}>
        <Link to={localizedPath('home', lang)}>{t('notFoundBackHome')}</Link>
      </p>
    </div>
  );
}

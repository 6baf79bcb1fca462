import type {ReactNode} from 'react';
import {CookieSettingsButton} from '../CookieSettingsButton/CookieSettingsButton.tsx';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {footerNavLinks} from './footerLayout.ts';
import type {FooterData} from './footerTypes.ts';
import styles from './Footer.module.css';

/** Props of {@link FooterNavigationWidget}. */
export interface FooterNavigationWidgetProps {
  /** Project flags deciding the optional links. */
  project: FooterData['project'];
  /** The site has the shop: "Vertrag widerrufen" joins the links. @default false */
  shop?: boolean;
  /** Id of the column heading naming the navigation; the catalogue's "Rechtliches" without. @default undefined */
  headingId?: string;
  /** The "Cookie Einstellungen" button (the site passes an island). @default <CookieSettingsButton /> */
  cookieSettings?: ReactNode;
}

/**
 * The navigation widget (spec §2 Page shell): legal links in the page language (with the shop,
 * "Vertrag widerrufen" last), then the
 * "Cookie Einstellungen" button that reopens the cookie banner.
 */
export function FooterNavigationWidget({
  project,
  shop = false,
  headingId,
  cookieSettings = <CookieSettingsButton />,
}: FooterNavigationWidgetProps) {
  const t = useMessages();
  return (
    <nav aria-labelledby={headingId} aria-label={headingId ? undefined : t('footerLegalHeading')}>
      <ul className={styles.list}>
        {footerNavLinks(project, shop).map((link) => (
          <li key={link.page}>
            <Link to={link.page}>{t(link.label)}</Link>
          </li>
        ))}
        <li>{cookieSettings}</li>
      </ul>
    </nav>
  );
}

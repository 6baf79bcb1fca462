import type {ReactNode} from 'react';
import type {Widget} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {footerColumns, needsWithdrawalLine} from './footerLayout.ts';
import type {FooterData} from './footerTypes.ts';
import {FooterWidget} from './FooterWidget.tsx';
import styles from './Footer.module.css';

/** Props of {@link Footer}. */
export interface FooterProps extends FooterData {
  /** Footer widgets (`SiteData.widgets`); none gives the default footer. */
  widgets: readonly Widget[];
  /**
   * The navigation widget's "Cookie Einstellungen" button; the site passes it as an island so the
   * rest of the footer stays static HTML. @default <CookieSettingsButton />
   */
  cookieSettings?: ReactNode;
  /**
   * A note under the widgets, inside the footer landmark, e.g. the shop's global_footer
   * (decision 009i). @default undefined
   */
  note?: ReactNode;
  /**
   * The newsletterTeaser column's signup under the widget's header; the site passes the
   * Newsletter island (NewsletterSignup without its own heading). @default undefined: header only
   */
  newsletter?: ReactNode;
}

/**
 * The page footer (spec §2 Page shell): the footer widgets ordered by sort in columns that share
 * a row, 50% wide below 1260px and full width below 640px, inside a wrapper of at most 1600px.
 * Without widgets it shows the default footer: address with logo, contact, opening hours and
 * navigation under the headings Adresse, Kontakt, Öffnungszeiten and Rechtliches. On a site with
 * the shop whose widgets leave out the navigation, "Vertrag widerrufen" gets a line of its own.
 */
export function Footer({widgets, cookieSettings, note, newsletter, ...data}: FooterProps) {
  const language = useLanguage();
  const t = useMessages();
  const columns = footerColumns(widgets, language, t);
  return (
    <footer className={styles.footer}>
      <div className={styles.wrapper}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <FooterWidget
              key={column.key}
              column={column}
              data={data}
              cookieSettings={cookieSettings}
              newsletter={newsletter}
            />
          ))}
        </div>
        {needsWithdrawalLine(columns, data.shop ?? false) && (
          <p className={styles.withdrawal}>
            <Link to="withdrawalForm">{t('footerWithdrawalForm')}</Link>
          </p>
        )}
        {note && <div className={styles.note}>{note}</div>}
      </div>
    </footer>
  );
}

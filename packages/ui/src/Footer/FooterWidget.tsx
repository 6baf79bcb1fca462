import {useId, type ReactNode} from 'react';
import {isKnownWidgetName} from '@schaufenster/core';
import {useMessages} from '../i18n/useMessages.ts';
import {FooterAddressWidget} from './FooterAddressWidget.tsx';
import {FooterContactWidget} from './FooterContactWidget.tsx';
import type {FooterColumn} from './footerLayout.ts';
import {FooterNavigationWidget} from './FooterNavigationWidget.tsx';
import {FooterOpeningHoursWidget} from './FooterOpeningHoursWidget.tsx';
import {FooterSocialWidget} from './FooterSocialWidget.tsx';
import type {FooterData} from './footerTypes.ts';
import styles from './Footer.module.css';

/** Props of {@link FooterWidget}. */
export interface FooterWidgetProps {
  /** The column: widget name, heading, logo flag. */
  column: FooterColumn;
  /** The data the widgets show. */
  data: FooterData;
  /** The navigation widget's cookie settings button. @default <CookieSettingsButton /> */
  cookieSettings?: ReactNode;
  /** The newsletterTeaser column's signup. @default undefined */
  newsletter?: ReactNode;
}

/**
 * One footer column: its heading, then the widget named by `column.name`; an unknown name shows
 * "Widget not found" (spec §2 Page shell, §8).
 */
export function FooterWidget({column, data, cookieSettings, newsletter}: FooterWidgetProps) {
  const headingId = useId();
  const hasHeading = column.header !== null;
  return (
    <div className={styles.column} data-widget={column.name}>
      {hasHeading && (
        <h2 id={headingId} className={styles.heading}>
          {column.header}
        </h2>
      )}
      <WidgetBody
        column={column}
        data={data}
        cookieSettings={cookieSettings}
        newsletter={newsletter}
        headingId={hasHeading ? headingId : undefined}
      />
    </div>
  );
}

function WidgetBody({
  column,
  data,
  cookieSettings,
  newsletter,
  headingId,
}: FooterWidgetProps & {headingId?: string}) {
  const t = useMessages();
  const name = column.name;
  if (!isKnownWidgetName(name))
    return <p className={styles.notFound}>{t('footerWidgetNotFound')}</p>;
  switch (name) {
    case 'address':
      return (
        <FooterAddressWidget
          company={data.company}
          logo={column.showLogo ? data.logo : null}
          siteTitle={data.siteTitle}
        />
      );
    case 'contact':
      return <FooterContactWidget company={data.company} />;
    case 'openingHours':
      return (
        <FooterOpeningHoursWidget
          branches={data.branches}
          company={data.company}
          openingHours={data.openingHours}
        />
      );
    case 'navigation':
      return (
        <FooterNavigationWidget
          project={data.project}
          shop={data.shop ?? false}
          headingId={headingId}
          cookieSettings={cookieSettings}
        />
      );
    case 'social':
      return <FooterSocialWidget entries={data.social} />;
    case 'newsletterTeaser':
      return newsletter;
  }
}

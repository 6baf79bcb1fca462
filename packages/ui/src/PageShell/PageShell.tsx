import type {ReactNode} from 'react';
import {BottomBar} from '../BottomBar/BottomBar.tsx';
import {SiteDrawer, type SiteDrawerProps} from '../SiteDrawer/SiteDrawer.tsx';
import {Header, type HeaderProps} from '../Header/Header.tsx';
import {useMessages} from '../i18n/useMessages.ts';
import styles from './PageShell.module.css';

/** Id of the main region, the skip link's target. */
export const MAIN_ID = 'main';

/** Props of {@link PageShell}: the header's and the drawer's, plus the page's own content. */
export interface PageShellProps extends HeaderProps, SiteDrawerProps {
  /** The page's content, rendered in `<main id="main">`. */
  children: ReactNode;
  /** The footer (it renders its own `<footer>` landmark). @default undefined */
  footer?: ReactNode;
}

/**
 * The frame of every page (spec §2 Page shell): skip link, header, main region, footer, the
 * bottom bar of small screens and the drawer both of them open.
 */
export function PageShell({children, footer, menu, contact, ...header}: PageShellProps) {
  const t = useMessages();
  return (
    <div className={styles.shell}>
      {/* A plain in-page anchor: nothing to localize or intercept, and it works before hydration. */}
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('skipLinkMain')}
      </a>
      <Header {...header} />
      {/* tabIndex -1: following the skip link moves focus into main, not just the scroll. */}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
      <BottomBar />
      <SiteDrawer menu={menu} contact={contact} />
    </div>
  );
}

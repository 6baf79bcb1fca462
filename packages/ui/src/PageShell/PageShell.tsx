import type {ReactNode} from 'react';
import {BottomBar} from '../BottomBar/BottomBar.tsx';
import {useMessages} from '../i18n/useMessages.ts';
import styles from './PageShell.module.css';

/** Id of the main region, the skip link's target. */
const MAIN_ID = 'main';

/** Props of {@link PageShell}: one slot per part of the frame, plus the page's own content. */
export interface PageShellProps {
  /** The page header (ui's `Header`). */
  header: ReactNode;
  /** The drawer the header's and the bottom bar's buttons open (ui's `SiteDrawer`). */
  drawer: ReactNode;
  /** The page's content, rendered in `<main id="main">`. @default undefined */
  children?: ReactNode;
  /**
   * The page's content as prerendered HTML, instead of `children`: the site build renders main on
   * its own, so its page data carries the very HTML the page has. @default undefined
   */
  mainHtml?: string;
  /** Between header and main: the no-JavaScript menu, the language links. @default undefined */
  beforeMain?: ReactNode;
  /** The footer (it renders its own `<footer>` landmark). @default undefined */
  footer?: ReactNode;
  /** After the footer: the shop menu's mount point. @default undefined */
  afterFooter?: ReactNode;
  /** The bottom bar of small screens. @default <BottomBar /> */
  bottomBar?: ReactNode;
  /** Layers over the page: the cookie banner. @default undefined */
  overlay?: ReactNode;
}

/**
 * The frame of every page (spec §2 Page shell): skip link, header, main region, footer, the
 * bottom bar of small screens and the drawer both of them open. Stories fill the slots with the
 * kit's components; the site fills them with static HTML whose live parts are islands.
 */
export function PageShell({
  header,
  drawer,
  children,
  mainHtml,
  beforeMain,
  footer,
  afterFooter,
  bottomBar = <BottomBar />,
  overlay,
}: PageShellProps) {
  const t = useMessages();
  return (
    <div className={styles.shell}>
      {/* A plain in-page anchor: nothing to localize or intercept, and it works before hydration. */}
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('skipLinkMain')}
      </a>
      {header}
      {beforeMain}
      {/* tabIndex -1: following the skip link moves focus into main, not just the scroll. */}
      {mainHtml === undefined ? (
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      ) : (
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={styles.main}
          // Prerendered by the site build from its own templates (sanitized content only).
          dangerouslySetInnerHTML={{__html: mainHtml}}
        />
      )}
      {footer}
      {afterFooter}
      {bottomBar}
      {drawer}
      {overlay}
    </div>
  );
}

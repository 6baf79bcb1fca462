import type {ReactNode} from 'react';
import type {Alternate, SiteData} from '@schaufenster/core';
import {ShopMenuMount, useLanguage, useMessages} from '@schaufenster/ui';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {ImageResolver, SiteSettings} from '../types.ts';
import {LanguageLinks} from './LanguageLinks.tsx';
import {StaticMenu} from './StaticMenu.tsx';
import {
  cookieBannerProps,
  drawerProps,
  footerProps,
  headerProps,
  shopMenuProps,
} from './layoutProps.ts';
import styles from './PageLayout.module.css';

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  /** The retailer's content. */
  data: SiteData;
  /** Content image lookup. */
  images: ImageResolver;
  /** Endpoints from build configuration (the shop islands' config). */
  settings: SiteSettings;
  /** The page's hreflang alternates, for the language links. @default [] */
  alternates?: readonly Alternate[];
  /** Content of `<main id="main">`. */
  children: ReactNode;
  /**
   * The shop menu inside `#int-shop-menu` (spec §2 Page shell); by default the shop's live
   * `ShopMenu` island when the shop has a cart (spec §4: enable_cart). @default undefined
   */
  shopMenu?: ReactNode;
}

/**
 * The frame of every built page (spec §2 Page shell), as ui's PageShell lays it out: skip link,
 * header, main, footer, shop menu, bottom bar and drawer, plus the cookie banner. Unlike
 * PageShell, each interactive part is its own island (header with the cart widget nested in it,
 * drawer, bottom bar, footer, shop menu, banner) and `main` stays plain HTML that the runtime
 * swaps on navigation (decisions 011, 014).
 */
export function PageLayout({
  data,
  images,
  settings,
  alternates = [],
  children,
  shopMenu,
}: PageLayoutProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const menuProps = shopMenuProps(data, lang, settings);
  const menu = shopMenu ?? (menuProps ? <IslandSlot name="ShopMenu" props={menuProps} /> : null);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('skipLinkMain')}
      </a>
      <IslandSlot name="Header" props={headerProps(data, images, lang, settings)} />
      <StaticMenu data={data} />
      <LanguageLinks alternates={alternates} available={data.project.languages} />
      {/* tabIndex -1: following the skip link moves focus into main, not just the scroll. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <IslandSlot name="Footer" props={footerProps(data, images)} />
      {menu && <ShopMenuMount className={styles.shopMenu}>{menu}</ShopMenuMount>}
      <IslandSlot name="BottomBar" props={{}} />
      <IslandSlot name="SiteDrawer" props={drawerProps(data)} />
      <IslandSlot name="CookieBanner" props={cookieBannerProps(data)} />
    </div>
  );
}

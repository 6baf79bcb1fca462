import type {ReactNode} from 'react';
import {showsShopMenu, type Alternate, type SiteData} from '@schaufenster/core';
import {ShopMenuLinks} from '@schaufenster/shop';
import {ShopMenuMount, useLanguage, useMessages} from '@schaufenster/ui';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {ImageResolver} from '../types.ts';
import {LanguageLinks} from './LanguageLinks.tsx';
import {StaticMenu} from './StaticMenu.tsx';
import {cookieBannerProps, drawerProps, footerProps, headerProps} from './layoutProps.ts';
import styles from './PageLayout.module.css';

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  /** The retailer's content. */
  data: SiteData;
  /** Content image lookup. */
  images: ImageResolver;
  /** The page's hreflang alternates, for the language links. @default [] */
  alternates?: readonly Alternate[];
  /** Content of `<main id="main">`. */
  children: ReactNode;
  /**
   * The shop menu inside `#int-shop-menu` (spec §2 Page shell); by default the three static
   * links when the shop menu applies (spec §4: enable_cart). The shop add-on may pass its own.
   * @default undefined
   */
  shopMenu?: ReactNode;
}

/**
 * The frame of every built page (spec §2 Page shell), as ui's PageShell lays it out: skip link,
 * header, main, footer, bottom bar and drawer, plus the cookie banner. Unlike PageShell, each
 * interactive part is its own island (header, drawer, bottom bar, footer, banner) and `main`
 * stays plain HTML that the runtime swaps on navigation (decision 011).
 */
export function PageLayout({data, images, alternates = [], children, shopMenu}: PageLayoutProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const menu =
    shopMenu ??
    (showsShopMenu(data.shopSettings) ? (
      <ShopMenuLinks listClassName={styles.shopMenuList} />
    ) : null);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('skipLinkMain')}
      </a>
      <IslandSlot name="Header" props={headerProps(data, images, lang)} />
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

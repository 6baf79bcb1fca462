import type {ReactNode} from 'react';
import {
  ALL_CONSENT_TOOLS,
  type Alternate,
  type ConsentTools,
  type SiteData,
} from '@schaufenster/core';
import {
  BottomBar,
  Footer,
  Header,
  PageShell,
  RichText,
  ShopMenuMount,
  useLanguage,
} from '@schaufenster/ui';
import {shopSettingText} from '../shop/shopTexts.ts';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {ImageResolver} from '../types.ts';
import {LanguageLinks} from './LanguageLinks.tsx';
import {StaticMenu} from './StaticMenu.tsx';
import {
  cartWidgetProps,
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
  /** The page's hreflang alternates, for the language links. @default [] */
  alternates?: readonly Alternate[];
  /**
   * Inner HTML of `<main id="main">`, prerendered by the build (its page data has the same).
   * @default undefined: `children` are main's content (whole pages in stories)
   */
  mainHtml?: string;
  /** Main's content when not prerendered. @default undefined */
  children?: ReactNode;
  /**
   * Where the footer's newsletterTeaser signup posts (`NEWSLETTER_URL`). @default undefined: the
   * column shows its header only
   */
  newsletterUrl?: string;
  /**
   * The tools the build has; the cookie banner leaves out entries for the others (decision 076).
   * @default ALL_CONSENT_TOOLS: every entry of the content (whole pages in stories)
   */
  consentTools?: ConsentTools;
}

/**
 * The frame of every built page (spec §2 Page shell): ui's PageShell with its slots filled by
 * static HTML whose live parts are leaf islands (decisions 011, 014): the drawer buttons, the
 * cart widget, the footer's "Cookie Einstellungen", the shop menu, the drawer and the cookie
 * banner. Header, footer and bottom bar ship no JavaScript of their own; main stays plain HTML
 * that the runtime swaps on navigation.
 */
export function PageLayout({
  data,
  images,
  alternates = [],
  mainHtml,
  children,
  newsletterUrl,
  consentTools = ALL_CONSENT_TOOLS,
}: PageLayoutProps) {
  const {lang} = useLanguage();
  const menu = shopMenuProps(data);
  const cart = cartWidgetProps(data);
  // The shop's global_footer on every page, in the footer (decision 009i): CMS text, sanitized.
  const globalFooter = shopSettingText(data, 'global_footer', lang);
  return (
    <PageShell
      header={
        <Header
          {...headerProps(data, images)}
          menuButton={drawerButton('primaryMenu', 'header')}
          contactButton={drawerButton('contact', 'header')}
          cart={cart && <IslandSlot name="CartWidget" props={{...cart, variant: 'icon'}} />}
        />
      }
      beforeMain={
        <>
          <StaticMenu data={data} />
          <LanguageLinks alternates={alternates} available={data.project.languages} />
        </>
      }
      mainHtml={mainHtml}
      footer={
        <Footer
          {...footerProps(data, images)}
          cookieSettings={<IslandSlot name="CookieSettingsButton" props={{}} />}
          note={globalFooter && <RichText html={globalFooter} headingAnchors={false} />}
          newsletter={
            newsletterUrl !== undefined && (
              <IslandSlot name="Newsletter" props={{endpoint: newsletterUrl, showHeading: false}} />
            )
          }
        />
      }
      afterFooter={
        menu && (
          <ShopMenuMount className={styles.shopMenu}>
            <IslandSlot name="ShopMenu" props={menu} />
          </ShopMenuMount>
        )
      }
      bottomBar={
        <BottomBar
          menuButton={drawerButton('primaryMenu', 'bottomBar')}
          contactButton={drawerButton('contact', 'bottomBar')}
          cart={cart && <IslandSlot name="CartWidget" props={{...cart, variant: 'bar'}} />}
        />
      }
      drawer={<IslandSlot name="SiteDrawer" props={drawerProps(data, lang)} />}
      overlay={<IslandSlot name="CookieBanner" props={cookieBannerProps(data, consentTools)} />}
    >
      {children}
    </PageShell>
  );
}

function drawerButton(content: 'primaryMenu' | 'contact', placement: 'header' | 'bottomBar') {
  return <IslandSlot name="DrawerButton" props={{content, placement}} />;
}

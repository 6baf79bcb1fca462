// Props of the page shell's parts and of its islands, computed from the content once per page.
import {
  cartPath,
  contactPhoneBook,
  showsCartWidget,
  showsShopMenu,
  type ConsentTools,
  type Lang,
  type SiteData,
} from '@schaufenster/core';
import {shopIsOn, storeRootFor} from '../shop/shopPages.ts';
import type {ImageResolver} from '../types.ts';
import type {FooterProps, HeaderProps} from '@schaufenster/ui';
import type {CartWidgetIslandProps} from '../islands/CartWidget.tsx';
import type {CookieBannerIslandProps} from '../islands/CookieBanner.tsx';
import type {ShopMenuIslandProps} from '../islands/ShopMenu.tsx';
import type {SiteDrawerIslandProps} from '../islands/SiteDrawer.tsx';

// A transparent 1×1 image: ui's Header needs a logo URL; a missing logo file is logged by the
// resolver and nothing visible is rendered (spec §8 Missing image). The link keeps its name.
const NO_LOGO =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

/** The site title (site config seo_title), used for the logo text and the head. */
function siteTitle(data: SiteData): string {
  return data.siteConfig.seo_title;
}

/** Header props: logo (site config, else project), site title and the social entries. */
export function headerProps(
  data: SiteData,
  images: ImageResolver,
): Pick<HeaderProps, 'logoSrc' | 'logoAlt' | 'logoWidth' | 'logoHeight' | 'social'> {
  const logo = images(data.siteConfig.logo ?? data.project.logo);
  return {
    logoSrc: logo?.src ?? NO_LOGO,
    logoAlt: siteTitle(data),
    logoWidth: logo?.width ?? 1,
    logoHeight: logo?.height ?? 1,
    social: data.menus.social.map(({media, display_name, external_path}) => ({
      media,
      display_name,
      external_path,
    })),
  };
}

/**
 * The cart widget island's props when the shop has a cart (spec §4 enable_cart), else null:
 * whether the build's settings show the widget (not in maintenance mode). The live settings
 * decide in the browser.
 */
export function cartWidgetProps(data: SiteData): Omit<CartWidgetIslandProps, 'variant'> | null {
  if (!showsShopMenu(data.shopSettings)) return null;
  return {shown: showsCartWidget(data.shopSettings)};
}

/**
 * The shop menu island's props when the shop has a cart (spec §4: the menu shows with
 * enable_cart), else null; the live settings decide in the browser.
 */
export function shopMenuProps(data: SiteData): ShopMenuIslandProps | null {
  return showsShopMenu(data.shopSettings) ? {} : null;
}

/**
 * Drawer props: the primary menu, the contact panel's data and, when the shop has a cart (spec §4
 * enable_cart), the cart page the menu lists last, so phones reach the cart.
 */
export function drawerProps(data: SiteData, lang: Lang): SiteDrawerIslandProps {
  return {
    entries: data.menus.primary,
    company: data.company,
    branches: data.branches,
    phones: contactPhoneBook(data.company, data.branches, lang),
    cartPath: showsShopMenu(data.shopSettings) ? cartPath(storeRootFor(data, lang)) : null,
  };
}

/**
 * Cookie banner props: the consent entries, mode and tools the runtime config holds too (decision
 * 040), so the build prerenders the first-visit banner from what the page's consent store loads.
 */
export function cookieBannerProps(data: SiteData, tools: ConsentTools): CookieBannerIslandProps {
  return {records: [...data.consents], strict: data.siteConfig.cookie_banner_strict, tools};
}

/**
 * Footer props (spec §2 Page shell: widgets, or the default footer without any); with the shop,
 * the navigation links "Vertrag widerrufen".
 */
export function footerProps(data: SiteData, images: ImageResolver): FooterProps {
  const logo = images(data.project.logo ?? data.siteConfig.logo);
  return {
    widgets: data.widgets,
    company: data.company,
    branches: data.branches,
    openingHours: data.openingHours,
    social: data.menus.social,
    project: {
      show_accessibility: data.project.show_accessibility,
      features: data.project.features,
    },
    logo: logo && {src: logo.src, width: logo.width, height: logo.height},
    siteTitle: siteTitle(data),
    // A shop offers the withdrawal function on every page (§356a BGB): the footer links it.
    shop: shopIsOn(data),
  };
}

// Island props of the page shell, computed from the content once per page (all JSON).
import {showsCartWidget, type Lang, type SiteData} from '@schaufenster/core';
import {storeRootFor} from '../shop/shopPages.ts';
import type {ImageResolver} from '../types.ts';
import type {FooterIslandProps} from '../islands/Footer.tsx';
import type {HeaderIslandProps} from '../islands/Header.tsx';
import type {SiteDrawerIslandProps} from '../islands/SiteDrawer.tsx';
import type {CookieBannerIslandProps} from '../islands/CookieBanner.tsx';

// A transparent 1×1 image: ui's Header needs a logo URL; a missing logo file is logged by the
// resolver and nothing visible is rendered (spec §8 Missing image). The link keeps its name.
const NO_LOGO =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

/** The site title (site config seo_title), used for the logo text and the head. */
export function siteTitle(data: SiteData): string {
  return data.siteConfig.seo_title;
}

/**
 * Header props: logo (site config, else project), site title, the social entries and, when the
 * shop shows its cart widget (spec §4), the cart button's store root in the page language.
 */
export function headerProps(data: SiteData, images: ImageResolver, lang: Lang): HeaderIslandProps {
  const logo = images(data.siteConfig.logo ?? data.project.logo);
  const cart = showsCartWidget(data.shopSettings)
    ? {storeRootPath: storeRootFor(data, lang)}
    : null;
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
    ...(cart ? {cart} : {}),
  };
}

/** Drawer props: the primary menu and the contact panel's data. */
export function drawerProps(data: SiteData): SiteDrawerIslandProps {
  return {entries: data.menus.primary, company: data.company, branches: data.branches};
}

/** Footer props (spec §2 Page shell: widgets, or the default footer without any). */
export function footerProps(data: SiteData, images: ImageResolver): FooterIslandProps {
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
  };
}

/** Cookie banner props: the content's consent entries and the strict flag. */
export function cookieBannerProps(data: SiteData): CookieBannerIslandProps {
  return {consents: data.consents, strict: data.siteConfig.cookie_banner_strict};
}

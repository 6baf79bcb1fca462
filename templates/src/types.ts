// The one shape every page template has (docs/decisions/011-site-build.md "Templates").
import type {ReactElement} from 'react';
import type {HeadImage, HeadTagsInput, Image, Lang, SiteData} from '@schaufenster/core';

/** Settings from build configuration that pages need (spec §7: endpoints come from build config). */
export interface SiteSettings {
  /** Absolute site URL, the canonical origin (`SITE_URL`, else site config); null without one. */
  siteUrl: string | null;
  /** The site's own host for the link rules (spec §2 Links); '' without a site URL. */
  host: string;
  /** Where the contact form posts (`CONTACT_FORM_URL`). */
  contactFormUrl: string;
  /** Where the newsletter form posts (`NEWSLETTER_URL`). */
  newsletterUrl: string;
  /** The order service (`ORDER_API_URL`); null when not configured (the shop uses the site's origin). */
  orderApiUrl: string | null;
  /**
   * Directus base URL the shop reads live data from (`CONTENT_API_URL`), with the static
   * catalogue as fallback; null: the static catalogue only (decision 008).
   */
  contentApiUrl: string | null;
  /**
   * The Matomo opt-out frame in the consent manager (`MATOMO_OPT_OUT_URL`); null without Matomo
   * or without that URL: no frame (decision 076).
   */
  matomoOptOutUrl: string | null;
  /** The luxury-watch clock script (`CLOCK_SCRIPT_URL`); null hides the clock widget. */
  clockScriptUrl: string | null;
  /** Where the checkout loads the payment SDKs, and its test-mode notice; absent: live, real SDKs. */
  payments?: CheckoutPayments;
}

/** The checkout's payment configuration (`PAYMENTS_STANDIN_URL`, `PAYMENTS_MODE`), all JSON. */
export interface CheckoutPayments {
  /** PayPal's JS SDK base URL; null: PayPal's own. */
  paypalSdkBaseUrl: string | null;
  /** Klarna's Payments SDK URL; null: Klarna's own. */
  klarnaSdkUrl: string | null;
  /** Show the test-mode notice on the checkout (stand-ins or sandboxes: no real money). */
  testMode: boolean;
}

/** An image ready for `<img>`: URL and intrinsic size, so nothing shifts while it loads. */
export interface ResolvedImage {
  /** Site-relative URL of the file (for raster images the largest size, original format). */
  src: string;
  /**
   * Responsive sizes for `srcset` (`/images/a-…-480.webp 480w, …`, decision 013); '' when the
   * file is not resized (SVG). The page adds `sizes` for its layout.
   */
  srcSet: string;
  /** Intrinsic width in px of `src`, read from the file (else the content's); null if unknown. */
  width: number | null;
  /** Intrinsic height in px of `src`, read from the file (else the content's); null if unknown. */
  height: number | null;
  /** The image title from the content, '' when none. */
  title: string;
}

/**
 * Finds a content image among the files the build copies (spec §3: looked up by lower-cased,
 * trimmed file name). A missing file is logged and gives null: nothing is rendered (spec §8).
 */
export type ImageResolver = (image: Image | null | undefined) => ResolvedImage | null;

/** What every template gets besides the content and the language. */
export interface PageExtra {
  /** The page's own path, e.g. `/en/contact`. */
  path: string;
  /** Endpoints and URLs from build configuration. */
  settings: SiteSettings;
  /** Content image lookup. */
  images: ImageResolver;
}

/** The page-specific part of the head; the build adds site title, path, language and alternates. */
type PageHead = Pick<HeadTagsInput, 'title' | 'description' | 'keywords' | 'type'> & {
  /** Share image. @default null */
  image?: HeadImage | null;
  /** Ask search engines not to index the page (thanks, 404). @default false */
  noindex?: boolean;
  /** Add the business's JSON-LD (LocalBusiness) to this page. @default false */
  businessJsonLd?: boolean;
  /** More JSON-LD objects for this page, e.g. an item page's schema.org Product. @default [] */
  jsonLd?: readonly object[];
};

/** A rendered template: the main region's content and its head. */
export interface TemplateResult {
  /** Content of `<main id="main">`; the build wraps it in `PageLayout`. */
  element: ReactElement;
  /** Page-specific head input. */
  head: PageHead;
}

/**
 * A page template: pure, no fetching. `P` adds what a page kind needs beyond {@link PageExtra}
 * (e.g. the brand of a brand page).
 */
export type PageTemplate<P extends object = object> = (
  data: SiteData,
  lang: Lang,
  extra: PageExtra & P,
) => TemplateResult;

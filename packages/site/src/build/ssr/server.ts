// Entry of the SSR bundle (vite build --ssr): everything that needs core, ui and templates,
// bundled so plain Node can run it (decision 011 "Two bundles").
// The page styles: the SSR build emits them, with every rendered module's CSS, as one file.
import '../../client/site.css';
import {
  staticCatalogueFile,
  SHOP_CONTENT_FILE,
  shopContentOf,
  type SiteData,
} from '@schaufenster/core';
import type {SiteSettings} from '@schaufenster/templates';
import type {BuildSettings} from '../options.ts';
import {buildConsentTools, consentNotes} from '../consents.ts';
import {checkoutPayments} from '../payments.ts';
import {catalogueJson, type RecordJson} from '../output/catalogueJson.ts';
import {headersFile, type EmbedPage} from '../output/headers.ts';
import {sharedData, type SharedDataFile} from '../output/sharedData.ts';
import {sitemapXml} from '../output/sitemap.ts';
import {redirectsFile, robotsTxt} from '../output/staticFiles.ts';
import {IMAGE_BASE_PATH, imageFileName} from '../render/images.ts';
import {runtimeConfig} from '../render/runtimeConfig.ts';
import type {RuntimeConfig} from '../../contract/runtimeConfig.ts';
import {
  htmlFile,
  notFoundPages,
  pageDataPath,
  planPages,
  type PlannedPage,
} from '../plan/routes.ts';

export {htmlFile, pageDataPath};
export {contentHash} from '../output/sharedData.ts';
export {BUILD_ID_PLACEHOLDER} from '../../contract/runtimeConfig.ts';

/** What the Node side writes besides the pages. */
export interface PreparedBuild {
  /** Settings the templates get. */
  settings: SiteSettings;
  /** Every page to render, the 404 pages last. */
  pages: PlannedPage[];
  /** The shared data file. */
  shared: SharedDataFile;
  /**
   * Other files by name: sitemap.xml, robots.txt, _redirects, shop-catalogue.json and the order
   * service's shop content beside it (`SHOP_CONTENT_FILE`).
   */
  files: Record<string, string>;
  /**
   * `_headers` (decision 017) once the pages are rendered: the frame hosts of two-click embeds
   * are allowed on the pages whose HTML has them (decision 025; `embedPagesOf`, in page order).
   */
  headers: (embedPages: readonly EmbedPage[]) => string;
  /** The browser runtime's config, written into every page (decision 012). */
  runtime: RuntimeConfig;
}

/**
 * Plans the pages and writes the site-wide files' contents. `recordJson` knows the JSON of the
 * content records an incremental build took from its content cache.
 */
export function prepareBuild(
  site: SiteData,
  options: BuildSettings,
  recordJson?: RecordJson,
): PreparedBuild {
  const siteUrl = options.siteUrl ?? site.siteConfig.site_url?.replace(/\/+$/, '') ?? null;
  const settings: SiteSettings = {
    siteUrl,
    host: siteUrl ? new URL(siteUrl).host : '',
    contactFormUrl: options.contactFormUrl,
    newsletterUrl: options.newsletterUrl,
    orderApiUrl: options.orderApiUrl,
    contentApiUrl: options.contentApiUrl,
    matomoOptOutUrl: options.matomoOptOutUrl,
    clockScriptUrl: options.clockScriptUrl,
    payments: checkoutPayments(options),
  };
  const pages = [...planPages(site), ...notFoundPages(site)];
  const checkoutPaths = pages.filter((page) => page.kind === 'checkout').map((page) => page.path);
  const files: Record<string, string> = {
    'robots.txt': robotsTxt(siteUrl, []),
    _redirects: redirectsFile(options.adminPortalUrl, site.project.languages),
    'shop-catalogue.json': catalogueJson(staticCatalogueFile(site), recordJson),
    // For the order service's e-mails (`--catalogue`): the logo is the file the image step writes
    // under its lower-cased name. Public data (imprint, AGB), so it is deployed like the rest.
    [SHOP_CONTENT_FILE]: JSON.stringify(
      shopContentOf(site, (name) => `${IMAGE_BASE_PATH.slice(1)}${imageFileName(name)}`),
    ),
  };
  // Decision 017: the CSP and security headers for static hosts.
  const headers = (embedPages: readonly EmbedPage[]) =>
    headersFile({
      settings: options,
      clock: options.clockScriptUrl !== null && site.siteConfig.brand_config.rolex_clock,
      paymentPaths: checkoutPaths,
      paymentsStandinUrl: options.paymentsStandinUrl,
      embedPages,
    });
  if (siteUrl) {
    files['sitemap.xml'] = sitemapXml(
      siteUrl,
      pages.filter((page) => page.sitemap).map(({path, alternates}) => ({path, alternates})),
    );
  } else {
    console.warn('No SITE_URL and no site_url in site config: no sitemap.xml, no canonical links');
  }
  if (options.clockScriptUrl === null && site.siteConfig.brand_config.rolex_clock) {
    console.warn('rolex_clock is on but CLOCK_SCRIPT_URL is not set: the clock widget is left out');
  }
  // Decision 076: the banner asks only for what the site loads; say what it leaves out.
  for (const note of consentNotes(site, options)) console.info(note);
  return {
    settings,
    pages,
    shared: sharedData(site),
    files,
    headers,
    // The checkout loads as a document (its payment policy). Contact pages with the map do not:
    // client-side navigation to and from them stays, since journeys pass them (decision 025).
    runtime: runtimeConfig(site.project.languages, options, checkoutPaths, {
      records: [...site.consents],
      strict: site.siteConfig.cookie_banner_strict,
      tools: buildConsentTools(site, options),
    }),
  };
}
export {renderPagesInline} from './inline.ts';
export {derivedValue} from '../render/derivedReads.ts';
export {pageDataFile} from '../render/pageWriter.ts';

// Build options from the environment (docs/decisions/011-site-build.md "Configuration").
// Plain TypeScript without dependencies: it runs under Node's type stripping (cli.ts).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {readDirectusOptions, type DirectusBuildOptions} from './contentOptions.ts';

/** The repository root (four levels above this file). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The fixture retailer built when `RETAILER` is not set. */
export const DEFAULT_RETAILER = 'juwelier-morgenstern';

/** Prerender threads when `BUILD_WORKERS` is not set (parallel worker threads). */
export const DEFAULT_WORKERS = 2;

/** Settings the pages need; mirrors `SiteSettings` of @schaufenster/templates minus the host. */
export interface BuildSettings {
  /** Canonical origin (`SITE_URL`); null takes site config `site_url`. */
  siteUrl: string | null;
  /**
   * /login's target: `ADMIN_PORTAL_URL`, else in a Directus build Directus's app (`/admin` of
   * `CONTENT_API_URL`, the address browsers use, or of `DIRECTUS_URL`); null: /login is not served
   * (left out of `_redirects` and the host configs, with a console line saying so).
   */
  adminPortalUrl: string | null;
  /** Contact form endpoint (`CONTACT_FORM_URL`). */
  contactFormUrl: string;
  /** Newsletter endpoint (`NEWSLETTER_URL`). */
  newsletterUrl: string;
  /** Order service (`ORDER_API_URL`); null: the site's own origin. */
  orderApiUrl: string | null;
  /** Directus base URL for live shop data (`CONTENT_API_URL`); null: the static catalogue only. */
  contentApiUrl: string | null;
  /**
   * Matomo opt-out frame (`MATOMO_OPT_OUT_URL`); null without one or without Matomo (`MATOMO_URL`):
   * the consent manager then has no frame (decision 076).
   */
  matomoOptOutUrl: string | null;
  /** Clock widget script (`CLOCK_SCRIPT_URL`); null hides the clock. */
  clockScriptUrl: string | null;
  /** JSON-LD business type (`BUSINESS_TYPE`); null infers it from the brands. */
  businessType: string | null;
  /** Matomo base URL (`MATOMO_URL`, e.g. `https://stats.example.de/`); null: no analytics. */
  matomoUrl: string | null;
  /** Matomo site id (`MATOMO_SITE_ID`); needed with `matomoUrl`. */
  matomoSiteId: string | null;
  /**
   * The payment stand-ins' base URL (`PAYMENTS_STANDIN_URL`, e.g. `http://localhost:4176`): the
   * checkout loads PayPal's and Klarna's SDKs from there and its CSP allows that origin instead
   * of the providers'; null: the providers' own SDKs.
   */
  paymentsStandinUrl: string | null;
  /** `PAYMENTS_MODE`: `test` (default) shows the checkout's test-mode notice, `live` none. */
  paymentsMode: PaymentsMode;
}

/** Whether the checkout takes test payments (stand-ins or sandboxes) or real money. */
type PaymentsMode = 'test' | 'live';

/** Everything one build needs. */
export interface BuildOptions {
  /** Retailer name, for logs. */
  retailer: string;
  /** Folder with `<collection>.json` files and `images/` (read when `directus` is null). */
  contentDir: string;
  /** `CONTENT_SOURCE=directus`: where and how to read Directus (decision 019); null: files. */
  directus: DirectusBuildOptions | null;
  /** Where the site is written (replaced as a whole on success). */
  outDir: string;
  /** Prerender threads; 0 renders in the main thread. */
  workers: number;
  /** Page settings. */
  settings: BuildSettings;
  /** Print the per-page timing table. @default true */
  report?: boolean;
  /** Processed images kept between builds (`IMAGE_CACHE_DIR`, decision 013); null: no cache. */
  imageCacheDir: string | null;
  /**
   * SSR and client bundles kept between builds (decision 032): `BUNDLE_CACHE_DIR`, else beside the
   * image cache; null (`BUNDLE_CACHE=0`): always build them.
   */
  bundleCacheDir: string | null;
  /**
   * Build manifests of incremental builds (decision 033), beside the image cache
   * (`INCREMENTAL_DIR` moves them); null (`INCREMENTAL=0`): a clean build rendering every page.
   */
  incrementalDir: string | null;
  /**
   * Where the manifests are kept when incremental builds are on; a clean build (`INCREMENTAL=0`)
   * removes its output folder's manifest there, so the next incremental build starts afresh
   * instead of finding every page changed behind its back.
   */
  manifestDir: string;
  /** `STRICT_CONTENT=1`: any content warning fails the build (decision 029). */
  strictContent: boolean;
  /** Where the content report goes (`CONTENT_REPORT`); null: `<outDir>-content-report.json`. */
  contentReport: string | null;
  /**
   * The publish server's origin (`PUBLISH_UPSTREAM`): the generated nginx and Caddy configs pass
   * the webhook `POST /_publish` to `<origin>/publish`.
   */
  publishUpstream: string;
  /**
   * The order service's origin (`ORDER_UPSTREAM`): the generated nginx and Caddy configs pass
   * `/ecom/*`, `/forms/*` and `/newsletter/*` (core's `SERVICE_PATH_PREFIXES`) to it.
   */
  orderUpstream: string;
}

/** Where the publish server listens when `PUBLISH_UPSTREAM` is not set (its default port). */
export const DEFAULT_PUBLISH_UPSTREAM = 'http://127.0.0.1:4175';

/** Where the order service listens when `ORDER_UPSTREAM` is not set (its default port). */
export const DEFAULT_ORDER_UPSTREAM = 'http://127.0.0.1:4174';

/** Where processed images are cached when `IMAGE_CACHE_DIR` is not set. */
const DEFAULT_IMAGE_CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/schaufenster-images');

/** The bundle cache's folder name beside the image cache (decision 032). */
const BUNDLE_CACHE_NAME = 'schaufenster-bundles';

/** The folder of the build manifests beside the image cache (decision 033). */
const INCREMENTAL_NAME = 'schaufenster-incremental';

/** Defaults of the form endpoints: the local service of `npm start` answers them. */
const DEFAULT_CONTACT_FORM_URL = '/forms/contact';
/** Default newsletter endpoint. */
const DEFAULT_NEWSLETTER_URL = '/newsletter/subscribe';

/** Reads the build options from environment variables (see the decision for each name). */
export function readBuildOptions(env: Record<string, string | undefined>): BuildOptions {
  const retailer = text(env.RETAILER) ?? DEFAULT_RETAILER;
  if (!/^[a-z0-9-]+$/.test(retailer))
    throw new Error(`RETAILER "${retailer}" is not a folder name`);
  const workers = text(env.BUILD_WORKERS);
  const workerCount = workers === null ? DEFAULT_WORKERS : Number(workers);
  if (!Number.isInteger(workerCount) || workerCount < 0 || workerCount > 64) {
    throw new Error(`BUILD_WORKERS must be an integer from 0 to 64, got "${workers ?? ''}"`);
  }
  const directus = readDirectusOptions(env);
  const matomoUrl = url(env.MATOMO_URL, 'MATOMO_URL');
  const matomoSiteId = text(env.MATOMO_SITE_ID);
  if ((matomoUrl === null) !== (matomoSiteId === null)) {
    throw new Error('MATOMO_URL and MATOMO_SITE_ID go together: set both or neither');
  }
  const imageCacheDir = path.resolve(text(env.IMAGE_CACHE_DIR) ?? DEFAULT_IMAGE_CACHE_DIR);
  const bundleCacheDir = flag(env.BUNDLE_CACHE ?? '1', 'BUNDLE_CACHE')
    ? path.resolve(
        text(env.BUNDLE_CACHE_DIR) ?? path.join(path.dirname(imageCacheDir), BUNDLE_CACHE_NAME),
      )
    : null;
  const manifestDir = path.resolve(
    text(env.INCREMENTAL_DIR) ?? path.join(path.dirname(imageCacheDir), INCREMENTAL_NAME),
  );
  const incrementalDir = flag(env.INCREMENTAL ?? '1', 'INCREMENTAL') ? manifestDir : null;
  const contentApiUrl = url(env.CONTENT_API_URL, 'CONTENT_API_URL')?.replace(/\/+$/, '') ?? null;
  return {
    retailer: directus?.domain ?? retailer,
    directus,
    contentDir: path.resolve(
      text(env.CONTENT_DIR) ?? path.join(REPO_ROOT, 'fixtures/retailers', retailer),
    ),
    outDir: path.resolve(text(env.OUT_DIR) ?? path.join(REPO_ROOT, 'dist')),
    workers: workerCount,
    imageCacheDir,
    bundleCacheDir,
    incrementalDir,
    manifestDir,
    strictContent: flag(env.STRICT_CONTENT, 'STRICT_CONTENT'),
    contentReport: optionalPath(env.CONTENT_REPORT),
    publishUpstream:
      origin(env.PUBLISH_UPSTREAM, 'PUBLISH_UPSTREAM', DEFAULT_PUBLISH_UPSTREAM) ??
      DEFAULT_PUBLISH_UPSTREAM,
    orderUpstream:
      origin(env.ORDER_UPSTREAM, 'ORDER_UPSTREAM', DEFAULT_ORDER_UPSTREAM) ??
      DEFAULT_ORDER_UPSTREAM,
    settings: {
      siteUrl: url(env.SITE_URL, 'SITE_URL')?.replace(/\/+$/, '') ?? null,
      // The owner of a Directus build logs in to Directus's app unless another portal is named.
      adminPortalUrl:
        url(env.ADMIN_PORTAL_URL, 'ADMIN_PORTAL_URL') ??
        (directus === null ? null : `${contentApiUrl ?? directus.url}/admin`),
      contactFormUrl: text(env.CONTACT_FORM_URL) ?? DEFAULT_CONTACT_FORM_URL,
      newsletterUrl: text(env.NEWSLETTER_URL) ?? DEFAULT_NEWSLETTER_URL,
      orderApiUrl: text(env.ORDER_API_URL),
      contentApiUrl,
      // An opt-out frame for analytics the site does not load would be empty talk (decision 076).
      matomoOptOutUrl: matomoUrl === null ? null : text(env.MATOMO_OPT_OUT_URL),
      clockScriptUrl: text(env.CLOCK_SCRIPT_URL),
      businessType: text(env.BUSINESS_TYPE),
      matomoUrl,
      matomoSiteId,
      ...paymentsOptions(env),
    },
  };
}

/** `PAYMENTS_STANDIN_URL` and `PAYMENTS_MODE`; stand-ins take no real money, so never live. */
function paymentsOptions(
  env: Record<string, string | undefined>,
): Pick<BuildSettings, 'paymentsStandinUrl' | 'paymentsMode'> {
  const paymentsStandinUrl =
    url(env.PAYMENTS_STANDIN_URL, 'PAYMENTS_STANDIN_URL')?.replace(/\/+$/, '') ?? null;
  const mode = text(env.PAYMENTS_MODE)?.toLowerCase() ?? 'test';
  if (mode !== 'test' && mode !== 'live') {
    throw new Error(`PAYMENTS_MODE must be test or live, got "${mode}"`);
  }
  if (mode === 'live' && paymentsStandinUrl !== null) {
    throw new Error('PAYMENTS_MODE=live takes real money: unset PAYMENTS_STANDIN_URL');
  }
  return {paymentsStandinUrl, paymentsMode: mode};
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function optionalPath(value: string | undefined): string | null {
  const given = text(value);
  return given === null ? null : path.resolve(given);
}

function flag(value: string | undefined, name: string): boolean {
  const given = text(value)?.toLowerCase() ?? '0';
  if (given === '1' || given === 'true') return true;
  if (given === '0' || given === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${given}"`);
}

function url(value: string | undefined, name: string): string | null {
  const given = text(value);
  if (given === null) return null;
  try {
    const parsed = new URL(given);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return given;
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an absolute http(s) URL, got "${given}"`);
}

/** An http(s) origin (a final `/` is allowed and dropped), or null when unset. */
function origin(value: string | undefined, name: string, example: string): string | null {
  const given = text(value);
  if (given === null) return null;
  try {
    const parsed = new URL(given);
    if (/^https?:$/.test(parsed.protocol) && parsed.href === `${parsed.origin}/`) {
      return parsed.origin;
    }
  } catch {
    // reported below
  }
  throw new Error(
    `${name} must be an http(s) origin without a path, e.g. ${example}, got "${given}"`,
  );
}

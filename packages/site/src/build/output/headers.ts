// `_headers` for static hosts (Netlify / Cloudflare Pages): a strict Content-Security-Policy for
// every page and security headers (docs/decisions/017-security.md). The checkout pages, where the
// PayPal and Klarna SDKs load, get those providers' hosts, or in test mode with the stand-ins
// exactly the stand-ins' origin (decision 072); nothing else.
import type {BuildSettings} from '../options.ts';

/** A policy: directive → sources, in the order written. */
export type Directives = Record<string, readonly string[]>;

/** The build settings the policy reads. */
export type PolicySettings = Pick<
  BuildSettings,
  | 'orderApiUrl'
  | 'contentApiUrl'
  | 'contactFormUrl'
  | 'newsletterUrl'
  | 'matomoUrl'
  | 'matomoOptOutUrl'
  | 'clockScriptUrl'
>;

/** What `headersFile` needs besides the settings. */
export interface HeadersInput {
  /** Endpoints and third parties from the build configuration. */
  settings: PolicySettings;
  /** Whether pages mount the clock widget (site config rolex_clock and a clock script URL). */
  clock: boolean;
  /** Paths of the checkout pages, where the payment SDKs load. */
  paymentPaths: readonly string[];
  /**
   * The payment stand-ins' base URL (`PAYMENTS_STANDIN_URL`): the checkout pages allow exactly its
   * origin instead of PayPal's and Klarna's hosts. @default null
   */
  paymentsStandinUrl?: string | null;
  /** Pages with two-click embeds (decision 025) and the origins their frames load from. @default [] */
  embedPages?: readonly EmbedPage[];
}

/** A page that embeds a consent-gated map or video. */
export interface EmbedPage {
  /** The page's path. */
  path: string;
  /** Origins its frames load from (ui's EMBED_PROVIDERS). */
  frameOrigins: readonly string[];
}

/**
 * PayPal JS SDK hosts, as PayPal's CSP guide lists them for script, connect, frame, img and style
 * (Venmo left out: the shop charges EUR). No 'unsafe-inline': the SDK is a script file.
 */
const PAYPAL_SOURCES: Directives = {
  'script-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  'style-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  'img-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  'connect-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  'frame-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** Klarna Payments hosts, as Klarna's browser security guide lists them. */
const KLARNA_SOURCES: Directives = {
  'script-src': ['https://x.klarnacdn.net'],
  'style-src': ['https://x.klarnacdn.net'],
  'font-src': ['https://x.klarnacdn.net'],
  'img-src': ['https://x.klarnacdn.net', 'https://*.klarna.com'],
  'connect-src': ['https://*.klarna.com', 'https://*.klarnaevt.com', 'https://x.klarnacdn.net'],
  'frame-src': ['https://*.klarna.com', 'https://x.klarnacdn.net'],
};

/**
 * The payment stand-ins' origin in every directive the providers' SDKs need: scripts, their
 * requests (the stand-in buyer's approval), frames, images and styles (decision 072).
 */
function standinSources(standinUrl: string): Directives {
  const origin = originOf(standinUrl);
  if (origin === null) throw new Error(`PAYMENTS_STANDIN_URL is not an http(s) URL: ${standinUrl}`);
  return Object.fromEntries(
    ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src'].map((name) => [
      name,
      [origin],
    ]),
  );
}

/** Headers every response gets besides the policy. */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // No page uses these; payment (Payment Request) stays allowed for the PayPal/Klarna frames.
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), usb=(), serial=(), browsing-topics=()',
  ],
  // frame-ancestors for browsers that predate it.
  ['X-Frame-Options', 'DENY'],
];

/**
 * Caching (decision 042): pages, page data, images, sitemap and the service worker are
 * revalidated on every use (`no-cache` stores them, ETag / Last-Modified make a repeat cheap);
 * files whose names carry a content hash, Vite's assets and the shared page data, are kept a year.
 */
const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths of files named by a hash of their content. */
export const HASHED_PATHS = ['/assets/*', '/page-data/sq/d/*'] as const;

/** The origin of an absolute http(s) URL; null for a site-relative one ('self' covers it). */
export function originOf(url: string | null): string | null {
  if (url === null || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function sources(...values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/**
 * The site-wide policy. Scripts only from the site's own files (no inline script, no eval), plus
 * Matomo and the clock host when configured; styles allow 'unsafe-inline' for React style props
 * and the theme's `<style>` (decision 017); requests only to the site, the order service, the
 * content API, the form endpoints and Matomo.
 */
export function sitePolicy(settings: PolicySettings, clock: boolean): Directives {
  const matomo = originOf(settings.matomoUrl);
  const clockHost = clock ? originOf(settings.clockScriptUrl) : null;
  const content = originOf(settings.contentApiUrl);
  const contact = originOf(settings.contactFormUrl);
  const newsletter = originOf(settings.newsletterUrl);
  // The consent manager's Matomo opt-out frame (spec §2 Legal blocks consentmanager).
  const optOut = originOf(settings.matomoOptOutUrl);
  return {
    'default-src': ["'self'"],
    'script-src': sources("'self'", matomo, clockHost),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': sources("'self'", 'data:', content, matomo, clockHost),
    'font-src': ["'self'"],
    'connect-src': sources(
      "'self'",
      originOf(settings.orderApiUrl),
      content,
      contact,
      newsletter,
      matomo,
      clockHost,
    ),
    'frame-src': sources("'self'", optOut),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': sources("'self'", contact, newsletter),
    'frame-ancestors': ["'none'"],
  };
}

/** `base` with each of `extras`' sources added to its directive (a new directive is appended). */
function extendPolicy(base: Directives, ...extras: Directives[]): Directives {
  const merged: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(base)) merged[name] = [...values];
  for (const extra of extras) {
    for (const [name, values] of Object.entries(extra)) {
      merged[name] = sources(...(merged[name] ?? []), ...values);
    }
  }
  return merged;
}

/** The policy as a header value: `directive source source; directive …`. */
export function serializePolicy(policy: Directives): string {
  return Object.entries(policy)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * `_headers`: `/*` with the site policy, the security headers and revalidation; hashed files
 * detach that and are kept a year; each checkout path (with and
 * without trailing slash) detaches that policy and sets the payment policy. `!` is Cloudflare
 * Pages' detach; Netlify ignores the line and lets the later rule's value win.
 */
export function headersFile({
  settings,
  clock,
  paymentPaths,
  paymentsStandinUrl = null,
  embedPages = [],
}: HeadersInput): string {
  const site = sitePolicy(settings, clock);
  const lines = [
    '# Security headers (docs/decisions/017-security.md), generated by the build.',
    '/*',
    `  Content-Security-Policy: ${serializePolicy(site)}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    `  Cache-Control: ${REVALIDATE}`,
    '',
    '# Hashed file names: cached for a year (decision 042).',
    ...HASHED_PATHS.flatMap((path) => [path, '  ! Cache-Control', `  Cache-Control: ${IMMUTABLE}`]),
  ];
  if (paymentPaths.length > 0) {
    const providers =
      paymentsStandinUrl === null
        ? [PAYPAL_SOURCES, KLARNA_SOURCES]
        : [standinSources(paymentsStandinUrl)];
    const payment = serializePolicy(extendPolicy(site, ...providers));
    lines.push(
      '',
      paymentsStandinUrl === null
        ? '# Checkout: the PayPal and Klarna SDKs load here and nowhere else.'
        : '# Checkout: the payment stand-ins (test mode) load here and nowhere else.',
    );
    for (const path of paymentPaths) lines.push(...pathPolicy(path, payment));
  }
  if (embedPages.length > 0) {
    lines.push('', '# Two-click maps and videos (decision 025): their frames load here only.');
    for (const {path, frameOrigins} of embedPages) {
      const policy = serializePolicy(extendPolicy(site, {'frame-src': frameOrigins}));
      lines.push(...pathPolicy(path, policy));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The rules giving `path` (with and without a trailing slash) its own policy instead of the site's. */
function pathPolicy(path: string, policy: string): string[] {
  const clean = path.replace(/\/+$/, '');
  return [clean, `${clean}/*`].flatMap((pattern) => [
    pattern,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${policy}`,
  ]);
}

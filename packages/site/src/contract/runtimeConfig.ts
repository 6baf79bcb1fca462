// The runtime's configuration, written by the build into every page as one JSON script
// (decision 012 "Config script") and read once at start-up (startRuntime). Shared by the build
// and the browser.
import {isLang, type ConsentRecord, type ConsentTools, type Lang} from '@schaufenster/core';
import type {ShopIslandConfig} from '@schaufenster/templates/islands';

/** Id of the `<script type="application/json">` holding the runtime config. */
export const RUNTIME_CONFIG_ID = 'sf-runtime';

/**
 * Stands in for the build id while pages render (the id hashes every page's data, so it is known
 * only after rendering); the build replaces it in each HTML file before writing.
 */
export const BUILD_ID_PLACEHOLDER = '__SF_BUILD_ID__';

/** The runtime's texts in one language, ICU already applied; `{title}` is filled in at run time. */
export interface RuntimeMessages {
  /** routeAnnouncerNavigated with the literal `{title}` (spec §2 Page shell). */
  navigated: string;
  /** routeAnnouncerLoading: the delayed-navigation notice (spec §9 Timing). */
  loading: string;
}

/** Matomo from build configuration (`MATOMO_URL`, `MATOMO_SITE_ID`). */
export interface MatomoConfig {
  /** Base URL of the Matomo instance, ending in `/` (matomo.js and matomo.php live there). */
  url: string;
  /** The site's id in Matomo. */
  siteId: string;
}

/** The cookie banner's content (spec §4 Cookie banner), loaded into the consent store at start. */
export interface ConsentConfig {
  /** Consent entries from the content (`SiteData.consents`); functional and matomo are added. */
  records: ConsentRecord[];
  /** Strict banner from site config `cookie_banner_strict`. */
  strict: boolean;
  /** The tools this build has; entries for the others are left out (decision 076). */
  tools: ConsentTools;
}

/** What the runtime needs from the build. */
export interface RuntimeConfig {
  /** The build this page belongs to (page-data/app-data.json of the same build has it too). */
  buildId: string;
  /** /login's target (spec §2 Redirects); null: /login is not redirected. */
  adminPortalUrl: string | null;
  /** Analytics; null: none at all. */
  matomo: MatomoConfig | null;
  /** Texts per project language. */
  messages: Partial<Record<Lang, RuntimeMessages>>;
  /**
   * Paths always loaded as documents, never swapped: the checkout pages, whose own
   * Content-Security-Policy admits the payment providers (decision 017). Entering or leaving
   * them by a client-side swap would keep the previous page's policy.
   */
  documentPaths: string[];
  /** The consent entries and banner mode. */
  consents: ConsentConfig;
  /** The page's shop config (its language's store root); null without the shop. */
  shop: ShopIslandConfig | null;
}

/** Whether `pathname` (trailing slash or not) is one of the config's document paths. */
export function isDocumentPath(config: Pick<RuntimeConfig, 'documentPaths'>, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return config.documentPaths.some((candidate) => candidate.toLowerCase() === path.toLowerCase());
}

/** Placeholder written into `{title}` when the build formats routeAnnouncerNavigated. */
export const TITLE_SLOT = '{title}';

/** The config as the HTML of its script element; `<` is escaped so nothing can end it early. */
export function runtimeConfigHtml(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ID}">${json}</script>`;
}

/** No optional tool: what a config without (valid) tools means. */
const NO_TOOLS: ConsentTools = {analytics: false, clock: false, booking: false};

const EMPTY: RuntimeConfig = {
  buildId: '',
  adminPortalUrl: null,
  matomo: null,
  messages: {},
  documentPaths: [],
  consents: {records: [], strict: false, tools: NO_TOOLS},
  shop: null,
};

/** The part of `document` {@link readRuntimeConfig} uses. */
export interface ConfigDocument {
  /** Finds the config script. */
  getElementById(id: string): {textContent: string | null} | null;
}

/**
 * Reads the config script; a missing or malformed one gives an empty config (no redirects, no
 * analytics, no texts) rather than a broken page.
 */
export function readRuntimeConfig(doc: ConfigDocument): RuntimeConfig {
  const text = doc.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return EMPTY;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    console.error('The runtime config is not JSON');
    return EMPTY;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY;
  const value = raw as Record<string, unknown>;
  const matomo = value.matomo as Record<string, unknown> | null | undefined;
  return {
    buildId: typeof value.buildId === 'string' ? value.buildId : '',
    adminPortalUrl: typeof value.adminPortalUrl === 'string' ? value.adminPortalUrl : null,
    matomo:
      matomo && typeof matomo.url === 'string' && typeof matomo.siteId === 'string'
        ? {url: matomo.url, siteId: matomo.siteId}
        : null,
    messages: readMessages(value.messages),
    documentPaths: Array.isArray(value.documentPaths)
      ? value.documentPaths.filter((path): path is string => typeof path === 'string')
      : [],
    consents: readConsents(value.consents),
    shop: readShop(value.shop),
  };
}

const SHOP_TEXTS = ['domain', 'project', 'storeRootPath', 'catalogueUrl'] as const;
const SHOP_URLS = ['orderApiUrl', 'contentApiUrl'] as const;

// A shop config with a field of the wrong type is none: shop islands then fail loudly.
function readShop(raw: unknown): ShopIslandConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (!SHOP_TEXTS.every((key) => typeof value[key] === 'string')) return null;
  if (!SHOP_URLS.every((key) => value[key] === null || typeof value[key] === 'string')) return null;
  return raw as ShopIslandConfig;
}

// Entries are checked one by one when the store loads them (core's buildConsents); here only
// the shape that store needs.
function readConsents(raw: unknown): ConsentConfig {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<ConsentConfig>;
  const records = Array.isArray(value.records)
    ? value.records.filter(
        (record): record is ConsentRecord => typeof record === 'object' && record !== null,
      )
    : [];
  const tools = (
    typeof value.tools === 'object' && value.tools !== null ? value.tools : {}
  ) as Partial<Record<keyof ConsentTools, unknown>>;
  return {
    records,
    strict: value.strict === true,
    tools: {
      analytics: tools.analytics === true,
      clock: tools.clock === true,
      booking: tools.booking === true,
    },
  };
}

function readMessages(raw: unknown): Partial<Record<Lang, RuntimeMessages>> {
  const out: Partial<Record<Lang, RuntimeMessages>> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [lang, texts] of Object.entries(raw as Record<string, unknown>)) {
    const entry = texts as Partial<RuntimeMessages> | null;
    if (isLang(lang) && typeof entry?.navigated === 'string' && typeof entry.loading === 'string') {
      out[lang] = {navigated: entry.navigated, loading: entry.loading};
    }
  }
  return out;
}

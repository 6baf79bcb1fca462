// Klarna's settings from the service's environment, never from the CMS or a browser bundle:
// KLARNA_MODE (standin, playground or live; default standin), KLARNA_API_URL, KLARNA_USERNAME,
// KLARNA_PASSWORD and KLARNA_REGION (eu, na or oc; default eu). The stand-in needs only its URL;
// the playground and live need Klarna's API credentials, and a start without them is refused.
// Without a URL in standin mode Klarna is off: Klarna orders are answered 503
// `payment_provider_unavailable`, and the start says so once.

/** Where the service's Klarna calls go. */
const KLARNA_MODES = ['standin', 'playground', 'live'] as const;
/** A Klarna mode. */
type KlarnaMode = (typeof KLARNA_MODES)[number];

/** Klarna's API regions. */
const REGIONS = ['eu', 'na', 'oc'] as const;
/** A Klarna region. */
type KlarnaRegion = (typeof REGIONS)[number];

/** How the service reaches Klarna. */
export interface KlarnaConfig {
  mode: KlarnaMode;
  /** Base URL of Klarna's API, without a trailing slash (the stand-in's is `<stand-in>/klarna`). */
  apiUrl: string;
  /** API user name (Basic auth). */
  username: string;
  /** API password (Basic auth). */
  password: string;
  region: KlarnaRegion;
}

/** Klarna's API hosts by region (https://docs.klarna.com/api/api-urls/). */
const KLARNA_API_URLS: Readonly<
  Record<Exclude<KlarnaMode, 'standin'>, Record<KlarnaRegion, string>>
> = {
  live: {
    eu: 'https://api.klarna.com',
    na: 'https://api-na.klarna.com',
    oc: 'https://api-oc.klarna.com',
  },
  playground: {
    eu: 'https://api.playground.klarna.com',
    na: 'https://api-na.playground.klarna.com',
    oc: 'https://api-oc.playground.klarna.com',
  },
};

/** The credentials the stand-in is called with (it accepts any non-empty user). */
const STANDIN_CREDENTIALS = {username: 'standin', password: 'standin-secret'} as const;

const set = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** The Klarna settings of `env`: a config, null when Klarna is off (with why), or an error. */
export function klarnaEnvironment(
  env: Readonly<Record<string, string | undefined>>,
):
  | {ok: true; value: KlarnaConfig; notice?: undefined}
  | {ok: true; value: null; notice: string}
  | {ok: false; message: string} {
  const mode = set(env['KLARNA_MODE']) ?? 'standin';
  if (!(KLARNA_MODES as readonly string[]).includes(mode)) {
    return {ok: false, message: `Invalid KLARNA_MODE ${mode}: one of ${KLARNA_MODES.join(', ')}`};
  }
  const region = set(env['KLARNA_REGION']) ?? 'eu';
  if (!(REGIONS as readonly string[]).includes(region)) {
    return {ok: false, message: `Invalid KLARNA_REGION ${region}: one of ${REGIONS.join(', ')}`};
  }
  const given = set(env['KLARNA_API_URL']);
  if (given !== undefined && !/^https?:\/\/[^/]/.test(given)) {
    return {ok: false, message: `Invalid KLARNA_API_URL ${given}: an http(s) URL`};
  }
  const username = set(env['KLARNA_USERNAME']);
  const password = set(env['KLARNA_PASSWORD']);
  const typed = {mode: mode as KlarnaMode, region: region as KlarnaRegion};
  if (typed.mode === 'standin') {
    if (given === undefined) {
      return {
        ok: true,
        value: null,
        notice: 'Klarna off: set KLARNA_API_URL (the payment stand-in, <url>/klarna)',
      };
    }
    return {
      ok: true,
      value: {
        ...typed,
        apiUrl: given.replace(/\/+$/, ''),
        username: username ?? STANDIN_CREDENTIALS.username,
        password: password ?? STANDIN_CREDENTIALS.password,
      },
    };
  }
  if (username === undefined || password === undefined) {
    return {
      ok: false,
      message: `KLARNA_MODE=${typed.mode} needs KLARNA_USERNAME and KLARNA_PASSWORD`,
    };
  }
  const apiUrl = (given ?? KLARNA_API_URLS[typed.mode][typed.region]).replace(/\/+$/, '');
  if (typed.mode === 'live' && !apiUrl.startsWith('https://')) {
    return {ok: false, message: 'KLARNA_MODE=live needs an https KLARNA_API_URL'};
  }
  return {ok: true, value: {...typed, apiUrl, username, password}};
}

// Cross-origin access for the site (decision 010): only allowed origins get CORS headers, and a
// request from another origin is refused, so a foreign page cannot post orders in a visitor's name.
import {ALLOWED_REQUEST_HEADERS, PREFLIGHT_MAX_AGE_S, REPLAY_HEADER} from '../limits.ts';

/** Decides whether a browser origin (e.g. `http://localhost:4173`) may call the service. */
export type OriginCheck = (origin: string) => boolean;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `origin` is http(s) on localhost, 127.0.0.1 or [::1], any port (the default). */
export function isLocalOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTNAMES.has(url.hostname)
  );
}

/**
 * An OriginCheck for exact origins (trailing slashes ignored). Without them: the local default
 * plus the origin of `siteUrl` (PUBLIC_SITE_URL), since a deployed site's own pages post from it:
 * a browser sends `Origin` on a same-origin POST too.
 */
export function createOriginCheck(allowed?: readonly string[], siteUrl?: string): OriginCheck {
  if (allowed === undefined) {
    const site = siteUrl === undefined ? null : URL.parse(siteUrl)?.origin;
    if (site === undefined || site === null || site === 'null') return isLocalOrigin;
    return (origin) => origin === site || isLocalOrigin(origin);
  }
  const exact = new Set(allowed.map((origin) => origin.replace(/\/+$/, '')));
  return (origin) => exact.has(origin);
}

/** CORS headers for an allowed `origin`; the preflight answer adds methods, headers and max age. */
export function corsHeaders(origin: string, preflight: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    // Retry-After is not CORS-safelisted: without this a page could not read a 429's wait.
    'Access-Control-Expose-Headers': `${REPLAY_HEADER}, Retry-After`,
    Vary: 'Origin',
  };
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
    headers['Access-Control-Allow-Headers'] = ALLOWED_REQUEST_HEADERS.join(', ');
    headers['Access-Control-Max-Age'] = String(PREFLIGHT_MAX_AGE_S);
  }
  return headers;
}

// Redirects in the browser (spec §2 Redirects: case-insensitive; /login permanently to the admin
// portal, /schaufenster temporarily to /). The static host's _redirects matches case-sensitively
// and serves 404.html for other casings, so the runtime checks before anything else.
import {matchRedirect} from '@schaufenster/core';

/** Where the browser goes instead. */
export interface BrowserRedirect {
  /** The target, absolute (admin portal) or a site path. */
  to: string;
  /** Leaves the site (a document load), else a page of this site. */
  external: boolean;
}

/** The redirect for `pathname`, or null; /login only when an admin portal is configured. */
export function browserRedirect(
  pathname: string,
  adminPortalUrl: string | null,
): BrowserRedirect | null {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep it encoded: it matches nothing then
  }
  const match = matchRedirect(path, {adminPortalUrl});
  if (match === null) return null;
  return {to: match.to, external: !match.to.startsWith('/')};
}

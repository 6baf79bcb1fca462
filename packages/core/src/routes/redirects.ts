import {normalisePathname, splitPath} from './pathUtils.ts';

/** Where a redirect goes: a site path, or the provider's admin portal from configuration. */
type RedirectTarget = {kind: 'path'; path: string} | {kind: 'adminPortal'};

/** One browser-side redirect (spec §2 Redirects). */
export type Redirect = {from: string; to: RedirectTarget; permanent: boolean};

/** spec §2 Redirects: /login permanently to the admin portal, /schaufenster temporarily to /. */
export const REDIRECTS: readonly Redirect[] = [
  {from: '/login', to: {kind: 'adminPortal'}, permanent: true},
  {from: '/schaufenster', to: {kind: 'path', path: '/'}, permanent: false},
];

/** Configuration a redirect target may need. */
export type RedirectOptions = {adminPortalUrl?: string | null};

/** A matched redirect: the URL to go to, and whether it is permanent. */
export type RedirectMatch = {to: string; permanent: boolean};

/**
 * The redirect for `path`, or null. Matching ignores case (spec: "case-insensitive"), a trailing
 * slash, the query and the hash. /login yields null while no admin portal URL is configured:
 * redirecting to nowhere would be worse than the 404 page.
 */
export function matchRedirect(path: string, options: RedirectOptions): RedirectMatch | null {
  const key = normalisePathname(splitPath(path).pathname).toLowerCase();
  const redirect = REDIRECTS.find((candidate) => candidate.from === key);
  if (redirect === undefined) return null;
  if (redirect.to.kind === 'path') return {to: redirect.to.path, permanent: redirect.permanent};
  const portal = options.adminPortalUrl?.trim() ?? '';
  return portal === '' ? null : {to: portal, permanent: redirect.permanent};
}

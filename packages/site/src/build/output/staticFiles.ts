// robots.txt and the static host's _redirects (spec §2 Redirects).
import {DEFAULT_LANG, REDIRECTS, type Lang} from '@schaufenster/core';
import {notFoundPath} from '../../contract/paths.ts';
import {absoluteSiteUrl} from './sitemap.ts';

/** robots.txt: everything may be crawled but the pages marked noindex; points at the sitemap. */
export function robotsTxt(siteUrl: string | null, disallow: readonly string[]): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`)];
  if (siteUrl) lines.push('', `Sitemap: ${absoluteSiteUrl(siteUrl, '/sitemap.xml')}`);
  return `${lines.join('\n')}\n`;
}

/**
 * `_redirects` (Netlify / Cloudflare Pages format): /login 301 to the admin portal (left out, with
 * one console line naming the variable, when none is known), /schaufenster 302 to /. Static hosts match
 * case-sensitively; the browser runtime also matches other casings (spec: case-insensitive). Last,
 * unknown paths under `/en/` and `/fr/` get their language's 404 page with status 404, so a visitor
 * stays in their language; elsewhere the host's `/404.html` applies.
 */
export function redirectsFile(
  adminPortalUrl: string | null,
  languages: readonly Lang[] = [],
  warn = console.warn,
): string {
  const lines: string[] = [];
  for (const redirect of REDIRECTS) {
    const status = redirect.permanent ? 301 : 302;
    if (redirect.to.kind === 'path') {
      lines.push(`${redirect.from}  ${redirect.to.path}  ${status}`);
    } else if (adminPortalUrl) {
      lines.push(`${redirect.from}  ${adminPortalUrl}  ${status}`);
    } else {
      warn(
        `${redirect.from} is not served (404 on every host): set ADMIN_PORTAL_URL, or build from ` +
          "Directus (CONTENT_SOURCE=directus) for Directus's app, to send it to the admin portal",
      );
    }
  }
  for (const lang of languages) {
    if (lang !== DEFAULT_LANG) lines.push(`/${lang}/*  ${notFoundPath(lang)}  404`);
  }
  return `${lines.join('\n')}\n`;
}

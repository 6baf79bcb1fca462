// robots.txt and the static host's _redirects (spec §2 Redirects; issue 5).
import {REDIRECTS} from '@schaufenster/core';
import {absoluteSiteUrl} from './sitemap.ts';

/** robots.txt: everything may be crawled but the pages marked noindex; points at the sitemap. */
export function robotsTxt(siteUrl: string | null, disallow: readonly string[]): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`)];
  if (siteUrl) lines.push('', `Sitemap: ${absoluteSiteUrl(siteUrl, '/sitemap.xml')}`);
  return `${lines.join('\n')}\n`;
}

/**
 * `_redirects` (Netlify / Cloudflare Pages format): /login 301 to the admin portal (left out,
 * with a warning, when ADMIN_PORTAL_URL is not set), /schaufenster 302 to /. Static hosts match
 * case-sensitively; the browser runtime also matches other casings (spec: case-insensitive).
 */
export function redirectsFile(adminPortalUrl: string | null, warn = console.warn): string {
  const lines: string[] = [];
  for (const redirect of REDIRECTS) {
    const status = redirect.permanent ? 301 : 302;
    if (redirect.to.kind === 'path') {
      lines.push(`${redirect.from}  ${redirect.to.path}  ${status}`);
    } else if (adminPortalUrl) {
      lines.push(`${redirect.from}  ${adminPortalUrl}  ${status}`);
    } else {
      warn(`ADMIN_PORTAL_URL is not set: ${redirect.from} is left out of _redirects`);
    }
  }
  return `${lines.join('\n')}\n`;
}

// sitemap.xml with hreflang alternates and x-default (decision 011: a small generator; the
// `sitemap` package is not installed and the format needed here is a dozen lines).
import type {Alternate} from '@schaufenster/core';

/** One URL of the sitemap: its path and its hreflang alternates. */
export interface SitemapEntry {
  /** Site-relative path. */
  path: string;
  /** hreflang alternates including x-default; none for a page in one language only. */
  alternates: readonly Alternate[];
}

/** Absolute URL of a site path (no trailing slash after a non-root path, as canonicals). */
export function absoluteSiteUrl(siteUrl: string, path: string): string {
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return `${siteUrl.replace(/\/+$/, '')}${clean.startsWith('/') ? '' : '/'}${clean}`;
}

function xml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemap: one `<url>` per page, each with `xhtml:link` alternates (Google's format). */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${xml(absoluteSiteUrl(siteUrl, alternate.path))}"/>`,
    );
    return [
      `  <url>`,
      `    <loc>${xml(absoluteSiteUrl(siteUrl, entry.path))}</loc>`,
      ...links,
      `  </url>`,
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

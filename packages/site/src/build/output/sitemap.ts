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
  return siteUrlPrefix(siteUrl)(path);
}

// absoluteSiteUrl for one site, its root's trailing slashes dropped once (the sitemap of the
// 3,000-product catalogue has 47,000 URLs).
function siteUrlPrefix(siteUrl: string): (path: string) => string {
  const root = siteUrl.replace(/\/+$/, '');
  return (path) => {
    const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
    return `${root}${clean.startsWith('/') ? '' : '/'}${clean}`;
  };
}

const XML_SPECIAL = /[&<>"']/g;
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(value: string): string {
  return value.replace(XML_SPECIAL, (char) => XML_ESCAPES[char] ?? char);
}

/** The sitemap: one `<url>` per page, each with `xhtml:link` alternates (Google's format). */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const absolute = siteUrlPrefix(siteUrl);
  // A page's language versions share one list of alternates: its lines are made once.
  const linesOf = new Map<readonly Alternate[], string>();
  const links = (alternates: readonly Alternate[]) => {
    let lines = linesOf.get(alternates);
    if (lines === undefined) {
      lines = alternates
        .map(
          (alternate) =>
            `\n    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${xml(absolute(alternate.path))}"/>`,
        )
        .join('');
      linesOf.set(alternates, lines);
    }
    return lines;
  };
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${xml(absolute(entry.path))}</loc>${links(entry.alternates)}\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

// The sitemap writer against a plain reference of its format (one `<url>` per page, its
// alternates as `xhtml:link`, every URL absolute and XML-escaped), for arbitrary paths.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {Alternate} from '@schaufenster/core';
import {absoluteSiteUrl, sitemapXml, type SitemapEntry} from './sitemap.ts';

function escape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function reference(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escape(absoluteSiteUrl(siteUrl, path));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) =>
      [
        '  <url>',
        `    <loc>${url(entry.path)}</loc>`,
        ...entry.alternates.map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${url(alternate.path)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    ),
    '</urlset>',
    '',
  ].join('\n');
}

const path = fc.stringMatching(/^\/?[a-z&<>"'ä/ -]{0,12}\/*$/);
const alternates = fc.array(
  fc.record({hreflang: fc.constantFrom('de', 'en', 'fr', 'x-default'), path}),
  {maxLength: 4},
) as fc.Arbitrary<Alternate[]>;

describe('sitemapXml', () => {
  it('writes every entry and its alternates, escaped, as the reference does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://a.example', 'https://a.example/', 'https://a.example/shop//'),
        fc.array(fc.record({path, alternates}), {maxLength: 6}),
        fc.nat(),
        (siteUrl, entries, share) => {
          // Language versions of a page share one list of alternates, as the route plan gives.
          const shared = entries.map((entry, index) =>
            index > 0 && share % 2 === 0
              ? {...entry, alternates: (entries[index - 1] as SitemapEntry).alternates}
              : entry,
          );
          expect(sitemapXml(siteUrl, shared)).toBe(reference(siteUrl, shared));
        },
      ),
    );
  });

  it('escapes the five XML specials', () => {
    const xml = sitemapXml('https://a.example', [{path: `/a&b<c>"d'`, alternates: []}]);
    expect(xml).toContain('<loc>https://a.example/a&amp;b&lt;c&gt;&quot;d&apos;</loc>');
  });
});

import {describe, expect, it, vi} from 'vitest';
import {sitemapXml} from './sitemap.ts';
import {redirectsFile, robotsTxt} from './staticFiles.ts';

describe('sitemapXml', () => {
  it('lists each page with its hreflang alternates and x-default', () => {
    const xml = sitemapXml('https://example.de/', [
      {
        path: '/en/',
        alternates: [
          {hreflang: 'de', path: '/'},
          {hreflang: 'en', path: '/en/'},
          {hreflang: 'x-default', path: '/'},
        ],
      },
    ]);
    expect(xml).toContain('<loc>https://example.de/en</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://example.de/"/>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.de/"/>',
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('escapes XML in URLs', () => {
    expect(sitemapXml('https://example.de', [{path: '/a&b', alternates: []}])).toContain(
      '<loc>https://example.de/a&amp;b</loc>',
    );
  });
});

describe('redirectsFile', () => {
  it('sends /login to the admin portal (301) and /schaufenster home (302), spec §2', () => {
    expect(redirectsFile('https://admin.example.com')).toBe(
      '/login  https://admin.example.com  301\n/schaufenster  /  302\n',
    );
  });

  it('leaves /login out, with a warning, without an admin portal', () => {
    const warn = vi.fn();
    expect(redirectsFile(null, [], warn)).toBe('/schaufenster  /  302\n');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\/login is not served .*ADMIN_PORTAL_URL/);
  });

  it('sends unknown paths under /en/ and /fr/ to their 404 page, after the redirects', () => {
    expect(redirectsFile('https://admin.example.com', ['de', 'en', 'fr'])).toBe(
      '/login  https://admin.example.com  301\n/schaufenster  /  302\n' +
        '/en/*  /en/404.html  404\n/fr/*  /fr/404.html  404\n',
    );
    expect(redirectsFile(null, ['de'], vi.fn())).toBe('/schaufenster  /  302\n');
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap when the site URL is known', () => {
    expect(robotsTxt('https://example.de', [])).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.de/sitemap.xml\n',
    );
    expect(robotsTxt(null, ['/x'])).toBe('User-agent: *\nAllow: /\nDisallow: /x\n');
  });
});

import {describe, expect, it} from 'vitest';
import {
  HASHED_PATHS,
  headersFile,
  originOf,
  serializePolicy,
  sitePolicy,
  type HeadersInput,
  type PolicySettings,
} from './headers.ts';
import {headersForPath, matchesPattern, parseHeadersFile} from './headersFile.ts';

// What `npm start` and the e2e builds configure: everything on the site's own origin.
const LOCAL: PolicySettings = {
  orderApiUrl: 'http://localhost:4173',
  contentApiUrl: null,
  contactFormUrl: '/forms/contact',
  newsletterUrl: '/newsletter/subscribe',
  matomoUrl: null,
  matomoOptOutUrl: null,
  clockScriptUrl: null,
};

// A production-like configuration with every third party.
const HOSTED: PolicySettings = {
  orderApiUrl: 'https://orders.example.de/api',
  contentApiUrl: 'https://cms.example.de',
  contactFormUrl: 'https://forms.example.net/f/abc',
  newsletterUrl: '/newsletter/subscribe',
  matomoUrl: 'https://stats.example.de/',
  matomoOptOutUrl: 'https://stats.example.de/index.php?module=CoreAdminHome&action=optOut',
  clockScriptUrl: 'https://clock.example.com/clock.js',
};

const CHECKOUTS = ['/shop/kasse', '/en/shop/kasse', '/fr/boutique/kasse'];

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

function served(input: HeadersInput, pathname: string): Map<string, string> {
  return headersForPath(parseHeadersFile(headersFile(input)), pathname);
}

describe('sitePolicy', () => {
  it('allows only the site itself when nothing else is configured', () => {
    expect(serializePolicy(sitePolicy(LOCAL, false))).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; font-src 'self'; connect-src 'self' http://localhost:4173; " +
        "frame-src 'self'; worker-src 'self'; manifest-src 'self'; media-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds each configured origin to the directives that need it, and nothing more', () => {
    const policy = serializePolicy(sitePolicy(HOSTED, true));
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://stats.example.de',
      'https://clock.example.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://orders.example.de',
      'https://cms.example.de',
      'https://forms.example.net',
      'https://stats.example.de',
      'https://clock.example.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://cms.example.de',
      'https://stats.example.de',
      'https://clock.example.com',
    ]);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://forms.example.net']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://stats.example.de']);
    // The clock host only when the site shows the clock.
    expect(serializePolicy(sitePolicy(HOSTED, false))).not.toContain('clock.example.com');
  });

  it('never allows inline script, eval or plugins', () => {
    for (const settings of [LOCAL, HOSTED]) {
      const policy = serializePolicy(sitePolicy(settings, true));
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain('unsafe-eval');
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/);
    }
  });

  it('takes origins from absolute http(s) URLs only', () => {
    expect(originOf('https://stats.example.de/sub/')).toBe('https://stats.example.de');
    expect(originOf('/forms/contact')).toBeNull();
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});

describe('headersFile', () => {
  const input: HeadersInput = {settings: HOSTED, clock: true, paymentPaths: CHECKOUTS};

  it('sends the site policy and the security headers on every page', () => {
    for (const path of ['/', '/kontakt', '/shop/warenkorb', '/shop/kassette', '/assets/x.js']) {
      const headers = served(input, path);
      const csp = headers.get('Content-Security-Policy') ?? '';
      expect(csp, path).toBe(serializePolicy(sitePolicy(HOSTED, true)));
      expect(csp, path).not.toContain('paypal');
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Permissions-Policy')).toContain('camera=()');
      expect(headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('gives the checkout pages one policy: the site policy plus PayPal and Klarna', () => {
    for (const path of ['/shop/kasse', '/shop/kasse/', '/en/shop/kasse/index.html']) {
      const csp = served(input, path).get('Content-Security-Policy') ?? '';
      // One policy (a second one, comma-joined, would intersect and block the SDKs).
      expect(csp, path).not.toContain(',');
      expect(directive(csp, 'script-src')).toEqual([
        "'self'",
        'https://stats.example.de',
        'https://clock.example.com',
        'https://*.paypal.com',
        'https://*.paypalobjects.com',
        'https://x.klarnacdn.net',
      ]);
      expect(directive(csp, 'frame-src')).toContain('https://*.klarna.com');
      expect(directive(csp, 'connect-src')).toContain('https://*.paypal.com');
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it("allows exactly the stand-ins' origin on the checkout pages in stand-in mode", () => {
    const standin: HeadersInput = {...input, paymentsStandinUrl: 'http://localhost:4176/'};
    for (const path of ['/shop/kasse', '/en/shop/kasse/']) {
      const csp = served(standin, path).get('Content-Security-Policy') ?? '';
      expect(csp, path).not.toMatch(/paypal|klarna/);
      expect(directive(csp, 'script-src')).toEqual([
        "'self'",
        'https://stats.example.de',
        'https://clock.example.com',
        'http://localhost:4176',
      ]);
      for (const name of ['connect-src', 'frame-src', 'img-src', 'style-src']) {
        expect(directive(csp, name), name).toContain('http://localhost:4176');
      }
    }
    const site = served(standin, '/kontakt').get('Content-Security-Policy') ?? '';
    expect(site).not.toContain('localhost:4176');
  });

  it('stays within Cloudflare Pages limits (100 rules, 2,000 characters a line)', () => {
    const text = headersFile(input);
    expect(parseHeadersFile(text).length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length).toBeLessThan(2000);
  });

  it('allows the embed hosts as frames on the embed pages only (decision 025)', () => {
    const MAPS = ['https://www.google.com', 'https://maps.google.com'];
    const withEmbeds: HeadersInput = {
      ...input,
      embedPages: [{path: '/kontakt', frameOrigins: MAPS}],
    };
    for (const path of ['/kontakt', '/kontakt/', '/kontakt/index.html']) {
      const csp = served(withEmbeds, path).get('Content-Security-Policy') ?? '';
      expect(csp, path).not.toContain(',');
      expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://stats.example.de', ...MAPS]);
      expect(directive(csp, 'script-src')).toEqual(
        directive(serializePolicy(sitePolicy(HOSTED, true)), 'script-src'),
      );
    }
    for (const path of ['/', '/impressum', '/shop/kasse']) {
      const frames = directive(
        served(withEmbeds, path).get('Content-Security-Policy') ?? '',
        'frame-src',
      );
      expect(frames, path).not.toContain('https://www.google.com');
    }
  });

  it('has no payment rules without checkout pages', () => {
    const text = headersFile({settings: LOCAL, clock: false, paymentPaths: []});
    expect(parseHeadersFile(text).map((rule) => rule.pattern)).toEqual(['/*', ...HASHED_PATHS]);
  });

  it('keeps hashed files a year and revalidates pages and page data (decision 042)', () => {
    for (const path of [
      '/assets/app-BlsA266K.js',
      '/assets/font-x.woff2',
      '/page-data/sq/d/1e.json',
    ]) {
      expect(served(input, path).get('Cache-Control'), path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const path of [
      '/',
      '/kontakt',
      '/shop/kasse/',
      '/page-data/kontakt/page-data.json',
      '/sw.js',
    ]) {
      expect(served(input, path).get('Cache-Control'), path).toBe('no-cache');
    }
  });
});

describe('parseHeadersFile and headersForPath', () => {
  const text = [
    '# comment',
    '/*',
    '  X-A: one',
    '  X-B: keep',
    '',
    '/docs/*',
    '  x-a: two',
    '/docs/private',
    '  ! X-A',
    '  X-A: three',
    '/:lang/kontakt',
    '  X-Lang: yes',
  ].join('\n');
  const rules = parseHeadersFile(text);

  it('reads patterns, detached and set headers', () => {
    expect(rules).toEqual([
      {
        pattern: '/*',
        detach: [],
        set: [
          ['X-A', 'one'],
          ['X-B', 'keep'],
        ],
      },
      {pattern: '/docs/*', detach: [], set: [['x-a', 'two']]},
      {pattern: '/docs/private', detach: ['X-A'], set: [['X-A', 'three']]},
      {pattern: '/:lang/kontakt', detach: [], set: [['X-Lang', 'yes']]},
    ]);
  });

  it('joins a header set by several rules, and a detach starts it afresh', () => {
    expect(Object.fromEntries(headersForPath(rules, '/docs/a'))).toEqual({
      'X-A': 'one, two',
      'X-B': 'keep',
    });
    expect(headersForPath(rules, '/docs/private').get('X-A')).toBe('three');
    expect(headersForPath(rules, '/').get('X-A')).toBe('one');
  });

  it('matches `*` across slashes and `:name` within one segment', () => {
    expect(matchesPattern('/docs/*', '/docs/a/b.html')).toBe(true);
    expect(matchesPattern('/docs/*', '/docs')).toBe(false);
    expect(matchesPattern('/:lang/kontakt', '/en/kontakt')).toBe(true);
    expect(matchesPattern('/:lang/kontakt', '/en/x/kontakt')).toBe(false);
    expect(matchesPattern('/a.b', '/aXb')).toBe(false);
  });

  it('refuses a header before any path and a line that is no header', () => {
    expect(() => parseHeadersFile('  X-A: one\n/*')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  X-A one')).toThrow(/line 2/);
    expect(() => parseHeadersFile('/*\n  X-A:')).toThrow(/line 2/);
  });
});

import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_WORKERS, REPO_ROOT, readBuildOptions} from './options.ts';

describe('readBuildOptions', () => {
  it('builds the jeweller into dist/ on two workers by default', () => {
    const options = readBuildOptions({});
    expect(options.retailer).toBe('juwelier-morgenstern');
    expect(options.contentDir).toBe(
      path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern'),
    );
    expect(options.outDir).toBe(path.join(REPO_ROOT, 'dist'));
    expect(options.workers).toBe(DEFAULT_WORKERS);
    expect(options.settings).toMatchObject({siteUrl: null, contactFormUrl: '/forms/contact'});
  });

  it('reads RETAILER, SITE_URL (without trailing slash) and the endpoints', () => {
    const options = readBuildOptions({
      RETAILER: 'optik-klarblick',
      SITE_URL: 'https://example.de/',
      CONTACT_FORM_URL: 'https://forms.example/contact',
      BUILD_WORKERS: '0',
    });
    expect(options.contentDir).toMatch(/optik-klarblick$/);
    expect(options.settings.siteUrl).toBe('https://example.de');
    expect(options.settings.contactFormUrl).toBe('https://forms.example/contact');
    expect(options.workers).toBe(0);
  });

  it('caches images under node_modules/.cache unless IMAGE_CACHE_DIR says where (decision 013)', () => {
    expect(readBuildOptions({}).imageCacheDir).toBe(
      path.join(REPO_ROOT, 'node_modules/.cache/schaufenster-images'),
    );
    expect(readBuildOptions({IMAGE_CACHE_DIR: '/tmp/sf-images'}).imageCacheDir).toBe(
      '/tmp/sf-images',
    );
  });

  it('keeps build manifests beside the image cache unless INCREMENTAL=0 (decision 033)', () => {
    expect(readBuildOptions({IMAGE_CACHE_DIR: '/tmp/sf/images'}).incrementalDir).toBe(
      path.resolve('/tmp/sf/schaufenster-incremental'),
    );
    expect(readBuildOptions({INCREMENTAL_DIR: '/tmp/sf-inc'}).incrementalDir).toBe(
      path.resolve('/tmp/sf-inc'),
    );
    expect(readBuildOptions({INCREMENTAL: '0'}).incrementalDir).toBeNull();
    // A clean build still knows where the manifests are, to forget its own.
    expect(readBuildOptions({INCREMENTAL: '0', INCREMENTAL_DIR: '/tmp/sf-inc'}).manifestDir).toBe(
      path.resolve('/tmp/sf-inc'),
    );
    expect(() => readBuildOptions({INCREMENTAL: 'no'})).toThrow('INCREMENTAL must be 1 or 0');
  });

  it('keeps bundles beside the image cache unless BUNDLE_CACHE_DIR or BUNDLE_CACHE=0 (decision 032)', () => {
    expect(readBuildOptions({}).bundleCacheDir).toBe(
      path.join(REPO_ROOT, 'node_modules/.cache/schaufenster-bundles'),
    );
    expect(readBuildOptions({IMAGE_CACHE_DIR: '/tmp/sf/images'}).bundleCacheDir).toBe(
      '/tmp/sf/schaufenster-bundles',
    );
    expect(readBuildOptions({BUNDLE_CACHE_DIR: '/tmp/sf-bundles'}).bundleCacheDir).toBe(
      '/tmp/sf-bundles',
    );
    expect(readBuildOptions({BUNDLE_CACHE: '0'}).bundleCacheDir).toBeNull();
    expect(() => readBuildOptions({BUNDLE_CACHE: 'off'})).toThrow('BUNDLE_CACHE must be 1 or 0');
  });

  it('reads STRICT_CONTENT as 1/true or 0/false, off by default (decision 029)', () => {
    expect(readBuildOptions({}).strictContent).toBe(false);
    expect(readBuildOptions({STRICT_CONTENT: '1'}).strictContent).toBe(true);
    expect(readBuildOptions({STRICT_CONTENT: 'true'}).strictContent).toBe(true);
    expect(readBuildOptions({STRICT_CONTENT: '0'}).strictContent).toBe(false);
    expect(() => readBuildOptions({STRICT_CONTENT: 'yes'})).toThrow(
      'STRICT_CONTENT must be 1 or 0, got "yes"',
    );
  });

  it('reads CONTENT_REPORT as a path, null by default (decision 029)', () => {
    expect(readBuildOptions({}).contentReport).toBeNull();
    expect(readBuildOptions({CONTENT_REPORT: '/tmp/report.json'}).contentReport).toBe(
      '/tmp/report.json',
    );
  });

  it('reads PAYMENTS_STANDIN_URL and PAYMENTS_MODE, test by default, never live with stand-ins', () => {
    expect(readBuildOptions({}).settings).toMatchObject({
      paymentsStandinUrl: null,
      paymentsMode: 'test',
    });
    expect(
      readBuildOptions({PAYMENTS_STANDIN_URL: 'http://localhost:4176/', PAYMENTS_MODE: 'TEST'})
        .settings,
    ).toMatchObject({paymentsStandinUrl: 'http://localhost:4176', paymentsMode: 'test'});
    expect(readBuildOptions({PAYMENTS_MODE: 'live'}).settings.paymentsMode).toBe('live');
    expect(() => readBuildOptions({PAYMENTS_MODE: 'sandbox'})).toThrow('PAYMENTS_MODE');
    expect(() =>
      readBuildOptions({PAYMENTS_MODE: 'live', PAYMENTS_STANDIN_URL: 'http://localhost:4176'}),
    ).toThrow('PAYMENTS_STANDIN_URL');
    expect(() => readBuildOptions({PAYMENTS_STANDIN_URL: 'localhost:4176'})).toThrow(
      'PAYMENTS_STANDIN_URL',
    );
  });

  it('reads PUBLISH_UPSTREAM as an http(s) origin, the publish server on this host by default', () => {
    expect(readBuildOptions({}).publishUpstream).toBe('http://127.0.0.1:4175');
    expect(
      readBuildOptions({PUBLISH_UPSTREAM: 'https://publish.internal:8443/'}).publishUpstream,
    ).toBe('https://publish.internal:8443');
    for (const wrong of ['127.0.0.1:4175', 'ftp://host', 'http://host/publish', 'http://a@host']) {
      expect(() => readBuildOptions({PUBLISH_UPSTREAM: wrong}), wrong).toThrow(
        /^PUBLISH_UPSTREAM must be an http\(s\) origin without a path/,
      );
    }
  });

  it('reads ORDER_UPSTREAM as an http(s) origin, the order service on this host by default', () => {
    expect(readBuildOptions({}).orderUpstream).toBe('http://127.0.0.1:4174');
    expect(readBuildOptions({ORDER_UPSTREAM: 'http://10.0.0.7:8080/'}).orderUpstream).toBe(
      'http://10.0.0.7:8080',
    );
    for (const wrong of ['127.0.0.1:4174', 'http://host/ecom', 'unix:/run/orders.sock']) {
      expect(() => readBuildOptions({ORDER_UPSTREAM: wrong}), wrong).toThrow(
        /^ORDER_UPSTREAM must be an http\(s\) origin without a path, e\.g\. http:\/\/127\.0\.0\.1:4174/,
      );
    }
  });

  it("sends /login to ADMIN_PORTAL_URL, else in a Directus build to Directus's app", () => {
    const directus = {
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: 'http://127.0.0.1:8055/',
      DIRECTUS_TOKEN: 'token',
      SITE_DOMAIN: 'shop.example.de',
    };
    const portal = (env: Record<string, string>) => readBuildOptions(env).settings.adminPortalUrl;
    expect(portal({})).toBeNull();
    expect(portal({ADMIN_PORTAL_URL: 'https://admin.example.com'})).toBe(
      'https://admin.example.com',
    );
    expect(portal(directus)).toBe('http://127.0.0.1:8055/admin');
    // The address browsers use, when the build reaches Directus at another one.
    expect(portal({...directus, CONTENT_API_URL: 'https://cms.example.de/'})).toBe(
      'https://cms.example.de/admin',
    );
    expect(portal({...directus, ADMIN_PORTAL_URL: 'https://admin.example.com'})).toBe(
      'https://admin.example.com',
    );
  });

  it('reads Matomo only as MATOMO_URL with MATOMO_SITE_ID (decision 012)', () => {
    expect(readBuildOptions({}).settings).toMatchObject({matomoUrl: null, matomoSiteId: null});
    const options = readBuildOptions({
      MATOMO_URL: 'https://stats.example.de/',
      MATOMO_SITE_ID: '7',
    });
    expect(options.settings).toMatchObject({
      matomoUrl: 'https://stats.example.de/',
      matomoSiteId: '7',
    });
    expect(() => readBuildOptions({MATOMO_URL: 'https://stats.example.de/'})).toThrow(
      'MATOMO_SITE_ID',
    );
    // The opt-out frame only with Matomo itself, and only from MATOMO_OPT_OUT_URL (decision 076).
    const optOut = 'https://stats.example.de/index.php?module=CoreAdminHome&action=optOut';
    expect(readBuildOptions({}).settings.matomoOptOutUrl).toBeNull();
    expect(readBuildOptions({MATOMO_OPT_OUT_URL: optOut}).settings.matomoOptOutUrl).toBeNull();
    expect(options.settings.matomoOptOutUrl).toBeNull();
    expect(
      readBuildOptions({
        MATOMO_URL: 'https://stats.example.de/',
        MATOMO_SITE_ID: '7',
        MATOMO_OPT_OUT_URL: optOut,
      }).settings.matomoOptOutUrl,
    ).toBe(optOut);
    expect(() => readBuildOptions({MATOMO_URL: 'stats', MATOMO_SITE_ID: '7'})).toThrow(
      'MATOMO_URL',
    );
  });

  it('rejects bad values by name', () => {
    expect(() => readBuildOptions({SITE_URL: 'example.de'})).toThrow('SITE_URL');
    expect(() => readBuildOptions({BUILD_WORKERS: 'two'})).toThrow('BUILD_WORKERS');
    expect(() => readBuildOptions({RETAILER: '../etc'})).toThrow('RETAILER');
  });
});

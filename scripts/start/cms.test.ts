import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';
import {
  cmsDataDirOf,
  cmsEnv,
  cmsStepLabel,
  cmsSummary,
  directusBuildEnv,
  directusServiceEnv,
  loginOf,
  otherRetailerNote,
  parseStartArgs,
  readyOf,
  type CmsLogin,
  type CmsReady,
} from './cms.ts';

const LOGIN: CmsLogin = {
  adminEmail: 'admin@example.com',
  adminPassword: 'admin-pw',
  adminToken: 'admin-token',
  ownerEmail: 'inhaber@example.com',
  ownerPassword: 'owner-pw',
  serviceToken: 'service-token',
};
const READY: CmsReady = {
  url: 'http://127.0.0.1:8055',
  pid: 42,
  dataDir: '/repo/cms/.data',
  domain: 'juwelier-morgenstern.example',
};

describe('npm start arguments', () => {
  it('knows --cms and --help, and nothing else', () => {
    expect(parseStartArgs([])).toEqual({cms: false, help: false});
    expect(parseStartArgs(['--cms'])).toEqual({cms: true, help: false});
    expect(parseStartArgs(['--help'])).toEqual({cms: false, help: true});
    expect(() => parseStartArgs(['--cmd'])).toThrow(/--cmd[\s\S]*Usage: npm start/);
    expect(() => parseStartArgs(['cms'])).toThrow(/Usage/);
  });
});

describe('reading what npm run cms announces and keeps', () => {
  it('reads the ready line and ignores every other line', () => {
    const line = JSON.stringify({cmsReady: READY});
    expect(readyOf(line)).toEqual(READY);
    expect(readyOf('[cms] schema applied')).toBeNull();
    expect(readyOf('{"cmsReady":{"url":"http://x"}}')).toBeNull();
    expect(readyOf('{"cmsReady": broken')).toBeNull();
  });

  it('takes the six logins of secrets.json and names a missing one', () => {
    expect(loginOf({...LOGIN, key: 'k', secret: 's'})).toEqual(LOGIN);
    const {serviceToken: _omitted, ...older} = LOGIN;
    expect(() => loginOf(older)).toThrow(/no serviceToken/);
    expect(() => loginOf(null)).toThrow(/no adminEmail/);
  });

  it('finds the data folder like the CLI does', () => {
    expect(cmsDataDirOf({})).toBe(path.join(REPO_ROOT, 'cms/.data'));
    expect(cmsDataDirOf({CMS_DATA_DIR: ' /tmp/cms '})).toBe('/tmp/cms');
    expect(cmsDataDirOf({CMS_DATA_DIR: 'other'})).toBe(path.join(REPO_ROOT, 'other'));
  });
});

describe('wiring Directus and the order service', () => {
  it("hands the CLI the Flows' target and never the site's PORT", () => {
    const base = {PORT: '4173', RETAILER: 'optik-klarblick', ORDER_SERVICE_URL: 'http://old'};
    const wiring = {serviceUrl: 'http://127.0.0.1:4174', ownerToken: 'owner-token'};
    expect(cmsEnv(base, wiring)).toEqual({
      RETAILER: 'optik-klarblick',
      ORDER_SERVICE_URL: 'http://127.0.0.1:4174',
      ORDER_OWNER_TOKEN: 'owner-token',
    });
    expect(cmsEnv(base, {...wiring, port: 8100}).PORT).toBe('8100');
    expect(base.PORT).toBe('4173');
    const publishing = {
      ...wiring,
      publishWebhookUrl: 'http://127.0.0.1:4175/publish',
      publishSecret: 'publish-secret',
    };
    expect(cmsEnv(base, publishing)).toMatchObject({
      PUBLISH_WEBHOOK_URL: 'http://127.0.0.1:4175/publish',
      PUBLISH_SECRET: 'publish-secret',
    });
  });

  it('builds from Directus with the admin token and lets /login lead to its app', () => {
    expect(directusBuildEnv({ready: READY, login: LOGIN})).toEqual({
      CONTENT_SOURCE: 'directus',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_TOKEN: 'admin-token',
      SITE_DOMAIN: 'juwelier-morgenstern.example',
      ADMIN_PORTAL_URL: 'http://127.0.0.1:8055/admin',
    });
  });

  it("gives the service Directus's URL and the service user's token", () => {
    expect(directusServiceEnv({ready: READY, login: LOGIN})).toEqual({
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_SERVICE_TOKEN: 'service-token',
    });
  });
});

describe('what npm start -- --cms prints', () => {
  it('says when a first run takes minutes', () => {
    expect(cmsStepLabel(false, false, 'juwelier-morgenstern')).toMatch(/first run: a few minutes/);
    expect(cmsStepLabel(true, false, 'juwelier-morgenstern')).toMatch(
      /seeding juwelier-morgenstern \(first run/,
    );
    expect(cmsStepLabel(true, true, 'juwelier-morgenstern')).toBe('Starting Directus');
  });

  it('notes a data folder seeded with another retailer', () => {
    expect(otherRetailerNote('juwelier-morgenstern', READY, 'cms/.data')).toBe('');
    expect(otherRetailerNote('optik-klarblick', READY, 'cms/.data')).toBe(
      'cms/.data holds juwelier-morgenstern.example, not optik-klarblick: ' +
        'delete it to seed optik-klarblick',
    );
  });

  it("ends with the admin URL, the owner's and the admin's login", () => {
    const lines = cmsSummary(
      {ready: READY, login: LOGIN},
      {dataDir: 'cms/.data', logFile: '.data/logs/cms.log'},
    );
    expect(lines[0]).toBe("✓ The owner's back office (Directus): http://127.0.0.1:8055/admin");
    expect(lines[1]).toContain('owner: inhaber@example.com / owner-pw');
    expect(lines[2]).toContain('admin: admin@example.com / admin-pw');
    expect(lines.join('\n')).toContain('.data/logs/cms.log');
  });
});

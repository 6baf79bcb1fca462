// The publish server's settings: defaults, a secret long enough, variables that go in pairs, and
// the owner's role to notify.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPO_ROOT} from '../build/options.ts';
import {DEFAULT_NOTIFY_ROLE} from './notify.ts';
import {readPublishConfig} from './options.ts';

const SECRET = 'x'.repeat(32);

describe('readPublishConfig', () => {
  it('has the documented defaults', () => {
    expect(readPublishConfig({})).toEqual({
      secret: null,
      port: 4175,
      host: '127.0.0.1',
      publishDir: path.join(REPO_ROOT, '.data/publish'),
      keep: 5,
      debounceMs: 500,
      orderService: null,
      notify: null,
      buildEnv: {PUBLISH_UPSTREAM: 'http://127.0.0.1:4175'},
    });
  });

  it('points the host configs of its builds at its own port unless PUBLISH_UPSTREAM is set', () => {
    const upstream = (env: Record<string, string>) =>
      readPublishConfig(env).buildEnv.PUBLISH_UPSTREAM;
    expect(upstream({PUBLISH_PORT: '4999', RETAILER: 'x'})).toBe('http://127.0.0.1:4999');
    expect(upstream({PUBLISH_HOST: '0.0.0.0', PUBLISH_PORT: '4999'})).toBe('http://127.0.0.1:4999');
    expect(upstream({PUBLISH_HOST: '::1'})).toBe('http://[::1]:4175');
    expect(upstream({PUBLISH_UPSTREAM: 'http://10.0.0.2:80'})).toBe('http://10.0.0.2:80');
    expect(readPublishConfig({RETAILER: 'x'}).buildEnv.RETAILER).toBe('x');
  });

  it('reads the service, Directus and the role to notify', () => {
    const config = readPublishConfig({
      PUBLISH_SECRET: SECRET,
      ORDER_SERVICE_URL: 'http://127.0.0.1:4174',
      ORDER_OWNER_TOKEN: 'owner',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      DIRECTUS_TOKEN: 'directus',
    });
    expect(config.secret).toBe(SECRET);
    expect(config.orderService).toEqual({url: 'http://127.0.0.1:4174', token: 'owner'});
    expect(config.notify).toEqual({
      url: 'http://127.0.0.1:8055',
      token: 'directus',
      role: DEFAULT_NOTIFY_ROLE,
    });
    expect(
      readPublishConfig({DIRECTUS_URL: 'http://d', DIRECTUS_TOKEN: 't', PUBLISH_NOTIFY_ROLE: 'r'})
        .notify?.role,
    ).toBe('r');
  });

  it('refuses a short secret, a lone service variable and numbers out of range', () => {
    expect(() => readPublishConfig({PUBLISH_SECRET: 'short'})).toThrow(/at least 32/);
    expect(() => readPublishConfig({ORDER_SERVICE_URL: 'http://127.0.0.1:4174'})).toThrow(
      /go together/,
    );
    expect(() => readPublishConfig({PUBLISH_KEEP: '1'})).toThrow(/PUBLISH_KEEP/);
    expect(() => readPublishConfig({PUBLISH_PORT: 'eighty'})).toThrow(/PUBLISH_PORT/);
  });

  it("notifies the back office's owner role by default (a copy: packages do not import cms/)", () => {
    const ids = readFileSync(path.join(REPO_ROOT, 'cms/src/back-office-ids.ts'), 'utf8');
    expect(/OWNER_ROLE_ID = '([0-9a-f-]+)'/.exec(ids)?.[1]).toBe(DEFAULT_NOTIFY_ROLE);
  });
});

// CONTENT_SOURCE=directus in the build (decision 019): options, loading with images, and failing
// fast, before anything is written, when Directus is unreachable or misconfigured.
import {existsSync} from 'node:fs';
import {cp, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {createFixtureSource} from '@schaufenster/core/node';
import {directusContentHandlers} from '@schaufenster/fixtures/handlers';
import {rawRetailers} from '@schaufenster/fixtures';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {runBuild} from './build.ts';
import {readDirectusOptions} from './contentOptions.ts';
import {loadContent} from './contentSource.ts';
import {readBuildOptions, REPO_ROOT} from './options.ts';

const CMS = 'https://cms.example.test';
const TOKEN = 'build-token';
const JEWELLER = path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern');
const DOMAIN = 'juwelier-morgenstern.example';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'bypass'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DIRECTUS_ENV = {
  CONTENT_SOURCE: 'directus',
  DIRECTUS_URL: `${CMS}/`,
  SITE_DOMAIN: DOMAIN,
  DIRECTUS_TOKEN: TOKEN,
};

describe('CONTENT_SOURCE options', () => {
  it('reads fixture files unless CONTENT_SOURCE=directus', () => {
    expect(readDirectusOptions({})).toBeNull();
    expect(readDirectusOptions({CONTENT_SOURCE: 'fixtures'})).toBeNull();
    expect(readBuildOptions({}).directus).toBeNull();
  });

  it('reads DIRECTUS_URL, SITE_DOMAIN and a token or a login', () => {
    expect(readDirectusOptions(DIRECTUS_ENV)).toEqual({
      url: CMS,
      domain: DOMAIN,
      token: TOKEN,
      login: null,
    });
    const login = {...DIRECTUS_ENV, DIRECTUS_TOKEN: '', DIRECTUS_EMAIL: 'a@b.de'};
    expect(readDirectusOptions({...login, DIRECTUS_PASSWORD: 'pw'})?.login).toEqual({
      email: 'a@b.de',
      password: 'pw',
    });
    const options = readBuildOptions(DIRECTUS_ENV);
    expect(options.directus?.domain).toBe(DOMAIN);
    expect(options.retailer).toBe(DOMAIN);
  });

  it('names what is missing or wrong', () => {
    const without = (name: string) =>
      Object.fromEntries(Object.entries(DIRECTUS_ENV).filter(([key]) => key !== name));
    expect(() => readDirectusOptions(without('DIRECTUS_URL'))).toThrow(
      'CONTENT_SOURCE=directus needs DIRECTUS_URL',
    );
    expect(() => readDirectusOptions(without('SITE_DOMAIN'))).toThrow(
      'CONTENT_SOURCE=directus needs SITE_DOMAIN',
    );
    expect(() => readDirectusOptions(without('DIRECTUS_TOKEN'))).toThrow(
      'needs DIRECTUS_TOKEN or DIRECTUS_EMAIL',
    );
    expect(() => readDirectusOptions({...DIRECTUS_ENV, DIRECTUS_EMAIL: 'a@b.de'})).toThrow(
      'not both',
    );
    expect(() =>
      readDirectusOptions({...without('DIRECTUS_TOKEN'), DIRECTUS_EMAIL: 'a@b.de'}),
    ).toThrow('DIRECTUS_EMAIL needs DIRECTUS_PASSWORD');
    expect(() => readDirectusOptions({...DIRECTUS_ENV, DIRECTUS_URL: 'cms.example'})).toThrow(
      'DIRECTUS_URL must be an absolute http(s) URL',
    );
    expect(() => readDirectusOptions({...DIRECTUS_ENV, SITE_DOMAIN: 'https://x.de/'})).toThrow(
      'SITE_DOMAIN must be a domain',
    );
    expect(() => readDirectusOptions({CONTENT_SOURCE: 'cms'})).toThrow(
      'CONTENT_SOURCE must be "fixtures" or "directus", got "cms"',
    );
  });
});

describe('loadContent', () => {
  it('reads the fixture folder when no Directus is set', async () => {
    const content = await loadContent({contentDir: JEWELLER, directus: null});
    expect(content.contentDir).toBe(JEWELLER);
    expect(content.site).toEqual(await createFixtureSource(JEWELLER).load());
    expect(content.report.skipped).toEqual([]);
  });

  it('skips a bad list record with one warning, or fails under STRICT_CONTENT (decision 029)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sf-skip-'));
    try {
      await cp(JEWELLER, dir, {recursive: true, filter: (from) => !from.includes('images')});
      const brands = JSON.parse(await readFile(path.join(dir, 'brand.json'), 'utf8')) as {
        id: number;
        slug: string;
      }[];
      brands[0]!.slug = 'Not A Slug';
      await writeFile(path.join(dir, 'brand.json'), JSON.stringify(brands));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const content = await loadContent({contentDir: dir, directus: null});
      expect(content.site.brands.map((brand) => brand.id)).not.toContain(brands[0]!.id);
      expect(warn.mock.calls).toEqual([
        [
          `Skipped content in collection "brand", id "${brands[0]!.id}", field "slug": expected lower-case slug`,
        ],
      ]);
      await expect(
        loadContent({contentDir: dir, directus: null, strictContent: true}),
      ).rejects.toThrow(
        'STRICT_CONTENT=1 and 1 content warning(s), first: Skipped content in collection "brand"',
      );
    } finally {
      vi.restoreAllMocks();
      await rm(dir, {recursive: true, force: true});
    }
  });

  it('reads Directus (login) into the same content, its images into a temporary folder', async () => {
    server.use(
      ...directusContentHandlers(rawRetailers['juwelier-morgenstern'], {
        token: TOKEN,
        login: {email: 'build@example.com', password: 'pw'},
        asset: async (id) => {
          const file = imageFiles.get(id);
          if (file === undefined) return null;
          return {body: await readFile(path.join(JEWELLER, 'images', file)), type: 'image/svg+xml'};
        },
      }),
    );
    const imageFiles = await imagesById();
    const content = await loadContent({
      contentDir: '/nowhere',
      directus: {
        url: CMS,
        domain: DOMAIN,
        token: null,
        login: {email: 'build@example.com', password: 'pw'},
      },
    });
    try {
      expect(content.site).toEqual(await createFixtureSource(JEWELLER).load());
      const fetched = (await readdir(path.join(content.contentDir, 'images'))).sort();
      expect(fetched).toEqual([...new Set(imageFiles.values())].sort());
      for (const name of fetched) {
        expect(await readFile(path.join(content.contentDir, 'images', name))).toEqual(
          await readFile(path.join(JEWELLER, 'images', name)),
        );
      }
    } finally {
      await content.dispose();
    }
    expect(existsSync(content.contentDir)).toBe(false);
  });

  it('names Directus and the server’s message for a wrong token', async () => {
    server.use(...directusContentHandlers(rawRetailers['juwelier-morgenstern'], {token: TOKEN}));
    await expect(
      loadContent({
        contentDir: '/nowhere',
        directus: {url: CMS, domain: DOMAIN, token: 'wrong', login: null},
      }),
    ).rejects.toThrow(
      `Could not load content from Directus at ${CMS}: Invalid user credentials. (code 401) on GET /items/`,
    );
  });

  it('names the configured domain when the CMS holds another project', async () => {
    server.use(...directusContentHandlers(rawRetailers['optik-klarblick'], {token: TOKEN}));
    await expect(
      loadContent({
        contentDir: '/nowhere',
        directus: {url: CMS, domain: DOMAIN, token: TOKEN, login: null},
      }),
    ).rejects.toThrow(`expected the configured project domain "${DOMAIN}"`);
  });
});

describe('a build against an unreachable Directus', () => {
  it('fails fast with a clear message and writes nothing', async () => {
    const port = await closedPort();
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-directus-build-'));
    try {
      const options = readBuildOptions({
        ...DIRECTUS_ENV,
        DIRECTUS_URL: `http://127.0.0.1:${port}`,
        OUT_DIR: path.join(tmp, 'dist'),
        IMAGE_CACHE_DIR: path.join(tmp, 'cache'),
      });
      const started = performance.now();
      const error: unknown = await runBuild({...options, report: false}).catch(
        (caught: unknown) => caught,
      );
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^Could not load content from Directus at http://127\\.0\\.0\\.1:${port}: Network error \\(code -1\\) on GET /server/ping – .*ECONNREFUSED`,
        ),
      );
      expect(await readdir(tmp)).toEqual([]);
    } finally {
      await rm(tmp, {recursive: true, force: true});
    }
  });
});

/** Image file names by asset id, from the jeweller's content. */
async function imagesById(): Promise<Map<string, string>> {
  const site = await createFixtureSource(JEWELLER).load();
  const byId = new Map<string, string>();
  JSON.stringify(site, (_key, value: unknown) => {
    if (value !== null && typeof value === 'object' && 'filename_download' in value) {
      const image = value as {id: string; filename_download: string};
      byId.set(image.id, image.filename_download.trim().toLowerCase());
    }
    return value;
  });
  return byId;
}

/** A loopback port nothing listens on (bound once, then closed). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

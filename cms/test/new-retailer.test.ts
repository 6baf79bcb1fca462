// `npm run new-retailer -- --cms` (decision 041): the generated retailer goes into a fresh
// Directus through seed.ts (CONTENT_DIR) and reads back, through core's Directus source, as the
// same content the generated files give; the site builds from it with STRICT_CONTENT.
import {execFile} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createDirectusClient, createDirectusSource} from '@schaufenster/core/directus';
import {createFixtureSource} from '@schaufenster/core/node';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {isInstalled} from '../src/install.ts';
import {startTempDirectus, type TempDirectus} from '../src/instance.ts';
import {REPO_ROOT} from '../src/paths.ts';
import {applySnapshot} from '../src/schema.ts';
import {jsonDiff} from './compare.ts';
import {buildSite} from './site-build.ts';

const CLI = path.join(REPO_ROOT, 'scripts/new-retailer/cli.ts');
const NAME = 'uhren-neu';
const FLAGS = ['--yes', '--name', NAME, '--type', 'watchmaker', '--shop', '--languages', 'de,en'];

function newRetailer(args: string[], env: Record<string, string>) {
  return new Promise<{code: number; stdout: string; stderr: string}>((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      {env: {...process.env, ...env}},
      (error, stdout, stderr) =>
        resolve({code: error ? Number(error.code ?? 1) : 0, stdout, stderr}),
    );
  });
}

describe('a new retailer seeded into Directus', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sf-new-retailer-cms-'));
  let directus: TempDirectus | undefined;
  let env: Record<string, string>;
  let seeded: {code: number; stdout: string; stderr: string};

  beforeAll(async () => {
    if (!isInstalled()) throw new Error('cms/node_modules is missing: run `npm run test:cms`');
    directus = await startTempDirectus('sf-new-retailer-');
    await applySnapshot(directus.rest);
    env = {DIRECTUS_URL: directus.server.url, DIRECTUS_TOKEN: directus.config.adminToken};
    seeded = await newRetailer(['--cms', ...FLAGS], env);
  });

  afterAll(async () => {
    await directus?.dispose();
    rmSync(root, {recursive: true, force: true});
  });

  it('seeds through seed.ts and writes no files', () => {
    expect(seeded.stderr).toBe('');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain(`Seeded ${NAME} into ${env.DIRECTUS_URL}`);
    expect(readdirSync(path.join(REPO_ROOT, 'fixtures/retailers'))).not.toContain(NAME);
  });

  it('reads back as the files the same flags write', async () => {
    const files = await newRetailer([...FLAGS, '--dir', root], {});
    expect(files.code).toBe(0);
    const expected = await createFixtureSource(path.join(root, NAME)).load();
    const client = createDirectusClient({
      url: env.DIRECTUS_URL ?? '',
      project: `${NAME}.example`,
      token: env.DIRECTUS_TOKEN,
    });
    try {
      const {site, report} = await createDirectusSource({client}).loadWithReport();
      expect(report.skipped).toEqual([]);
      expect(report.warnings).toEqual([]);
      expect(jsonDiff(expected, site)).toEqual([]);
    } finally {
      client.close();
    }
  });

  it('builds from Directus without a content warning', async () => {
    await buildSite(path.join(root, 'out'), {
      ...env,
      CONTENT_SOURCE: 'directus',
      SITE_DOMAIN: `${NAME}.example`,
      STRICT_CONTENT: '1',
      INCREMENTAL: '0',
    });
    expect(readdirSync(path.join(root, 'out', 'uhren'))).toContain('index.html');
  });

  it('refuses a Directus that already holds content, naming it', async () => {
    const again = await newRetailer(['--cms', ...FLAGS], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${env.DIRECTUS_URL} already holds content`);
  });
});

// `--cms`: the generated retailer goes into a Directus instead of fixture files (decision 041),
// through the seeding code `npm run cms` uses (cms/src/seed.ts, run as its own process: nothing
// imports cms/). The files are written to a temporary folder that seed.ts reads as CONTENT_DIR.
import {execFile} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {GeneratedRetailer} from './content.ts';
import {writeFiles} from './write.ts';

/** Where the Directus is and the admin token to seed it with. */
export interface DirectusTarget {
  url: string;
  token: string;
}

const DEFAULT_URL = 'http://127.0.0.1:8055';

/**
 * The Directus to seed: DIRECTUS_URL (default the local one of `npm run cms`) and DIRECTUS_TOKEN,
 * else the admin token `npm run cms` keeps in its data folder (CMS_DATA_DIR, default cms/.data).
 */
export function directusTarget(env: NodeJS.ProcessEnv, repoRoot: string): DirectusTarget {
  const url = (env.DIRECTUS_URL ?? DEFAULT_URL).replace(/\/+$/, '');
  if (env.DIRECTUS_TOKEN) return {url, token: env.DIRECTUS_TOKEN};
  const secrets = path.join(
    path.resolve(repoRoot, env.CMS_DATA_DIR ?? 'cms/.data'),
    'secrets.json',
  );
  if (!existsSync(secrets)) {
    throw new Error(
      `--cms: set DIRECTUS_TOKEN (an admin token), or start the local Directus once with \`npm run cms\` (${secrets} is missing)`,
    );
  }
  const {adminToken} = JSON.parse(readFileSync(secrets, 'utf8')) as {adminToken?: string};
  if (!adminToken) throw new Error(`--cms: ${secrets} has no adminToken`);
  return {url, token: adminToken};
}

/** Seeds `retailer` into the (empty) Directus at `target`; `log` gets seed.ts's output. */
export async function seedDirectus(
  name: string,
  retailer: GeneratedRetailer,
  target: DirectusTarget,
  repoRoot: string,
  log: (text: string) => void,
): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sf-new-retailer-'));
  try {
    const dir = path.join(root, name);
    await mkdir(dir);
    await writeFiles(dir, retailer);
    const seed = path.join(repoRoot, 'cms/src/seed.ts');
    const env = {
      ...process.env,
      CONTENT_DIR: dir,
      DIRECTUS_URL: target.url,
      DIRECTUS_TOKEN: target.token,
    };
    await new Promise<void>((resolve, reject) => {
      execFile(process.execPath, [seed], {env}, (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`.trim();
        if (output !== '') log(output);
        if (error)
          reject(new Error(`Seeding ${target.url} failed: ${errorLine(stderr) || error.message}`));
        else resolve();
      });
    });
  } finally {
    await rm(root, {recursive: true, force: true});
  }
}

// The thrown error's own line (`Error: …`) of Node's report on stderr.
function errorLine(text: string): string {
  return (
    text
      .split('\n')
      .find((line) => /^[A-Za-z]*Error\b/.test(line.trim()))
      ?.trim() ?? ''
  );
}

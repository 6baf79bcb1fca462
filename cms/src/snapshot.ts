// `npm run cms:snapshot`: regenerates cms/schema/snapshot.json from model.ts. It creates the model
// in a throw-away Directus through the API and saves that server's own /schema/snapshot, so the
// file is exactly what `directus schema apply` expects from this Directus version (decision 020).
import {execFileSync} from 'node:child_process';
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createSchema} from './create-schema.ts';
import {ensureInstalled} from './install.ts';
import {startTempDirectus} from './instance.ts';
import {REPO_ROOT, SNAPSHOT_FILE} from './paths.ts';

const log = (message: string) => console.info(`[cms] ${message}`);

ensureInstalled(log);
const directus = await startTempDirectus('sf-snapshot-');
try {
  await createSchema(directus.rest, log);
  const snapshot = await directus.rest.request('GET', '/schema/snapshot');
  writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
  const prettier = path.join(REPO_ROOT, 'node_modules/.bin/prettier');
  if (existsSync(prettier)) execFileSync(prettier, ['--write', '--log-level=warn', SNAPSHOT_FILE]);
  log(`wrote ${path.relative(REPO_ROOT, SNAPSHOT_FILE)}`);
} finally {
  await directus.dispose();
}

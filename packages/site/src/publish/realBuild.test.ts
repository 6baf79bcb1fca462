// The publish server with the real build of the smallest fixture retailer (uhrmacher-lindenhof):
// two publishes into one work folder, the second incremental after an edit. The first release
// keeps every byte it had, though the second build replaced some of its files in the work
// folder: the build only renames new files over old ones (build/incremental/publish.ts,
// build/files.ts), and a release holds hard links to the old ones.
import {cp, mkdtemp, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {REPO_ROOT} from '../build/options.ts';
import {createLogger, logFile} from './log.ts';
import {publishOnce, type PublishOptions} from './publishOnce.ts';
import {currentDir, releasesDir} from './releases.ts';

const FIXTURE = path.join(REPO_ROOT, 'fixtures/retailers/uhrmacher-lindenhof');

let tmp = '';
let options: PublishOptions;

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-publish-real-'));
  const content = path.join(tmp, 'content');
  await cp(FIXTURE, content, {recursive: true});
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
  );
  const publishDir = path.join(tmp, 'publish');
  options = {
    publishDir,
    log: createLogger(publishDir, () => undefined),
    env: {
      ...env,
      NODE_ENV: 'production',
      RETAILER: 'uhrmacher-lindenhof',
      CONTENT_DIR: content,
      SITE_URL: 'https://uhrmacher.example.de',
      INCREMENTAL_DIR: path.join(tmp, 'manifests'),
      BUILD_WORKERS: '1',
    },
  };
});

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

/** The counts of a build's last line in the log: `(build …; 29 pages rendered, 0 reused)`. */
async function lastBuild(): Promise<{rendered: number; reused: number}> {
  const entries = (await readFile(logFile(options.publishDir), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as {event: string; summary?: string});
  const summary = entries.findLast((entry) => entry.event === 'build-done')?.summary ?? '';
  const match = /(\d+) pages rendered, (\d+) reused\)$/.exec(summary);
  return {rendered: Number(match?.[1] ?? -1), reused: Number(match?.[2] ?? -1)};
}

const inodeOf = async (file: string) => (await stat(file)).ino;

describe('publishing the real build', () => {
  it('keeps each release byte for byte while later builds replace files in the work folder', async () => {
    const first = await publishOnce(options);
    expect(first.ok, first.error).toBe(true);
    const firstDir = path.join(releasesDir(options.publishDir), first.releaseId ?? '');
    const firstFiles = await filesOf(firstDir);
    expect(firstFiles.has('index.html')).toBe(true);

    // An edit of the content every page shows (the imprint's executive, in the shell): the
    // build renders every page and puts its output in place of the work folder.
    const companyFile = path.join(options.env?.CONTENT_DIR ?? '', 'company.json');
    const company = await readFile(companyFile, 'utf8');
    await writeFile(companyFile, company.replace("Seán O'Brien", 'Seán Lindenhof'));
    const second = await publishOnce(options);
    expect(second.ok, second.error).toBe(true);
    expect(await filesOf(firstDir)).toEqual(firstFiles);
    const served = await filesOf(currentDir(options.publishDir));
    const changed = [...served].filter(([file, bytes]) => !firstFiles.get(file)?.equals(bytes));
    expect(changed.some(([, bytes]) => bytes.includes('Seán Lindenhof'))).toBe(true);

    // No edit: the build finds its manifest for the same work folder and keeps every page; it
    // renames the site-wide files it writes anew over the work folder's. The release made
    // before keeps its own (other inodes, same bytes).
    const secondDir = path.join(releasesDir(options.publishDir), second.releaseId ?? '');
    const secondFiles = await filesOf(secondDir);
    const third = await publishOnce(options);
    expect(third.ok, third.error).toBe(true);
    const {rendered, reused} = await lastBuild();
    expect(rendered).toBe(0);
    expect(reused).toBeGreaterThan(20);
    expect(await filesOf(secondDir)).toEqual(secondFiles);
    const work = path.join(options.publishDir, 'work');
    const moved = [];
    for (const file of ['_headers', 'index.html']) {
      moved.push(
        (await inodeOf(path.join(secondDir, file))) !== (await inodeOf(path.join(work, file))),
      );
    }
    // `_headers` is written by every build and renamed in; the kept home page is untouched.
    expect(moved).toEqual([true, false]);
    console.info(
      `Real publishes: ${first.ms}, ${second.ms}, ${third.ms} ms ` +
        `(last: build ${third.buildMs}, switch ${third.switchMs})`,
    );
  }, 180_000);
});

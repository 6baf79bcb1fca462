// Valid HTML: every built page of every fixture retailer passes html-validate's "standard" preset
// (the HTML standard's content models, attributes and nesting; no style rules) and the W3C Nu
// checker (vnu-jar), which knows more of the standard (attributes per element, a required
// select's placeholder), with zero errors. Reads the files the global setup built; the third
// retailer, which no browser test visits, is built here. No browser.
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {HtmlValidate, type Message} from 'html-validate';
import {beforeAll, describe, expect, it} from 'vitest';
import {contentReportFile} from '../../packages/site/src/build/contentReport.ts';
import {buildSite} from '../../scripts/start/buildSite.ts';
import {checkWithNu, javaInstalled, type NuMessage} from './support/nuChecker.ts';
import {JEWELLER, RETAILERS, site} from './support/sites.ts';

/** The fixture retailer with a stock CMS's oddities (decision 029): only built for this file. */
const LINDENHOF = 'uhrmacher-lindenhof';
const ALL_RETAILERS = [...RETAILERS, LINDENHOF];
/** Each retailer's build folder. */
const outDirs = new Map<string, string>();

const validator = new HtmlValidate({extends: ['html-validate:standard']});

const hasJava = javaInstalled();
if (!hasJava) {
  console.warn(
    'html.e2e.ts: java is missing, the W3C Nu checker is skipped ' +
      "(install Debian's default-jre-headless, or run npm test as root to have it installed)",
  );
}

beforeAll(async () => {
  for (const retailer of RETAILERS) outDirs.set(retailer, site(retailer).outDir);
  // Beside the other builds, with the tools that add markup only when configured.
  const outDir = path.join(path.dirname(site(JEWELLER).outDir), LINDENHOF);
  await buildSite({
    retailer: LINDENHOF,
    outDir,
    quiet: true,
    env: {
      MATOMO_URL: 'https://matomo.e2e.invalid/',
      MATOMO_SITE_ID: '1',
      CLOCK_SCRIPT_URL: 'https://clock.e2e.invalid/clock.js',
      BUILD_WORKERS: '2',
    },
  });
  outDirs.set(LINDENHOF, outDir);
});

function outDirOf(retailer: string): string {
  const outDir = outDirs.get(retailer);
  if (!outDir) throw new Error(`no build of ${retailer}`);
  return outDir;
}

// The documents of a build: every .html file, not the page-data folders named like them.
async function documents(outDir: string): Promise<string[]> {
  const files = await readdir(outDir, {recursive: true});
  return files.filter((file) => file.endsWith('.html') && !file.startsWith('page-data'));
}

function describeMessage(file: string, message: Message): string {
  return `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`;
}

describe.each(ALL_RETAILERS)('HTML of %s', (retailer) => {
  it('validates on every page with zero errors', async () => {
    const outDir = outDirOf(retailer);
    const files = await documents(outDir);
    expect(files.length).toBeGreaterThan(20);
    const errors: string[] = [];
    for (const file of files) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      const report = await validator.validateString(html, file);
      for (const result of report.results) {
        for (const message of result.messages) {
          if (message.severity === 2) errors.push(describeMessage(file, message));
        }
      }
    }
    // The first 40 are enough to see a fault in a shared component.
    expect(errors.slice(0, 40)).toEqual([]);
  }, 120_000);

  // The build's link check (packages/site/src/build/links/) wrote what it found into the report.
  it('has no dangling link or anchor in its content report', async () => {
    const file = contentReportFile(outDirOf(retailer));
    const report = JSON.parse(await readFile(file, 'utf8')) as {danglingLinks?: unknown[]};
    expect(report.danglingLinks).toEqual([]);
  });
});

/** `<retailer>/<page>:<line>:<column> <message> [the markup]`, the path from the builds' folder. */
function describeNuMessage(buildsDir: string, message: NuMessage): string {
  const file = message.url ? path.relative(buildsDir, new URL(message.url).pathname) : '(none)';
  const where = `${file}:${message.lastLine ?? 0}:${message.firstColumn ?? message.lastColumn ?? 0}`;
  const extract = message.extract ? ` [${message.extract.replaceAll(/\s+/g, ' ').trim()}]` : '';
  return `${where} ${message.message}${extract}`;
}

describe('W3C Nu checker', () => {
  it.skipIf(!hasJava)(
    'finds no error on any page of any fixture retailer',
    async () => {
      const folders = ALL_RETAILERS.map(outDirOf);
      const started = Date.now();
      const errors = await checkWithNu(folders);
      console.info(`html.e2e.ts: the Nu checker took ${Date.now() - started} ms`);
      const buildsDir = path.dirname(outDirOf(JEWELLER));
      const list = errors.map((message) => describeNuMessage(buildsDir, message));
      // The first 40 are enough to see a fault in a shared component.
      expect(list.slice(0, 40), `${list.length} error(s)`).toEqual([]);
    },
    180_000,
  );
});

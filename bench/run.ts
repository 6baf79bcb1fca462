// `npm run bench`: builds the jeweller, the React floor and a generated 3,000-product catalogue,
// measures them, and prints ONE JSON object on stdout (progress on stderr). Timings never fail the
// run: it exits non-zero only when the bench itself breaks. Flags: --products N (generated
// catalogue size, default 3000), --seed N, --lighthouse-runs N. Last, with nothing else running,
// the order service takes 20 s of orders from 10 clients.
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser, Page} from 'playwright-core';
import {writeGeneratedRetailer} from '../fixtures/src/generator/retailer.ts';
import {
  checkBudgets,
  floorRatios,
  lighthouseFloorRatios,
  TEMPLATES,
  type Template,
} from './lib/budget.ts';
import {buildReactFloor, runSiteBuild} from './lib/builds.ts';
import {publishOnePrice, type PublishRun} from './lib/publish.ts';
import {changeOnePrice} from './lib/rebuild.ts';
import {workDir} from '../packages/site/src/publish/publishOnce.ts';
import {measureAllRetailers} from './lib/allRetailers.ts';
import {launchBrowser} from './lib/chromium.ts';
import {toKb} from './lib/gzip.ts';
import {lighthouseMedians, type LighthouseFigures} from './lib/lighthouse.ts';
import {measurePrefetchedNavigation} from './lib/navigation.ts';
import {measureOrderLoad} from './lib/orderLoad.ts';
import {
  MEASURED_RETAILER,
  NAVIGATION_TARGETS,
  TEMPLATE_PATHS,
  measureHtml,
  storageFor,
} from './lib/pages.ts';
import {measureScripts} from './lib/scripts.ts';
import {median} from './lib/stats.ts';
import {serveSite} from './lib/servers.ts';

// stdout carries the one JSON object; anything a library prints goes to stderr.
Object.assign(console, {log: console.error, info: console.error});
const log = (line: string) => process.stderr.write(`${line}\n`);

const {values: flags} = parseArgs({
  options: {
    products: {type: 'string', default: '3000'},
    seed: {type: 'string', default: '1'},
    'lighthouse-runs': {type: 'string', default: '3'},
  },
});
const productCount = positiveInt(flags.products, '--products');
const seed = Number(flags.seed);
const lighthouseRuns = positiveInt(flags['lighthouse-runs'], '--lighthouse-runs');

const FIRST_VISIT_BANNER = 'Alle Cookies erlauben'; // de label of the banner's "allow all"

/** Incremental rebuilds after one price change each; the median is `rebuild_one_price_s`. */
const REBUILD_RUNS = 3;

const started = performance.now();
const work = await mkdtemp(path.join(tmpdir(), 'sf-bench-'));
const notes: string[] = [];
try {
  const result = await bench();
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  log(`Bench finished in ${Math.round((performance.now() - started) / 1000)} s`);
} catch (error) {
  log(`Bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await rm(work, {recursive: true, force: true});
}

async function bench() {
  const siteDir = path.join(work, 'site');
  const floorDir = path.join(work, 'react-floor');
  log(`Building ${MEASURED_RETAILER} …`);
  const site = await runSiteBuild({RETAILER: MEASURED_RETAILER, OUT_DIR: siteDir}, log);
  log('Building the React floor with the site Vite config …');
  await buildReactFloor(floorDir);
  const html = await measureHtml(siteDir);

  const served = await serveSite(siteDir);
  const floorServed = await serveSite(floorDir);
  const browser = await launchBrowser();
  let scripts: Awaited<ReturnType<typeof measureAllScripts>>;
  let navigation: Awaited<ReturnType<typeof measurePrefetchedNavigation>>;
  try {
    log('Measuring scripts per template …');
    scripts = await measureAllScripts(browser, served.url, floorServed.url);
    log('Timing prefetched client-side navigations …');
    navigation = await measurePrefetchedNavigation(browser, served.url, '/', NAVIGATION_TARGETS);
    notes.push(...navigation.notes);
  } finally {
    await browser.close();
  }

  // Every template and the floor page in the same run: absolute figures move with the machine, the
  // ratios to the floor less so.
  let lighthouse: Record<Template, LighthouseFigures>;
  let lighthouseFloor: LighthouseFigures;
  try {
    log(`Lighthouse (mobile defaults), median of ${lighthouseRuns} …`);
    const pages = [
      ...TEMPLATES.map((name) => ({
        url: `${served.url}${TEMPLATE_PATHS[name]}`,
        storage: storageFor(name),
      })),
      {url: `${floorServed.url}/`},
    ];
    const figures = await lighthouseMedians(pages, lighthouseRuns, log);
    lighthouse = mapTemplates((name) => figures[TEMPLATES.indexOf(name)] as LighthouseFigures);
    lighthouseFloor = figures[TEMPLATES.length] as LighthouseFigures;
  } finally {
    await served.close();
    await floorServed.close();
  }

  log(`Generating ${productCount} products (seed ${seed}) and building them …`);
  const contentDir = path.join(work, 'generated-content');
  await writeGeneratedRetailer({outDir: contentDir, products: productCount, seed});
  // Built into the work folder of a publish folder, so the publishes below are incremental too.
  const publishDir = path.join(work, 'publish');
  const generatedSite = workDir(publishDir);
  const large = await runSiteBuild({CONTENT_DIR: contentDir, OUT_DIR: generatedSite}, log);
  // Three rebuilds, one price change before each: the median is reported (one run right after
  // the clean build's 19,000 files moves by a few tenths of a second with the disk).
  const rebuilds: Awaited<ReturnType<typeof runSiteBuild>>[] = [];
  for (let run = 1; run <= REBUILD_RUNS; run += 1) {
    const changedId = await changeOnePrice(contentDir);
    log(`Changing the price of product ${changedId} and rebuilding incrementally (${run}) …`);
    rebuilds.push(await runSiteBuild({CONTENT_DIR: contentDir, OUT_DIR: generatedSite}, log));
  }
  const rebuildSeconds = median(rebuilds.map((run) => run.seconds));
  const rebuild = rebuilds.find((run) => run.seconds === rebuildSeconds) as (typeof rebuilds)[0];
  // The same edit as the owner lives it: build, hard-linked release, switch (median of three).
  const publishes: PublishRun[] = [];
  for (let run = 1; run <= REBUILD_RUNS; run += 1) {
    publishes.push(await publishOnePrice(contentDir, publishDir, log));
  }
  const publishSeconds = median(publishes.map((run) => run.seconds));
  const publish = publishes.find((run) => run.seconds === publishSeconds) as PublishRun;

  const allRetailers = await measureAllRetailers(path.join(work, 'retailers'), log);

  log('Loading the order service: 10 clients posting orders for 20 s …');
  const orderService = await measureOrderLoad({clients: 10, seconds: 20});
  if (orderService.errors > 0) {
    notes.push(`order service: ${orderService.errors} orders failed (${orderService.first_error})`);
  }

  const floorKb = scripts.floorKb;
  return {
    date: new Date().toISOString().slice(0, 10),
    retailer: MEASURED_RETAILER,
    pages: TEMPLATE_PATHS,
    js_gz_kb: scripts.repeat,
    js_gz_kb_first_visit: scripts.firstVisit,
    react_floor_gz_kb: floorKb,
    js_floor_ratio: floorRatios(scripts.repeat, floorKb),
    js_floor_ratio_first_visit: floorRatios(scripts.firstVisit, floorKb),
    html_gz_kb: html.gzKb,
    above_fold_in_first_14kb: mapTemplates((name) => html.aboveFold[name].inFirst14kb),
    above_fold_gz_bytes: mapTemplates((name) => ({
      header_end: html.aboveFold[name].headerEndGzBytes,
      h1_end: html.aboveFold[name].h1EndGzBytes,
    })),
    build_products: productCount,
    build_pages: large.pages,
    build_s: round1(large.seconds),
    build_pages_per_s: round1(large.pages / large.seconds),
    build_time_split_s: large.split,
    rebuild_one_price_s: round1(rebuild.seconds),
    rebuild_one_price_runs_s: rebuilds.map((run) => round1(run.seconds)),
    rebuild_rendered_pages: rebuild.pages,
    rebuild_time_split_s: rebuild.split,
    publish_one_price_s: round1(publish.seconds),
    publish_one_price_runs_s: publishes.map((run) => round1(run.seconds)),
    publish_split_ms: {
      build: publish.build_ms,
      snapshot_and_switch: publish.snapshot_and_switch_ms,
    },
    jeweller_build_s: round1(site.seconds),
    all_retailers_build_s: allRetailers.all_s,
    all_retailers_sum_single_s: allRetailers.sum_single_s,
    all_retailers: allRetailers.retailers,
    lighthouse,
    lighthouse_react_floor: lighthouseFloor,
    lighthouse_floor_ratio: lighthouseFloorRatios(lighthouse, lighthouseFloor),
    nav_prefetched_ms: navigation.medianMs,
    nav_prefetched_samples_ms: navigation.samplesMs,
    order_service: orderService,
    budget_ok: checkBudgets(scripts.repeat, scripts.firstVisit, floorKb, lighthouse),
    largest_scripts_item_top10: scripts.itemFiles,
    bench_s: round1((performance.now() - started) / 1000),
    notes,
  };
}

async function measureAllScripts(browser: Browser, origin: string, floorOrigin: string) {
  const floor = await measureScripts(browser, `${floorOrigin}/`, {consented: false});
  const repeat = {} as Record<Template, number>;
  const firstVisit = {} as Record<Template, number>;
  let itemFiles: {path: string; gz_kb: number}[] = [];
  const bannerShown = async (page: Page) =>
    page.getByRole('button', {name: FIRST_VISIT_BANNER, exact: true}).isVisible();
  for (const name of TEMPLATES) {
    const url = `${origin}${TEMPLATE_PATHS[name]}`;
    const storage = storageFor(name);
    const again = await measureScripts(browser, url, {
      consented: true,
      storage,
      inspect: bannerShown,
    });
    const first = await measureScripts(browser, url, {
      consented: false,
      storage,
      inspect: bannerShown,
    });
    repeat[name] = toKb(again.gzBytes);
    firstVisit[name] = toKb(first.gzBytes);
    if (again.inspected === true) notes.push(`${name}: cookie banner showed on the repeat visit`);
    if (first.inspected === false) notes.push(`${name}: cookie banner missing on the first visit`);
    if (name === 'item') {
      itemFiles = again.files
        .slice(0, 10)
        .map((file) => ({path: file.path, gz_kb: toKb(file.gzBytes)}));
    }
    log(`  ${name}: ${repeat[name]} KB repeat, ${firstVisit[name]} KB first visit`);
  }
  return {floorKb: toKb(floor.gzBytes), repeat, firstVisit, itemFiles};
}

function mapTemplates<T>(value: (name: Template) => T): Record<Template, T> {
  return Object.fromEntries(TEMPLATES.map((name) => [name, value(name)])) as Record<Template, T>;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function positiveInt(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} must be a positive integer`);
  return value;
}

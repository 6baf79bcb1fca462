// Lighthouse figures (the bench's `lighthouse`, how fast a page is on a cheap phone): the four
// category scores and LCP, TBT, CLS and script boot-up time (the `bootup-time` audit) with
// Lighthouse's mobile defaults (emulated phone, simulated throttling), each the median of `runs`
// runs. Lighthouse connects to a Chromium started with a debugging port and clears storage before
// each run, so every run is a first visit. A page's `storage` (the cart of cart and checkout,
// pages.ts `storageFor`) is written after that reset and before the page's scripts, by an init
// script that Playwright, attached to the same Chromium, puts into the page Lighthouse opens.
import lighthouse from 'lighthouse';
import {chromium} from 'playwright-core';
import {launchDebuggableChromium} from './chromium.ts';
import {seedStorage} from './scripts.ts';
import {median} from './stats.ts';

/** One page's medians: scores 0–100, LCP, TBT and script boot-up time in ms, CLS unitless. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  bootup_ms: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A page Lighthouse measures. */
export interface LighthousePage {
  url: string;
  /** Local-storage entries stored before the page's scripts run. @default {} */
  storage?: Readonly<Record<string, string>>;
}

/** Runs Lighthouse `runs` times on each page; returns medians per page, in the given order. */
export async function lighthouseMedians(
  pages: readonly LighthousePage[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseFigures[]> {
  const chrome = await launchDebuggableChromium();
  const attached = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const [context] = attached.contexts();
    if (!context) throw new Error('The debuggable Chromium has no default context');
    const results: LighthouseFigures[] = [];
    for (const {url, storage = {}} of pages) {
      const seeded = await context.addInitScript(seedStorage, storage);
      try {
        const samples: LighthouseFigures[] = [];
        for (let run = 1; run <= runs; run += 1) {
          samples.push(await runOnce(url, chrome.port));
          log(`  lighthouse ${url} run ${run}/${runs}: perf ${samples.at(-1)?.performance}`);
        }
        results.push(medianFigures(samples));
      } finally {
        await seeded.dispose();
      }
    }
    return results;
  } finally {
    await attached.close();
    await chrome.close();
  }
}

async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {port, logLevel: 'error', onlyCategories: CATEGORIES});
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const {categories, audits, runtimeError} = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: Math.round(value('largest-contentful-paint')),
    tbt_ms: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    bootup_ms: Math.round(value('bootup-time')),
  };
}

function medianFigures(samples: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(samples.map((sample) => sample[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    best_practices: of('best_practices'),
    seo: of('seo'),
    lcp_ms: of('lcp_ms'),
    tbt_ms: of('tbt_ms'),
    cls: of('cls'),
    bootup_ms: of('bootup_ms'),
  };
}

// Client-side navigation timing (the bench's `nav_prefetched_ms`): a link to the next page is put
// at the top of <main> (as CMS text would have it), hovered so the runtime prefetches its page data
// (spec §2 Page shell: prefetch on hover), and clicked once that request has answered. The time
// runs from the click event to the animation frame after the new page's h1 is in the document, both
// taken in the page with performance marks.
import type {Browser, Page} from 'playwright-core';
import {CONSENTS_KEY, DESKTOP} from './scripts.ts';
import {median} from './stats.ts';

/** The measured navigations, or why there are none. */
export interface NavigationResult {
  /** Median ms, or null when navigation is not client-side. */
  medianMs: number | null;
  /** Each hop's ms. */
  samplesMs: number[];
  /** Why `medianMs` is null, or caveats. */
  notes: string[];
}

/** Page-data file of a path (decision 011: `/` → index, `/en/` → en). */
export function pageDataPathname(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

const MARKER = '__sfBenchMarker';

/** Starts at `origin + start` and navigates client-side to each of `targets` in turn. */
export async function measurePrefetchedNavigation(
  browser: Browser,
  origin: string,
  start: string,
  targets: readonly string[],
): Promise<NavigationResult> {
  const context = await browser.newContext({viewport: DESKTOP, serviceWorkers: 'block'});
  const notes: string[] = [];
  const samplesMs: number[] = [];
  try {
    await context.addInitScript((key: string) => {
      const value = {consents: {functional: true}, timestamp: Date.now()};
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(value));
    }, CONSENTS_KEY);
    const page = await context.newPage();
    const answered = new Set<string>();
    page.on('response', (response) => answered.add(new URL(response.url()).pathname));
    await page.goto(`${origin}${start}`, {waitUntil: 'networkidle'});
    try {
      // The runtime adds its live region once islands are mounted and link handling is on.
      await page.locator('[data-sf-announcer]').waitFor({state: 'attached', timeout: 15_000});
    } catch {
      return {
        medianMs: null,
        samplesMs,
        notes: ['the runtime never started (no [data-sf-announcer])'],
      };
    }
    for (const target of targets) {
      const ms = await hop(page, target, answered, notes);
      if (ms === null) return {medianMs: null, samplesMs, notes};
      samplesMs.push(ms);
    }
    return {medianMs: Math.round(median(samplesMs) * 10) / 10, samplesMs, notes};
  } finally {
    await context.close();
  }
}

async function hop(
  page: Page,
  target: string,
  answered: Set<string>,
  notes: string[],
): Promise<number | null> {
  await page.evaluate(
    ({href, marker}) => {
      document.getElementById('sf-bench-link')?.remove();
      const link = document.createElement('a');
      link.href = href;
      link.id = 'sf-bench-link';
      link.textContent = `bench link to ${href}`;
      document.querySelector('#main')?.prepend(link);
      Object.assign(window, {[marker]: true});
    },
    {href: target, marker: MARKER},
  );
  const dataPath = pageDataPathname(target);
  await page.hover('#sf-bench-link');
  const deadline = Date.now() + 5_000;
  while (!answered.has(dataPath) && Date.now() < deadline) await page.waitForTimeout(25);
  if (!answered.has(dataPath)) notes.push(`${target}: hover did not prefetch ${dataPath}`);
  await page.evaluate(installTimer);
  await page.click('#sf-bench-link');
  let ms: number | null;
  try {
    ms = await page.evaluate(
      () => (window as unknown as {__sfBenchNav: Promise<number>}).__sfBenchNav,
    );
  } catch {
    ms = null; // the document was replaced: a full navigation
  }
  const kept = await page
    .evaluate((marker) => (window as unknown as Record<string, unknown>)[marker] === true, MARKER)
    .catch(() => false);
  if (ms === null || !kept) {
    notes.push(`${target}: the click loaded a new document, so navigation is not client-side`);
    return null;
  }
  if (Number.isNaN(ms)) {
    notes.push(`${target}: no new h1 within 15 s of the click`);
    return null;
  }
  const at = new URL(page.url()).pathname;
  if (at.replace(/\/+$/, '') !== target.replace(/\/+$/, '')) {
    notes.push(`${target}: ended at ${at}`);
    return null;
  }
  return Math.round(ms * 10) / 10;
}

// Runs in the page: marks the click (capture phase, before the runtime's handler) and the frame
// after a new h1 appears, and resolves `__sfBenchNav` with the time between.
function installTimer(): void {
  performance.clearMarks();
  performance.clearMeasures();
  const old = document.querySelector('h1');
  const win = window as unknown as {__sfBenchNav: Promise<number>};
  win.__sfBenchNav = new Promise((resolve) => {
    document.addEventListener('click', () => performance.mark('sf-bench-click'), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (h1 === null || h1 === old) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        performance.mark('sf-bench-h1');
        resolve(performance.measure('sf-bench-nav', 'sf-bench-click', 'sf-bench-h1').duration);
      });
    });
    observer.observe(document.body, {childList: true, subtree: true});
    setTimeout(() => resolve(Number.NaN), 15_000);
  });
}

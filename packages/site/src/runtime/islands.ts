// The code that hydrates at once (island contract, decisions 011, 014). When each island
// hydrates is the scheduler's business (scheduler.ts).
import type {Lang} from '@schaufenster/core';
import {loadCatalogue} from '@schaufenster/core';
import {ISLANDS, isIslandName} from '@schaufenster/templates/islands';
import {AFTER_PAINT_PRELOADS_ATTRIBUTE, ISLAND_ATTRIBUTE} from '../contract/islandMarkup.ts';

/**
 * Starts downloading the code of the islands that hydrate at once and, when there are any, the
 * page language's messages and React, so all arrive while other start-up work runs. Nothing for a page
 * whose islands all wait: a page that is only read loads no island code at all. An island that
 * paints first loads when it hydrates, after the first frame ({@link afterFirstPaint}).
 */
export function preloadEagerIslands(elements: readonly Element[], lang: Lang): void {
  let any = false;
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    if (!isIslandName(name) || ISLANDS[name].strategy !== 'load' || ISLANDS[name].paintFirst) {
      continue;
    }
    any = true;
    // Failures surface again, and are handled, when the island hydrates.
    ISLANDS[name].load().catch(() => undefined);
  }
  if (!any) return;
  loadCatalogue(lang).catch(() => undefined);
  // React and hydrateRoot come with the hydration module (decision 034).
  import('../islands/hydrateIslands.ts').catch(() => undefined);
}

/** Whether `element` is an island that hydrates only after the page's first frame. */
export function paintsFirst(element: Element): boolean {
  const name = element.getAttribute(ISLAND_ATTRIBUTE);
  return isIslandName(name) && ISLANDS[name].paintFirst === true;
}

/** At the latest this long after start-up, islands that paint first start anyway. */
const FIRST_PAINT_WAIT_MS = 3000;
/** Module preloads inserted per task after the first paint. */
const PRELOADS_PER_TASK = 3;

/**
 * Resolves once the browser reports the page's first contentful paint (a `paint` performance
 * entry, taken when the frame was on screen), having moved the module preloads the build kept
 * inert for that moment into the head, a few per task: the code of islands that paint first then
 * downloads in parallel, not import by import. At once in a hidden tab, where nothing paints; after
 * {@link FIRST_PAINT_WAIT_MS} at the latest.
 */
export function afterFirstPaint(win: Window & typeof globalThis, doc: Document): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let observer: PerformanceObserver | null = null;
    const go = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      const template = doc.querySelector(`template[${AFTER_PAINT_PRELOADS_ATTRIBUTE}]`);
      if (!(template instanceof win.HTMLTemplateElement)) {
        resolve();
        return;
      }
      template.remove();
      // A module preload costs the browser about a millisecond as it is inserted: a few per task,
      // so no task grows long enough to block input (TBT) on a cheap phone.
      const links = [...template.content.children];
      const insert = () => {
        doc.head.append(...links.splice(0, PRELOADS_PER_TASK));
        if (links.length > 0) win.setTimeout(insert, 0);
        else resolve();
      };
      insert();
    };
    if (doc.visibilityState === 'hidden') {
      go();
      return;
    }
    win.setTimeout(go, FIRST_PAINT_WAIT_MS);
    if (typeof win.PerformanceObserver !== 'function') {
      win.requestAnimationFrame(() => win.setTimeout(go, 0));
      return;
    }
    // Buffered: the paint may have been reported before the runtime started.
    observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({type: 'paint', buffered: true});
  });
}

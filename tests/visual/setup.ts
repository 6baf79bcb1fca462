// Setup file of the story projects that compare screenshots (tests/visual/project.ts): after
// each story has rendered, its play function has finished and axe (where on) has run, wait until
// the page has settled and compare a screenshot with
// tests/visual/baselines/<component>/<story>.png (decision 018).
import {afterEach, beforeAll, beforeEach, expect, vi} from 'vitest';
import {page} from 'vitest/browser';

/**
 * The date every story sees (a Monday morning in Berlin). It is only a starting point: the clock
 * keeps ticking so timeouts and debounces behave as in the other story projects.
 */
export const STORY_NOW = new Date('2026-03-02T09:30:00+01:00');

/** How long the page may take to finish its requests; stories that hang on purpose hit this. */
const SETTLE_LIMIT_MS = 2_000;

/** How long to wait for two equal shots in a row: tall pages on a busy machine take a while. */
const SHOT_TIMEOUT_MS = 20_000;

/** Tallest page shot (CSS px): a story longer than this is cut there. */
const MAX_HEIGHT = 4_000;

/** Shortest page shot, so a story that renders nothing still gives a valid image. */
const MIN_HEIGHT = 16;

/** No motion and no blinking caret, so one moment looks like the next. */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

let pending = 0;

/** Counts the page's fetches in flight (msw answers them; none leave the machine). */
function countFetches(): void {
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    pending += 1;
    try {
      return await realFetch(...args);
    } finally {
      pending -= 1;
    }
  };
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves when no fetch has been in flight for a few frames, or after SETTLE_LIMIT_MS. */
async function fetchesSettled(): Promise<void> {
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  let quietFrames = 0;
  while (quietFrames < 3 && performance.now() < deadline) {
    await nextFrame();
    quietFrames = pending === 0 ? quietFrames + 1 : 0;
  }
}

/** Every image in the document has loaded (or failed) and is decoded. */
async function imagesReady(): Promise<void> {
  const images = [...document.images];
  await Promise.all(
    images.map((image) => (image.complete ? image.decode() : sleep(0)).catch(() => undefined)),
  );
  const loading = images.filter((image) => !image.complete);
  if (loading.length > 0) {
    await Promise.race([
      Promise.all(
        loading.map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, {once: true});
              image.addEventListener('error', resolve, {once: true});
            }),
        ),
      ),
      sleep(SETTLE_LIMIT_MS),
    ]);
  }
}

/**
 * Every face the page declares (.storybook/preview.tsx imports ui's fonts.css) has loaded.
 * `document.fonts.ready` alone can resolve before a face's first use has even started loading;
 * loading them all up front (local files) leaves no text to repaint in another face later.
 */
async function fontsReady(): Promise<void> {
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  await document.fonts.ready;
}

/** Waits until requests, images and fonts are done and React has painted. */
/**
 * A third party's frame (a consented map or video) shows whatever the network answers: offline,
 * an error page that appears late or not at all. Its frame stays in the shot, empty: the box, its
 * size and border are ours; what loads inside is not. Waits until each emptied frame has loaded.
 */
async function emptyForeignFrames(): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const frame of document.querySelectorAll('iframe')) {
    const source = frame.getAttribute('src');
    if (source === null || frame.hasAttribute('srcdoc')) continue;
    if (new URL(source, location.href).origin === location.origin) continue;
    loads.push(
      new Promise((resolve) => frame.addEventListener('load', () => resolve(), {once: true})),
    );
    frame.srcdoc = '<!doctype html><title>third-party frame</title>';
  }
  await Promise.all(loads);
}

async function settled(): Promise<void> {
  await emptyForeignFrames();
  await fetchesSettled();
  await imagesReady();
  await fontsReady();
  await nextFrame();
  await nextFrame();
}

beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.visualRegression = 'still';
  style.textContent = STILL_CSS;
  document.head.append(style);
  countFetches();
});

beforeEach(() => {
  // Only Date is faked: a fixed start that ticks with real time (timers stay real).
  vi.useFakeTimers({toFake: ['Date'], now: STORY_NOW, shouldAdvanceTime: true});
});

/** Storybook's own body children (hidden wrappers, the a11y colour filters): not story content. */
const NOT_CONTENT = '.sb-wrapper, #storybook-a11y-vision-filters, script, style';

/** Visually hidden helpers (live regions, 1 px clipped text) come and go with timing. */
function isDrawn(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1 && !element.matches(NOT_CONTENT);
}

/** Bottom edge (CSS px from the page top) of what the story drew: its root, portals, overflow. */
function contentBottom(): number {
  let bottom = 0;
  for (const element of document.body.children) {
    if (!isDrawn(element)) continue;
    const box = element.getBoundingClientRect();
    bottom = Math.max(bottom, box.bottom + scrollY, box.top + scrollY + element.scrollHeight);
  }
  // Fixed and top-layer elements (modal dialogs, popovers) do not stretch their parents; a
  // modal's backdrop covers the whole viewport.
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest(NOT_CONTENT) !== null || !isDrawn(element)) continue;
    if (element.matches(':modal')) return Math.max(bottom, innerHeight + scrollY);
    if (element.matches(':popover-open') || getComputedStyle(element).position === 'fixed') {
      bottom = Math.max(bottom, element.getBoundingClientRect().bottom + scrollY);
    }
  }
  return Math.ceil(bottom);
}

/**
 * Whether a fixed bar sits at the viewport's bottom edge (the phone bottom bar, a banner). A
 * taller viewport would move it over the end of the page, and it repaints there late.
 */
function hasFixedBottomBar(): boolean {
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest(NOT_CONTENT) !== null || !isDrawn(element)) continue;
    if (getComputedStyle(element).position !== 'fixed' || element.matches(':modal')) continue;
    if (Math.abs(element.getBoundingClientRect().bottom - innerHeight) < 1) return true;
  }
  return false;
}

/**
 * The area to compare: the full viewport width and the story's height. A story taller than its
 * viewport gets a taller viewport (same width, so the same breakpoints) to show all of it,
 * unless a fixed bar holds the bottom edge: then the shot is the first screen, scrolled to the
 * top, as a visitor sees it on arrival.
 */
async function shotArea(): Promise<{x: number; y: number; width: number; height: number}> {
  const needed = Math.min(contentBottom(), MAX_HEIGHT);
  if (needed > innerHeight && hasFixedBottomBar()) {
    window.scrollTo(0, 0);
    await settled();
    return {x: 0, y: 0, width: innerWidth, height: innerHeight};
  }
  if (needed > innerHeight) {
    await page.viewport(innerWidth, needed);
    await settled();
  }
  const height = Math.max(MIN_HEIGHT, Math.min(contentBottom(), innerHeight));
  return {x: 0, y: 0, width: innerWidth, height};
}

afterEach(async (context) => {
  try {
    // A failed or skipped story has nothing worth comparing; its own error is the report.
    const state = context.task.result?.state;
    const storyId = (context.task.meta as {storyId?: unknown}).storyId;
    if (state === 'fail' || state === 'skip' || typeof storyId !== 'string') return;
    await settled();
    // A page shot, not an element shot: portals (popovers, dialogs, banners) live outside the
    // story's root, and fixed overlays reach the viewport's bottom edge.
    const clip = await shotArea();
    // `components-navigation-footer--narrow` → baselines/components-navigation-footer/narrow.png:
    // one folder per component.
    await expect(page).toMatchScreenshot(storyId.replace('--', '/'), {
      screenshotOptions: {clip},
      timeout: SHOT_TIMEOUT_MS,
    });
  } finally {
    vi.useRealTimers();
  }
});

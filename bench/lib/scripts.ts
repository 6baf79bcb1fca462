// The JavaScript a page loads (the bench's `js_gz_kb`): every script the page requests until the
// network is idle, each body gzipped (-9) and summed. A fresh browser context per visit (empty HTTP
// cache); "repeat visit" means the cookie choice is already stored, so the banner stays closed.
// `storage` seeds further local-storage entries the same way (the cart that cart and checkout are
// measured with, pages.ts `storageFor`). Service workers are blocked: their precache downloads are
// background work, not what the page runs.
import type {Browser, Page} from 'playwright-core';
import {gzipBytes} from './gzip.ts';

/** The local-storage key of the cookie choice (spec §9 Storage keys). */
export const CONSENTS_KEY = 'int-consents';

/** A desktop viewport (the header shows its menu, contact and cart buttons). */
export const DESKTOP = {width: 1400, height: 900};

/** One visit's scripts. */
export interface ScriptLoad {
  /** Sum of the scripts' gzip sizes, bytes. */
  gzBytes: number;
  /** Each script's path and gzip bytes, largest first. */
  files: {path: string; gzBytes: number}[];
}

/** Options of {@link measureScripts}. */
export interface VisitOptions {
  /** Store a cookie choice before any page script runs (a repeat visit). */
  consented: boolean;
  /** Local-storage entries stored before any page script runs. @default {} */
  storage?: Readonly<Record<string, string>>;
  /** Runs after network idle, e.g. to check what the page shows; its result is returned. */
  inspect?: (page: Page) => Promise<boolean>;
}

/** Loads `url` in a fresh context and measures its scripts; `inspected` is `inspect`'s answer. */
export async function measureScripts(
  browser: Browser,
  url: string,
  {consented, storage = {}, inspect}: VisitOptions,
): Promise<ScriptLoad & {inspected: boolean | null}> {
  const context = await browser.newContext({viewport: DESKTOP, serviceWorkers: 'block'});
  try {
    if (consented) await context.addInitScript(seedConsents, CONSENTS_KEY);
    await context.addInitScript(seedStorage, storage);
    const page = await context.newPage();
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const request = response.request();
      const type = String(response.headers()['content-type'] ?? '');
      const script = request.resourceType() === 'script' || /javascript/.test(type);
      if (!script || bodies.has(request.url())) return;
      bodies.set(
        request.url(),
        response.body().then(
          (body) => gzipBytes(body),
          () => 0,
        ),
      );
    });
    await page.goto(url, {waitUntil: 'networkidle', timeout: 60_000});
    // Lazy chunks start on idle callbacks or after load: give them a last quiet second.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const inspected = inspect ? await inspect(page) : null;
    const files = await Promise.all(
      [...bodies].map(async ([script, gz]) => ({
        path: new URL(script).pathname,
        gzBytes: await gz,
      })),
    );
    files.sort((a, b) => b.gzBytes - a.gzBytes);
    return {gzBytes: files.reduce((sum, file) => sum + file.gzBytes, 0), files, inspected};
  } finally {
    await context.close();
  }
}

// Runs in the page before its scripts: the choice "only necessary" as the banner stores it
// (`{consents, timestamp}`, packages/ui/src/consent/storedConsents.ts).
function seedConsents(key: string): void {
  if (window.localStorage.getItem(key) !== null) return;
  window.localStorage.setItem(
    key,
    JSON.stringify({consents: {functional: true}, timestamp: Date.now()}),
  );
}

/** Runs in the page before its scripts, like seedConsents: stores entries not stored yet. */
export function seedStorage(entries: Readonly<Record<string, string>>): void {
  for (const [key, value] of Object.entries(entries)) {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
  }
}

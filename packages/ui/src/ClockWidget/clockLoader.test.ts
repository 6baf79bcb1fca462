import {describe, expect, it, vi} from 'vitest';
import {
  CLOCK_GLOBAL,
  loadClock,
  loadScriptOnce,
  readClockApi,
  type ClockMountOptions,
} from './clockLoader.ts';

const URL = 'https://clock.example.test/clock/rlx-clock.js';

// A script tag that only records what the loader did; tests decide when it loads or fails.
class FakeScript {
  src = '';
  async = false;
  removed = false;
  private listeners = new Map<string, Array<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  remove() {
    this.removed = true;
  }
  fire(type: 'load' | 'error') {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function fakeDom() {
  const scripts: FakeScript[] = [];
  const win: Record<string, unknown> = {};
  const doc = {
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return new FakeScript();
    },
    head: {appendChild: (node: FakeScript) => scripts.push(node)},
  };
  const element = {id: 'clock'};
  return {
    scripts,
    win,
    document: doc as unknown as Document,
    window: win as unknown as Window,
    element: element as unknown as Element,
  };
}

function fakeLogger() {
  return {error: vi.fn(), warn: vi.fn()};
}

// Plays the script running: it defines the global, then the tag reports `load`.
function runScript(
  dom: ReturnType<typeof fakeDom>,
  mount: (el: Element, o: ClockMountOptions) => void,
) {
  dom.win[CLOCK_GLOBAL] = {mount};
  dom.scripts.at(-1)!.fire('load');
}

async function flush() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('loadScriptOnce', () => {
  it('adds one async script tag per document and URL', async () => {
    const dom = fakeDom();
    const first = loadScriptOnce(dom.document, URL);
    const second = loadScriptOnce(dom.document, URL);
    expect(second).toBe(first);
    expect(dom.scripts).toHaveLength(1);
    expect(dom.scripts[0]).toMatchObject({src: URL, async: true});
    dom.scripts[0]!.fire('load');
    await expect(first).resolves.toBeUndefined();
    expect(loadScriptOnce(dom.document, URL)).toBe(first);
  });

  it('forgets a failed load and removes its tag, so the next call retries', async () => {
    const dom = fakeDom();
    const failed = loadScriptOnce(dom.document, URL);
    dom.scripts[0]!.fire('error');
    await expect(failed).rejects.toThrow(URL);
    expect(dom.scripts[0]!.removed).toBe(true);
    void loadScriptOnce(dom.document, URL);
    expect(dom.scripts).toHaveLength(2);
  });
});

describe('readClockApi', () => {
  it('accepts only an object with a mount function', () => {
    const dom = fakeDom();
    expect(readClockApi(dom.window)).toBeNull();
    dom.win[CLOCK_GLOBAL] = {mount: 'no'};
    expect(readClockApi(dom.window)).toBeNull();
    dom.win[CLOCK_GLOBAL] = {mount: () => undefined};
    expect(readClockApi(dom.window)).not.toBeNull();
  });
});

describe('loadClock', () => {
  it('loads the script, then mounts with dealer key, language and colour "gold"', async () => {
    const dom = fakeDom();
    const mount = vi.fn();
    const logger = fakeLogger();
    const result = loadClock({...dom, scriptUrl: URL, dealerKey: 'key-1', lang: 'fr', logger});
    expect(dom.scripts).toHaveLength(1);
    runScript(dom, mount);
    await expect(result).resolves.toBe(true);
    expect(mount).toHaveBeenCalledWith(dom.element, {
      dealerKey: 'key-1',
      lang: 'fr',
      colour: 'gold',
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('does not load the script again when the global already exists', async () => {
    const dom = fakeDom();
    const mount = vi.fn();
    dom.win[CLOCK_GLOBAL] = {mount};
    await expect(
      loadClock({...dom, scriptUrl: URL, dealerKey: 'k', lang: 'de', logger: fakeLogger()}),
    ).resolves.toBe(true);
    expect(dom.scripts).toHaveLength(0);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('only logs when the script fails to load (spec §8)', async () => {
    const dom = fakeDom();
    const logger = fakeLogger();
    const result = loadClock({...dom, scriptUrl: URL, dealerKey: 'k', lang: 'de', logger});
    dom.scripts[0]!.fire('error');
    await expect(result).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('only logs when the script defines no global', async () => {
    const dom = fakeDom();
    const logger = fakeLogger();
    const result = loadClock({...dom, scriptUrl: URL, dealerKey: 'k', lang: 'de', logger});
    dom.scripts[0]!.fire('load');
    await expect(result).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(CLOCK_GLOBAL));
  });

  it('only logs when mount throws', async () => {
    const dom = fakeDom();
    const logger = fakeLogger();
    const result = loadClock({...dom, scriptUrl: URL, dealerKey: 'k', lang: 'de', logger});
    runScript(dom, () => {
      throw new Error('dealer unknown');
    });
    await expect(result).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('loads nothing without a dealer key and warns', async () => {
    const dom = fakeDom();
    const logger = fakeLogger();
    await expect(
      loadClock({...dom, scriptUrl: URL, dealerKey: null, lang: 'de', logger}),
    ).resolves.toBe(false);
    expect(dom.scripts).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('does not mount into a widget that went away while the script loaded', async () => {
    const dom = fakeDom();
    const mount = vi.fn();
    let cancelled = false;
    const result = loadClock({
      ...dom,
      scriptUrl: URL,
      dealerKey: 'k',
      lang: 'de',
      logger: fakeLogger(),
      isCancelled: () => cancelled,
    });
    cancelled = true;
    runScript(dom, mount);
    await flush();
    await expect(result).resolves.toBe(false);
    expect(mount).not.toHaveBeenCalled();
  });
});

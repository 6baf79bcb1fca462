import {describe, expect, it} from 'vitest';
import {loadGlobal, loadScriptOnce, readGlobal, type ScriptDocument} from './loadScript.ts';

const URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';

// A script tag that records what the loader did; each test decides when it loads or fails.
class FakeScript {
  src = '';
  async = false;
  removed = false;
  isConnected = false;
  private listeners = new Map<string, Array<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  remove() {
    this.removed = true;
    this.isConnected = false;
  }
  fire(type: 'load' | 'error') {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function fakeDocument() {
  const appended: FakeScript[] = [];
  const document = {
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return new FakeScript();
    },
    head: {
      appendChild: (node: FakeScript) => {
        node.isConnected = true;
        appended.push(node);
      },
    },
  } as unknown as ScriptDocument;
  return {document, appended};
}

describe('loadScriptOnce', () => {
  it('appends one async script tag with the URL and resolves on load', async () => {
    const {document, appended} = fakeDocument();
    const loading = loadScriptOnce(document, URL);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(URL);
    expect(appended[0]!.async).toBe(true);
    appended[0]!.fire('load');
    await expect(loading).resolves.toBeUndefined();
  });

  it('shares one tag between callers of the same URL, also after it loaded', async () => {
    const {document, appended} = fakeDocument();
    const first = loadScriptOnce(document, URL);
    const second = loadScriptOnce(document, URL);
    expect(second).toBe(first);
    appended[0]!.fire('load');
    await first;
    await loadScriptOnce(document, URL);
    expect(appended).toHaveLength(1);
  });

  it('loads again when its tag was removed from the page', async () => {
    const {document, appended} = fakeDocument();
    const first = loadScriptOnce(document, URL);
    appended[0]!.fire('load');
    await first;
    appended[0]!.remove();
    void loadScriptOnce(document, URL);
    expect(appended).toHaveLength(2);
  });

  it('loads another URL with its own tag', () => {
    const {document, appended} = fakeDocument();
    void loadScriptOnce(document, URL);
    void loadScriptOnce(document, 'https://payments.example.test/klarna/api.js');
    expect(appended.map((script) => script.src)).toEqual([
      URL,
      'https://payments.example.test/klarna/api.js',
    ]);
  });

  it('rejects on error, removes the tag and tries again on the next call', async () => {
    const {document, appended} = fakeDocument();
    const failing = loadScriptOnce(document, URL);
    appended[0]!.fire('error');
    await expect(failing).rejects.toThrow(`Could not load the script ${URL}`);
    expect(appended[0]!.removed).toBe(true);
    void loadScriptOnce(document, URL);
    expect(appended).toHaveLength(2);
  });
});

describe('readGlobal', () => {
  it('follows the path to an object', () => {
    const payments = {init: () => undefined};
    expect(readGlobal({Klarna: {Payments: payments}}, ['Klarna', 'Payments'])).toBe(payments);
  });

  it('is null when a step is missing or not an object', () => {
    expect(readGlobal({}, ['Klarna', 'Payments'])).toBeNull();
    expect(readGlobal({Klarna: 'loaded'}, ['Klarna', 'Payments'])).toBeNull();
    expect(readGlobal({Klarna: {Payments: null}}, ['Klarna', 'Payments'])).toBeNull();
  });
});

describe('loadGlobal', () => {
  it('uses a global that is already there without adding a tag', async () => {
    const {document, appended} = fakeDocument();
    const payments = {};
    const window = {Klarna: {Payments: payments}};
    await expect(loadGlobal({document, window, url: URL}, ['Klarna', 'Payments'])).resolves.toBe(
      payments,
    );
    expect(appended).toHaveLength(0);
  });

  it('loads the script, then reads the global it defined', async () => {
    const {document, appended} = fakeDocument();
    const window: Record<string, unknown> = {};
    const loading = loadGlobal({document, window, url: URL}, ['Klarna', 'Payments']);
    const payments = {};
    window.Klarna = {Payments: payments};
    appended[0]!.fire('load');
    await expect(loading).resolves.toBe(payments);
  });

  it('rejects when the script defines no such global', async () => {
    const {document, appended} = fakeDocument();
    const loading = loadGlobal({document, window: {}, url: URL}, ['Klarna', 'Payments']);
    appended[0]!.fire('load');
    await expect(loading).rejects.toThrow(`The script ${URL} defined no window.Klarna.Payments`);
  });
});

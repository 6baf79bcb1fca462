// Loads a payment provider's SDK script on demand, only when chosen: the tag goes into the page
// when a payment component mounts, never at page load.

/** The parts of `Document` the loader uses, so node tests can pass a fake. */
export interface ScriptDocument {
  /** Creates the `<script>` element. */
  createElement(tagName: 'script'): HTMLScriptElement;
  /** Where the tag is appended. */
  head: Pick<HTMLHeadElement, 'appendChild'>;
}

interface Load {
  script: HTMLScriptElement;
  loaded: Promise<void>;
}

// One load per document and URL: a second component (or a re-mount) waits for the same script.
const loads = new WeakMap<ScriptDocument, Map<string, Load>>();

/**
 * Appends `<script src={url} async>` to the head once per document and URL and resolves when it
 * has run. A failed load is forgotten and its tag removed, so choosing the method again retries;
 * so is a load whose tag someone removed from the page.
 */
export function loadScriptOnce(document: ScriptDocument, url: string): Promise<void> {
  let byUrl = loads.get(document);
  if (!byUrl) {
    byUrl = new Map();
    loads.set(document, byUrl);
  }
  const known = byUrl.get(url);
  if (known?.script.isConnected) return known.loaded;
  const cache = byUrl;
  const script = document.createElement('script');
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      cache.delete(url);
      script.remove();
      reject(new Error(`Could not load the script ${url}`));
    });
  });
  script.src = url;
  script.async = true;
  cache.set(url, {script, loaded});
  document.head.appendChild(script);
  return loaded;
}

/**
 * The global a script defines (`window.Klarna.Payments`), read along a path of property names;
 * null when any step is missing or not an object.
 */
export function readGlobal(window: object, path: readonly string[]): object | null {
  let current: unknown = window;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'object' && current !== null ? current : null;
}

/**
 * Returns the global at `path`, loading the script first when it is not there yet. Rejects when
 * the script fails or defines no such global.
 */
export async function loadGlobal(
  options: {document: ScriptDocument; window: object; url: string},
  path: readonly string[],
): Promise<object> {
  const present = readGlobal(options.window, path);
  if (present) return present;
  await loadScriptOnce(options.document, options.url);
  const loaded = readGlobal(options.window, path);
  if (!loaded) throw new Error(`The script ${options.url} defined no window.${path.join('.')}`);
  return loaded;
}

// Prefetch (spec §2 Page shell "Prefetch is skipped on 2g or data-saver connections"): page data of
// internal links on hover or focus, and of links scrolled into view, in idle time.

/** The Network Information API fields the decision reads (not in every browser). */
export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether prefetching may run: not on data saver, not on a 2g or slow-2g connection. */
export function prefetchAllowed(navigator: {connection?: ConnectionLike}): boolean {
  const connection = navigator.connection;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** Options of {@link startPrefetch}. */
export interface PrefetchOptions {
  /** The page's window. */
  win: Window & typeof globalThis;
  /** The URL to prefetch for a link, or null when it is not a page of the site. */
  target: (anchor: HTMLAnchorElement) => URL | null;
  /** Loads a page's data into the loader's cache. */
  prefetch: (url: URL) => void;
}

/** Watches links; `observe` adds the links under a new root (after a swap). */
export interface Prefetcher {
  /** Prefetches links under `root` once they scroll into view. */
  observe(root: ParentNode): void;
}

const NOOP: Prefetcher = {observe() {}};

/** Starts prefetching; does nothing at all where {@link prefetchAllowed} says no. */
export function startPrefetch({win, target, prefetch}: PrefetchOptions): Prefetcher {
  if (!prefetchAllowed(win.navigator as {connection?: ConnectionLike})) return NOOP;
  const done = new Set<string>();
  const run = (anchor: HTMLAnchorElement) => {
    const url = target(anchor);
    if (url === null || done.has(url.pathname)) return;
    done.add(url.pathname);
    prefetch(url);
  };
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof win.HTMLAnchorElement) run(anchor);
  };
  win.document.addEventListener('mouseover', onIntent, {passive: true});
  win.document.addEventListener('focusin', onIntent);
  win.document.addEventListener('touchstart', onIntent, {passive: true});

  if (typeof win.IntersectionObserver !== 'function') return NOOP;
  const idle = (work: () => void) =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(work, {timeout: 2000})
      : win.setTimeout(work, 200);
  const observer = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      idle(() => run(entry.target as HTMLAnchorElement));
    }
  });
  const prefetcher: Prefetcher = {
    observe(root) {
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (target(anchor) !== null) observer.observe(anchor);
      }
    },
  };
  prefetcher.observe(win.document);
  return prefetcher;
}

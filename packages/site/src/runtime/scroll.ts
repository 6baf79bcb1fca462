// Scroll on route changes (spec §2 Page shell): each route change scrolls to the top; the
// position per path is kept in session storage and restored on back/forward; the page scrolls
// to the element matching the URL hash, offset -150 (spec §9 Site config).

/** spec §9: scroll offset -150 when scrolling to the element of the URL hash. */
export const SCROLL_OFFSET = -150;

/** Session-storage key prefix; the rest is the page's path and query. */
export const SCROLL_KEY_PREFIX = 'sf-scroll:';

/** Saved scroll positions per page. */
export interface ScrollMemory {
  /** Saves the vertical position of page `key`. */
  save(key: string, y: number): void;
  /** The saved position of page `key`, or null. */
  read(key: string): number | null;
}

/**
 * Scroll memory over session storage. `storage` is a getter because reading
 * `window.sessionStorage` throws when storage is blocked; then nothing is remembered.
 */
export function createScrollMemory(storage: () => Storage | undefined): ScrollMemory {
  return {
    save(key, y) {
      try {
        storage()?.setItem(SCROLL_KEY_PREFIX + key, String(Math.round(y)));
      } catch {
        // blocked or full: restoring scroll is a nicety
      }
    },
    read(key) {
      try {
        const value = storage()?.getItem(SCROLL_KEY_PREFIX + key);
        if (value === null || value === undefined) return null;
        const y = Number(value);
        return Number.isFinite(y) && y >= 0 ? y : null;
      } catch {
        return null;
      }
    },
  };
}

/** The part of `document` {@link hashTargetY} reads. */
export interface HashDocument {
  getElementById(id: string): {getBoundingClientRect(): {top: number}} | null;
}

/**
 * Where to scroll for `hash` (`#cookies`): the matching element's top plus the offset, never
 * above the page; null when the hash is empty or matches nothing.
 */
export function hashTargetY(hash: string, doc: HashDocument, scrollY: number): number | null {
  if (hash.length <= 1) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    id = hash.slice(1);
  }
  const element = doc.getElementById(id);
  if (element === null) return null;
  return Math.max(0, element.getBoundingClientRect().top + scrollY + SCROLL_OFFSET);
}

/** What the scroll after a route change depends on. */
export interface RouteScrollInput {
  /** Back/forward (popstate) or a reload: a saved position wins. */
  restore: boolean;
  /** The saved position of the new page, if any. */
  saved: number | null;
  /** The hash target's position, if the URL has a matching hash. */
  hashY: number | null;
}

/** The vertical position after a route change: saved (back/forward), else hash, else the top. */
export function routeScrollY({restore, saved, hashY}: RouteScrollInput): number {
  if (restore && saved !== null) return saved;
  return hashY ?? 0;
}

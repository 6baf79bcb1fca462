// Which link clicks the runtime takes over (internal link clicks load the target's page data
// instead of a document). Pure: the router passes the event and the anchor.

/** The part of a click event the decision reads. */
export interface ClickLike {
  /** 0 = main button. */
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** Someone else (a component) already handled the click. */
  defaultPrevented: boolean;
}

/** The part of an `<a>` the decision reads. */
export interface AnchorLike {
  /** The resolved URL (an SVG `<a>` has an object here: never taken over). */
  href: unknown;
  /** The target attribute's value. */
  target: string;
  hasAttribute(name: string): boolean;
}

/** The page the visitor is on. */
export interface CurrentUrl {
  origin: string;
  pathname: string;
  search: string;
}

// Files (sitemap.xml, images, the shop catalogue, /404.html) load as documents, not page data.
const FILE_PATH = /\.[a-z0-9]+$/i;

/** A click the browser should handle itself: another button, a modifier key, or handled already. */
export function isPlainClick(event: ClickLike): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The URL the runtime may load as a page, or null: same origin, http(s), no target other than
 * `_self`, no `download`, not a file, and not a hash-only change on the current page (the
 * browser scrolls to the anchor itself).
 */
export function internalLinkUrl(anchor: AnchorLike, current: CurrentUrl): URL | null {
  if (typeof anchor.href !== 'string' || anchor.href === '') return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (FILE_PATH.test(url.pathname)) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash !== '') return null;
  return url;
}

/** The URL to load for a click on `anchor`, or null when the browser should follow it. */
export function interceptedClick(
  event: ClickLike,
  anchor: AnchorLike,
  current: CurrentUrl,
): URL | null {
  return isPlainClick(event) ? internalLinkUrl(anchor, current) : null;
}

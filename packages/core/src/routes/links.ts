import type {Lang} from '../language/lang.ts';
import {isPageId, type PageId} from './pageTable.ts';
import {hashOf, normalisePathname, splitPath} from './pathUtils.ts';
import {localizedPath, pageForPath} from './paths.ts';

/**
 * What a link points at: a page id, a path, a URL, `mailto:`/`tel:`, or a text starting with the
 * site's host; or an object adding an anchor to a page or path.
 */
export type LinkInput =
  string | {page: PageId; anchor?: string | null} | {path: string; anchor?: string | null};

/** Where a link is rendered: the page's language and the site's own host (`www.example.de`). */
export type LinkContext = {lang: Lang; host: string};

/** rel of external links, verbatim from spec §2 Links. */
const EXTERNAL_REL = 'nofollow noopener noreferrer external';

/** rel of mailto:/tel: links: new-tab safety only, no nofollow/external (decision 003). */
export const NEW_TAB_REL = 'noopener noreferrer';

/** A link inside the site; `path` already carries the query and `#anchor`. */
type InternalLink = {kind: 'internal'; path: string};

/** A link that opens in a new tab with an icon (spec §2 Links). */
type NewTabLink<K extends string, R extends string> = {
  kind: K;
  href: string;
  target: '_blank';
  rel: R;
  showIcon: true;
};

/** A link to another site. */
type ExternalLink = NewTabLink<'external', typeof EXTERNAL_REL>;
/** A mailto: link. */
type MailtoLink = NewTabLink<'mailto', typeof NEW_TAB_REL>;
/** A tel: link. */
type TelLink = NewTabLink<'tel', typeof NEW_TAB_REL>;

/** A resolved link, discriminated by `kind`. */
export type ResolvedLink = InternalLink | ExternalLink | MailtoLink | TelLink;

/**
 * Resolves a link per spec §2 Links: table pages get the current language's path, anchors
 * become a hash, http(s) URLs on another host are external, own-host URLs and texts starting
 * with the host are internal. Null for empty input and for other schemes (javascript:, data:).
 */
export function resolveLink(input: LinkInput, context: LinkContext): ResolvedLink | null {
  if (typeof input === 'string') return resolveText(input, context);
  if ('page' in input) return internal(localizedPath(input.page, context.lang), input.anchor);
  const link = resolveText(input.path, context);
  return link === null ? null : withAnchor(link, input.anchor);
}

/** The value for `href`, whatever the kind. */
export function linkHref(link: ResolvedLink): string {
  return link.kind === 'internal' ? link.path : link.href;
}

/**
 * spec §2: "A text counts as a link if it starts with http:// or {host}". https:// counts too:
 * a secure URL is no less a link, and most sites are https-only now. Case-insensitive; the host
 * must end at a path boundary, so `www.example.de.evil.com` does not count.
 */
export function isLinkText(text: string, host: string): boolean {
  const start = text.trimStart().toLowerCase();
  return (
    start.startsWith('http://') || start.startsWith('https://') || hostRest(start, host) !== null
  );
}

function resolveText(raw: string, context: LinkContext): ResolvedLink | null {
  const text = raw.trim();
  const lower = text.toLowerCase();
  if (text === '') return null;
  if (lower.startsWith('mailto:')) return newTabScheme('mailto', text);
  if (lower.startsWith('tel:'))
    return newTabScheme('tel', `tel:${text.slice(4).replace(/\s+/g, '')}`);
  if (/^https?:\/\//.test(lower) || lower.startsWith('//')) return resolveUrl(text, context);
  const rest = hostRest(text, context.host);
  if (rest !== null) return localize(rest === '' ? '/' : rest, context.lang);
  if (isPageId(text)) return internal(localizedPath(text, context.lang));
  // Any other scheme (javascript:, data:, ftp: …) is refused rather than guessed at.
  if (/^[a-z][a-z0-9+.-]*:/.test(lower)) return null;
  return localize(text, context.lang);
}

// http(s) and protocol-relative URLs: internal when they point at the site's own host.
function resolveUrl(text: string, context: LinkContext): ResolvedLink | null {
  let url: URL;
  try {
    url = new URL(text.startsWith('//') ? `https:${text}` : text);
  } catch {
    return null;
  }
  const host = normaliseHost(context.host);
  if (host !== '' && url.host === host) {
    return localize(`${url.pathname}${url.search}${url.hash}`, context.lang);
  }
  return {kind: 'external', href: text, target: '_blank', rel: EXTERNAL_REL, showIcon: true};
}

// spec §2 Links: "Internal links use the path for the current language when the target is in
// the table". Paths outside the table (brand, item, cart pages) are kept as written.
function localize(path: string, lang: Lang): InternalLink {
  const {pathname, search, hash} = splitPath(path);
  if (pathname === '') return {kind: 'internal', path: `${search}${hash}`};
  const match = pageForPath(pathname);
  const base = match === undefined ? normalisePathname(pathname) : localizedPath(match.page, lang);
  return {kind: 'internal', path: `${base}${search}${hash}`};
}

function internal(path: string, anchor?: string | null): InternalLink {
  return {kind: 'internal', path: `${path}${hashOf(anchor)}`};
}

// An explicit anchor replaces any hash already in the target; mailto:/tel: take none.
function withAnchor(link: ResolvedLink, anchor: string | null | undefined): ResolvedLink {
  const hash = hashOf(anchor);
  if (hash === '') return link;
  if (link.kind === 'internal') return {...link, path: `${stripHash(link.path)}${hash}`};
  if (link.kind === 'external') return {...link, href: `${stripHash(link.href)}${hash}`};
  return link;
}

function stripHash(value: string): string {
  const at = value.indexOf('#');
  return at === -1 ? value : value.slice(0, at);
}

function newTabScheme<K extends 'mailto' | 'tel'>(
  kind: K,
  href: string,
): NewTabLink<K, typeof NEW_TAB_REL> | null {
  if (href.indexOf(':') === href.length - 1) return null;
  return {kind, href, target: '_blank', rel: NEW_TAB_REL, showIcon: true};
}

// `www.example.de` from `https://WWW.Example.de/`; '' when no host is configured.
function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '');
}

// What follows the host at the start of `text`, or null when `text` does not start with it.
function hostRest(text: string, host: string): string | null {
  const bare = normaliseHost(host);
  if (bare === '' || !text.toLowerCase().startsWith(bare)) return null;
  const rest = text.slice(bare.length);
  return rest === '' || /^[/?#]/.test(rest) ? rest : null;
}

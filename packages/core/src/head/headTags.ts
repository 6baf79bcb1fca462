// Head tags of a page: title, description, keywords, Open Graph, Twitter card, canonical and
// hreflang links (spec §2 Head tags). Pure data, so the build can write it into the HTML and into
// page-data.json alike; the UI renders it with React 19's metadata hoisting.
import type {Lang} from '../language/lang.ts';
import type {Alternate} from '../routes/paths.ts';
import {normalisePathname, splitPath} from '../routes/pathUtils.ts';

/** How canonical URLs are built from the page path (spec §2 Head tags). */
export interface CanonicalOptions {
  /** Drop a trailing slash from the path (`/kontakt/` → `/kontakt`); the root stays `/`. */
  dropTrailingSlash: boolean;
  /** Drop the query string. */
  dropQuery: boolean;
  /** Drop the hash. */
  dropHash: boolean;
  /** Paths that get no canonical link; compared without trailing slash, query and hash. */
  exclude: readonly string[];
}

/**
 * Defaults: a canonical names the page, not one view of it, so query and hash go; our own paths
 * have no trailing slash (route table), so `/kontakt/` points at `/kontakt`.
 */
export const DEFAULT_CANONICAL_OPTIONS: CanonicalOptions = {
  dropTrailingSlash: true,
  dropQuery: true,
  dropHash: true,
  exclude: [],
};

/** The page's share image. */
export interface HeadImage {
  /** Absolute URL, or a site-relative path resolved against the site URL. */
  url: string;
  /** Text alternative for og:image:alt and twitter:image:alt. */
  alt?: string | null;
  /** Pixel width, when known. */
  width?: number | null;
  /** Pixel height, when known. */
  height?: number | null;
}

/** Everything a page's head tags are built from. */
export interface HeadTagsInput {
  /** The page title; empty or equal to the site title gives the bare site title. */
  title: string;
  /** The site title (site config seo_title). */
  siteTitle: string;
  /** Meta description; omitted when empty. */
  description?: string | null;
  /** Meta keywords (comma separated); omitted when empty. */
  keywords?: string | null;
  /** Share image; with one the Twitter card is the large-image card. */
  image?: HeadImage | null;
  /** The page's site-relative URL, e.g. `/en/contact?x=1#top`. */
  path: string;
  /** The page's language (og:locale). */
  lang: Lang;
  /** Absolute site URL (site config site_url); without it no absolute URLs are emitted. */
  siteUrl?: string | null;
  /** Canonical options; missing fields take {@link DEFAULT_CANONICAL_OPTIONS}. */
  canonical?: Partial<CanonicalOptions>;
  /** hreflang alternates, e.g. from `alternates(page)`; none when missing. */
  alternates?: readonly Alternate[];
  /** og:type. @default 'website' */
  type?: 'website' | 'article' | 'product';
}

/** A `<meta name=… content=…>` tag (description, keywords, twitter:*). */
type NamedMeta = {name: string; content: string};
/** A `<meta property=… content=…>` tag (og:*). */
type PropertyMeta = {property: string; content: string};
/** One meta tag. */
export type MetaTag = NamedMeta | PropertyMeta;
/** One link tag: the canonical link or an hreflang alternate. */
type LinkTag =
  {rel: 'canonical'; href: string} | {rel: 'alternate'; hreflang: Lang | 'x-default'; href: string};

/** The complete head of a page, in document order. */
export interface HeadTags {
  /** The document title. */
  title: string;
  /** The page language (for `<html lang>`). */
  lang: Lang;
  /** Meta tags. */
  meta: MetaTag[];
  /** Link tags. */
  links: LinkTag[];
}

/** og:locale per language; English as in the UK, the retailers being European. */
const OG_LOCALES: Record<Lang, string> = {de: 'de_DE', en: 'en_GB', fr: 'fr_FR'};

/** The document title: "{title} | {site title}" unless the title is the site title (spec §2). */
export function pageTitle(title: string, siteTitle: string): string {
  const own = title.trim();
  const site = siteTitle.trim();
  if (own === '' || own === site) return site;
  if (site === '') return own;
  return `${own} | ${site}`;
}

/**
 * The page's path as canonical URLs show it, options applied. A hash is never part of what the
 * server sees, but is kept when `dropHash` is off, as the option asks.
 */
export function canonicalPath(path: string, options: CanonicalOptions): string {
  const {pathname, search, hash} = splitPath(path);
  let clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (options.dropTrailingSlash && clean !== '/') clean = clean.replace(/\/+$/, '') || '/';
  return `${clean}${options.dropQuery ? '' : search}${options.dropHash ? '' : hash}`;
}

/** `siteUrl` plus a site-relative path; absolute URLs pass unchanged. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Whether `path` is on the exclude list (trailing slash, query and hash ignored). */
export function isExcluded(path: string, exclude: readonly string[]): boolean {
  const own = normalisePathname(splitPath(path).pathname);
  return exclude.some((entry) => normalisePathname(splitPath(entry).pathname) === own);
}

/** Builds every head tag of a page (spec §2 Head tags); values are trimmed, empty ones left out. */
export function buildHeadTags(input: HeadTagsInput): HeadTags {
  const options: CanonicalOptions = {...DEFAULT_CANONICAL_OPTIONS, ...input.canonical};
  const siteUrl = blankToNull(input.siteUrl);
  const title = pageTitle(input.title, input.siteTitle);
  const description = blankToNull(input.description);
  const keywords = blankToNull(input.keywords);
  const imageUrl = blankToNull(input.image?.url);
  const image = imageUrl === null ? null : siteUrl ? absoluteUrl(siteUrl, imageUrl) : imageUrl;
  const imageAlt = blankToNull(input.image?.alt);
  const pageUrl = siteUrl ? absoluteUrl(siteUrl, canonicalPath(input.path, options)) : null;

  const meta: MetaTag[] = [];
  if (description) meta.push({name: 'description', content: description});
  if (keywords) meta.push({name: 'keywords', content: keywords});
  meta.push({property: 'og:title', content: title});
  if (description) meta.push({property: 'og:description', content: description});
  meta.push({property: 'og:type', content: input.type ?? 'website'});
  if (pageUrl) meta.push({property: 'og:url', content: pageUrl});
  meta.push({property: 'og:site_name', content: input.siteTitle.trim()});
  meta.push({property: 'og:locale', content: OG_LOCALES[input.lang]});
  for (const lang of alternateLangs(input.alternates, input.lang)) {
    meta.push({property: 'og:locale:alternate', content: OG_LOCALES[lang]});
  }
  if (image) {
    meta.push({property: 'og:image', content: image});
    if (input.image?.width)
      meta.push({property: 'og:image:width', content: `${input.image.width}`});
    if (input.image?.height) {
      meta.push({property: 'og:image:height', content: `${input.image.height}`});
    }
    if (imageAlt) meta.push({property: 'og:image:alt', content: imageAlt});
  }
  // spec §2: a large-image card when an image exists, otherwise a summary card.
  meta.push({name: 'twitter:card', content: image ? 'summary_large_image' : 'summary'});
  meta.push({name: 'twitter:title', content: title});
  if (description) meta.push({name: 'twitter:description', content: description});
  if (image) {
    meta.push({name: 'twitter:image', content: image});
    if (imageAlt) meta.push({name: 'twitter:image:alt', content: imageAlt});
  }

  const links: LinkTag[] = [];
  // Canonical and hreflang URLs must be absolute, so both need the site URL.
  if (siteUrl && pageUrl && !isExcluded(input.path, options.exclude)) {
    links.push({rel: 'canonical', href: pageUrl});
  }
  if (siteUrl) {
    for (const alternate of input.alternates ?? []) {
      links.push({
        rel: 'alternate',
        hreflang: alternate.hreflang,
        href: absoluteUrl(siteUrl, canonicalPath(alternate.path, options)),
      });
    }
  }
  return {title, lang: input.lang, meta, links};
}

// The other languages a page exists in, for og:locale:alternate (x-default is no language).
function alternateLangs(list: readonly Alternate[] | undefined, own: Lang): Lang[] {
  const langs: Lang[] = [];
  for (const {hreflang} of list ?? []) {
    if (hreflang !== 'x-default' && hreflang !== own && !langs.includes(hreflang)) {
      langs.push(hreflang);
    }
  }
  return langs;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

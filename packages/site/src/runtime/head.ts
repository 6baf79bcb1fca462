// Head tags after a client-side navigation (spec §2 Head tags): title, meta, canonical and hreflang
// links from the page data's `head`, `<html lang>`, and the page's JSON-LD (business, product). The
// build writes the same tags with headTagsHtml and jsonLdHtml (build/render/document.ts); this puts
// the next page's in their place.
import type {HeadTags, Lang} from '@schaufenster/core';
import {RUNTIME_CONFIG_ID} from '../contract/runtimeConfig.ts';

/** One tag to insert: its name and attributes, in order. */
export interface HeadNode {
  tag: 'meta' | 'link';
  attrs: Array<[string, string]>;
}

// Meta tags of the document itself, the same on every page: never touched.
const FIXED_META_NAMES = new Set(['viewport', 'color-scheme']);

/** The tags of a page's head, in the build's order (robots noindex after the meta tags). */
export function headNodes(head: HeadTags, noindex: boolean): HeadNode[] {
  const nodes: HeadNode[] = head.meta.map((tag) => ({
    tag: 'meta',
    attrs: [
      'name' in tag ? ['name', tag.name] : ['property', tag.property],
      ['content', tag.content],
    ],
  }));
  if (noindex)
    nodes.push({
      tag: 'meta',
      attrs: [
        ['name', 'robots'],
        ['content', 'noindex'],
      ],
    });
  for (const link of head.links) {
    nodes.push({
      tag: 'link',
      attrs:
        link.rel === 'canonical'
          ? [
              ['rel', 'canonical'],
              ['href', link.href],
            ]
          : [
              ['rel', 'alternate'],
              ['hreflang', link.hreflang],
              ['href', link.href],
            ],
    });
  }
  return nodes;
}

/** The part of an element {@link isPageHeadTag} reads. */
export interface TagLike {
  tagName: string;
  getAttribute(name: string): string | null;
}

/**
 * Whether a head element belongs to the page (replaced on navigation): named meta tags but the
 * document's own (viewport, color-scheme), property meta tags, the canonical link and hreflang
 * alternates. Charset, icon, styles, preloads and scripts stay.
 */
export function isPageHeadTag(element: TagLike): boolean {
  const tag = element.tagName.toLowerCase();
  if (tag === 'meta') {
    const name = element.getAttribute('name');
    if (name !== null) return !FIXED_META_NAMES.has(name.toLowerCase());
    return element.getAttribute('property') !== null;
  }
  if (tag !== 'link') return false;
  const rel = element.getAttribute('rel');
  return rel === 'canonical' || (rel === 'alternate' && element.getAttribute('hreflang') !== null);
}

/** Whether a head element is one of the page's JSON-LD scripts (replaced on navigation). */
export function isJsonLdScript(element: TagLike): boolean {
  return (
    element.tagName.toLowerCase() === 'script' &&
    element.getAttribute('type')?.toLowerCase() === 'application/ld+json'
  );
}

/** A JSON-LD script's text, `<` escaped as the build writes it (document.ts jsonLdHtml). */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** What the next page's head needs besides its tags. */
export interface HeadUpdate {
  /** `<html lang>`. */
  lang: Lang;
  /** Add `<meta name="robots" content="noindex">`. */
  noindex: boolean;
  /** The page's JSON-LD objects; none removes the previous page's. */
  jsonLd: readonly object[];
}

/**
 * Replaces the page's head tags, JSON-LD scripts and `<html lang>` with the next page's. The
 * JSON-LD goes where the build puts it: before the runtime config script.
 */
export function applyHead(doc: Document, head: HeadTags, update: HeadUpdate): void {
  const {lang, noindex, jsonLd} = update;
  doc.documentElement.lang = lang;
  doc.title = head.title;
  for (const element of [...doc.head.children]) {
    if (isPageHeadTag(element) || isJsonLdScript(element)) element.remove();
  }
  const elements = headNodes(head, noindex).map(({tag, attrs}) => {
    const element = doc.createElement(tag);
    for (const [name, value] of attrs) element.setAttribute(name, value);
    return element;
  });
  const title = doc.head.querySelector('title');
  if (title) title.after(...elements);
  else doc.head.append(...elements);
  const scripts = jsonLd.map((data) => {
    const script = doc.createElement('script');
    script.setAttribute('type', 'application/ld+json');
    script.textContent = jsonLdText(data);
    return script;
  });
  const config = doc.getElementById(RUNTIME_CONFIG_ID);
  if (config !== null && config.parentNode === doc.head) config.before(...scripts);
  else doc.head.append(...scripts);
}

import type {HeadTags} from '@schaufenster/core';
import {describe, expect, it} from 'vitest';
import {applyHead, headNodes, isJsonLdScript, isPageHeadTag, jsonLdText} from './head.ts';

const HEAD: HeadTags = {
  title: 'Kontakt | Juwelier',
  lang: 'de',
  meta: [
    {name: 'description', content: 'Uhren'},
    {property: 'og:title', content: 'Kontakt | Juwelier'},
  ],
  links: [
    {rel: 'canonical', href: 'https://x.de/kontakt'},
    {rel: 'alternate', hreflang: 'en', href: 'https://x.de/en/contact'},
  ],
};

const tag = (tagName: string, attributes: Record<string, string>) => ({
  tagName,
  getAttribute: (name: string) => attributes[name] ?? null,
});

describe('head tags after a swap', () => {
  it('lists the page tags in the build order, robots last of the meta tags', () => {
    expect(headNodes(HEAD, true)).toEqual([
      {
        tag: 'meta',
        attrs: [
          ['name', 'description'],
          ['content', 'Uhren'],
        ],
      },
      {
        tag: 'meta',
        attrs: [
          ['property', 'og:title'],
          ['content', 'Kontakt | Juwelier'],
        ],
      },
      {
        tag: 'meta',
        attrs: [
          ['name', 'robots'],
          ['content', 'noindex'],
        ],
      },
      {
        tag: 'link',
        attrs: [
          ['rel', 'canonical'],
          ['href', 'https://x.de/kontakt'],
        ],
      },
      {
        tag: 'link',
        attrs: [
          ['rel', 'alternate'],
          ['hreflang', 'en'],
          ['href', 'https://x.de/en/contact'],
        ],
      },
    ]);
    expect(headNodes(HEAD, false)).toHaveLength(4);
  });

  it('replaces page tags only, never the document’s own', () => {
    expect(isPageHeadTag(tag('META', {name: 'description'}))).toBe(true);
    expect(isPageHeadTag(tag('META', {name: 'robots'}))).toBe(true);
    expect(isPageHeadTag(tag('META', {property: 'og:url'}))).toBe(true);
    expect(isPageHeadTag(tag('LINK', {rel: 'canonical'}))).toBe(true);
    expect(isPageHeadTag(tag('LINK', {rel: 'alternate', hreflang: 'x-default'}))).toBe(true);
    expect(isPageHeadTag(tag('META', {name: 'viewport'}))).toBe(false);
    expect(isPageHeadTag(tag('META', {name: 'color-scheme'}))).toBe(false);
    expect(isPageHeadTag(tag('META', {charset: 'utf-8'}))).toBe(false);
    expect(isPageHeadTag(tag('LINK', {rel: 'stylesheet'}))).toBe(false);
    expect(isPageHeadTag(tag('LINK', {rel: 'icon'}))).toBe(false);
    expect(isPageHeadTag(tag('LINK', {rel: 'alternate', type: 'application/rss+xml'}))).toBe(false);
    expect(isPageHeadTag(tag('SCRIPT', {type: 'module'}))).toBe(false);
  });
});

// Just enough of the DOM for applyHead: elements in one parent (head), in order.
class FakeElement {
  parentNode: FakeHead | null = null;
  textContent = '';
  readonly attributes = new Map<string, string>();
  readonly tagName: string;
  constructor(tagName: string) {
    this.tagName = tagName;
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  remove(): void {
    this.parentNode?.removeChild(this);
  }
  after(...nodes: FakeElement[]): void {
    this.parentNode?.insertAt(this.parentNode.children.indexOf(this) + 1, nodes);
  }
  before(...nodes: FakeElement[]): void {
    this.parentNode?.insertAt(this.parentNode.children.indexOf(this), nodes);
  }
}

class FakeHead {
  children: FakeElement[] = [];
  insertAt(index: number, nodes: FakeElement[]): void {
    for (const node of nodes) node.parentNode = this;
    this.children.splice(index, 0, ...nodes);
  }
  append(...nodes: FakeElement[]): void {
    this.insertAt(this.children.length, nodes);
  }
  removeChild(node: FakeElement): void {
    this.children = this.children.filter((child) => child !== node);
    node.parentNode = null;
  }
  querySelector(selector: string): FakeElement | null {
    return this.children.find((child) => child.tagName.toLowerCase() === selector) ?? null;
  }
}

function element(tagName: string, attributes: Record<string, string>, text = ''): FakeElement {
  const made = new FakeElement(tagName);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.textContent = text;
  return made;
}

function fakeDocument(children: FakeElement[]) {
  const head = new FakeHead();
  head.append(...children);
  const doc = {
    documentElement: {lang: 'de'},
    title: '',
    head,
    createElement: (tagName: string) => new FakeElement(tagName.toUpperCase()),
    getElementById: (id: string) =>
      head.children.find((child) => child.getAttribute('id') === id) ?? null,
  };
  return {doc: doc as unknown as Document, head};
}

const PRODUCT = {'@type': 'Product', name: 'Black Bay 58 <Blau>'};
const STORE = {'@type': 'JewelryStore', name: 'Juwelier'};

describe('JSON-LD after a swap', () => {
  it('recognises JSON-LD scripts and nothing else', () => {
    expect(isJsonLdScript(tag('SCRIPT', {type: 'application/ld+json'}))).toBe(true);
    expect(isJsonLdScript(tag('SCRIPT', {type: 'application/json'}))).toBe(false);
    expect(isJsonLdScript(tag('SCRIPT', {type: 'module'}))).toBe(false);
    expect(isJsonLdScript(tag('LINK', {type: 'application/ld+json'}))).toBe(false);
  });

  it('removes the item page’s Product and puts the next page’s JSON-LD before the config', () => {
    const {doc, head} = fakeDocument([
      element('TITLE', {}),
      element('META', {name: 'description'}),
      element('LINK', {rel: 'stylesheet'}),
      element('SCRIPT', {type: 'application/ld+json'}, jsonLdText(PRODUCT)),
      element('SCRIPT', {type: 'application/json', id: 'sf-runtime'}),
      element('SCRIPT', {type: 'module'}),
    ]);
    applyHead(doc, HEAD, {lang: 'en', noindex: false, jsonLd: [STORE]});
    const scripts = head.children.filter((child) => child.tagName === 'SCRIPT');
    expect(scripts.map((script) => script.getAttribute('type'))).toEqual([
      'application/ld+json',
      'application/json',
      'module',
    ]);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(STORE);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Kontakt | Juwelier');
  });

  it('leaves no JSON-LD when the next page has none, and escapes < like the build', () => {
    const {doc, head} = fakeDocument([
      element('TITLE', {}),
      element('SCRIPT', {type: 'application/ld+json'}, jsonLdText(STORE)),
      element('SCRIPT', {type: 'application/ld+json'}, jsonLdText(PRODUCT)),
    ]);
    applyHead(doc, HEAD, {lang: 'de', noindex: false, jsonLd: []});
    expect(head.children.some((child) => isJsonLdScript(child))).toBe(false);
    expect(jsonLdText(PRODUCT)).toBe('{"@type":"Product","name":"Black Bay 58 \\u003cBlau>"}');
  });
});

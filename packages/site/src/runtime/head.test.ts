import type {HeadTags} from '@schaufenster/core';
import {describe, expect, it} from 'vitest';
import {headNodes, isPageHeadTag} from './head.ts';

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

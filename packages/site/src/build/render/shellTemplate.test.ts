// The page frame rendered once per language (shellTemplate.ts): a filled-in frame must be exactly
// what rendering it for the page gives, and a frame whose marks cannot be placed is rendered.
import {describe, expect, it} from 'vitest';
import type {Alternate} from '@schaufenster/core';
import {createShellCache, pageShell, type MarkedShell, type ShellHoles} from './shellTemplate.ts';
import {trackSiteReads} from './siteReads.ts';

const ALTERNATES: Alternate[] = [
  {hreflang: 'de', path: '/shop/artikel/ring-1'},
  {hreflang: 'en', path: '/en/shop/artikel/ring-1'},
  {hreflang: 'x-default', path: '/shop/artikel/ring-1'},
];

const reads = trackSiteReads({siteConfig: {}} as never).capture(() => null).log;

function frame(layout: (holes: ShellHoles) => string) {
  let renders = 0;
  const render = (holes: ShellHoles): MarkedShell => {
    renders++;
    return {
      html: layout(holes),
      preloads: ['<link rel="preload" href="/logo.svg" as="image">'],
      islands: ['DrawerButton'],
      reads,
    };
  };
  return {render, renders: () => renders};
}

const links = ({alternates}: ShellHoles) =>
  alternates
    .filter((alternate) => alternate.hreflang === 'en')
    .map((alternate) => `<a href="${alternate.path}">English</a>`)
    .join('');

describe('pageShell', () => {
  it('renders the frame once per language and fills in main and the language links', () => {
    const cache = createShellCache();
    const {render, renders} = frame(
      (holes) => `<header>${links(holes)}</header><main>${holes.mainHtml}</main>`,
    );
    const pages = ['<h1>Ring 1</h1>', '<h1>Ring 2</h1>'].map((mainHtml, index) => {
      const alternates = ALTERNATES.map((alternate) => ({
        ...alternate,
        path: `${alternate.path}${index}`,
      }));
      return {
        filled: pageShell(cache, 'de', {mainHtml, alternates}, render),
        rendered: render({mainHtml, alternates}).html,
      };
    });
    for (const {filled, rendered} of pages) expect(filled.html).toBe(rendered);
    expect(pages[0]?.filled.preloads).toEqual(['<link rel="preload" href="/logo.svg" as="image">']);
    expect(pages[0]?.filled.islands).toEqual(['DrawerButton']);
    expect(renders()).toBe(1 + 2);
  });

  it('renders the frame for each page when a mark is not where a path can go', () => {
    const cache = createShellCache();
    const {render, renders} = frame(
      (holes) =>
        `<script>${JSON.stringify(holes.alternates)}</script><main>${holes.mainHtml}</main>`,
    );
    const holes = {mainHtml: '<h1>Ring</h1>', alternates: ALTERNATES};
    expect(pageShell(cache, 'de', holes, render).html).toBe(render(holes).html);
    pageShell(cache, 'de', holes, render);
    expect(renders()).toBe(1 + 1 + 1 + 1);
  });

  it('renders the frame for a page whose path React would escape', () => {
    const cache = createShellCache();
    const {render, renders} = frame((holes) => `${links(holes)}<main>${holes.mainHtml}</main>`);
    const alternates = [{hreflang: 'en' as const, path: '/en/a&b'}];
    expect(pageShell(cache, 'de', {mainHtml: '', alternates}, render).html).toBe(
      '<a href="/en/a&b">English</a><main></main>',
    );
    expect(renders()).toBe(1);
  });
});

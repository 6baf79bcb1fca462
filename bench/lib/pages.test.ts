import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {TEMPLATES} from './budget.ts';
import {pageDataPathname} from './navigation.ts';
import {NAVIGATION_TARGETS, TEMPLATE_PATHS, htmlFile} from './pages.ts';

describe('measured pages', () => {
  it('has one German path per template', () => {
    expect(Object.keys(TEMPLATE_PATHS)).toEqual([...TEMPLATES]);
    for (const pathname of Object.values(TEMPLATE_PATHS)) {
      expect(pathname).not.toMatch(/^\/(en|fr)\//);
    }
  });

  it('maps paths to the build output files (decision 011 Output)', () => {
    expect(htmlFile('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(htmlFile('/out', '/shop/warenkorb')).toBe(
      path.join('/out', 'shop/warenkorb/index.html'),
    );
  });

  it('maps paths to page-data files (root → index)', () => {
    expect(pageDataPathname('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataPathname('/en/')).toBe('/page-data/en/page-data.json');
    expect(pageDataPathname('/shop/artikel/x')).toBe('/page-data/shop/artikel/x/page-data.json');
  });

  it('navigates to a different page on every hop', () => {
    const hops = ['/', ...NAVIGATION_TARGETS];
    hops.slice(1).forEach((target, index) => expect(target).not.toBe(hops[index]));
  });
});

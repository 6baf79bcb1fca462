// The build's link check: internal links and #anchors on built pages must lead somewhere.
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {htmlFile} from '../plan/routes.ts';
import {
  danglingLinks,
  describeDanglingLink,
  HrefTable,
  pageLinkList,
  type LinkTargets,
} from './checkLinks.ts';
import {readLinkCache, writeLinkCache, type LinkCache} from './linkCache.ts';
import {menuLinkSources} from './linkSources.ts';
import {checkOutputLinks} from './outputLinks.ts';
import {pageLinks} from './pageLinks.ts';
import {reportDanglingLinks} from './reportLinks.ts';

/** A built page: its links' hrefs and its element ids. */
type Page = {hrefs?: string[]; ids?: string[]};

function targets(pages: Record<string, Page>, more: Partial<LinkTargets> = {}): LinkTargets {
  const table = new HrefTable();
  const idsOf = (pagePath: string) => new Set(pages[pagePath]?.ids ?? []);
  const lists = Object.entries(pages).map(([pagePath, page]) => {
    const links = {hrefs: page.hrefs ?? [], ids: idsOf(pagePath)};
    return [pagePath, pageLinkList(pagePath, links, table)] as const;
  });
  return {
    pages: new Map(lists),
    table,
    idsOf,
    hasFile: () => false,
    redirects: [],
    ...more,
  };
}

describe('pageLinks', () => {
  it('reads the hrefs of links and every id, not what scripts and comments hold', () => {
    const html =
      '<html lang="de"><head><link rel="stylesheet" href="/assets/a.css"></head><body>' +
      '<a href="/kontakt" class="x">K</a><area shape="rect" href="/service#gravur">' +
      '<main id="main"><h2 id="uhrenservice">U</h2><a name="alt"></a>' +
      '<a href="/shop?category=1&amp;sort=price">S</a></main>' +
      '<script>document.write(\'<a href="/script" id="script">\')</script>' +
      '<!-- <a href="/comment"> --><div data-id="no" id="">x</div></body></html>';
    const links = pageLinks(html);
    expect(links.hrefs).toEqual(['/kontakt', '/service#gravur', '/shop?category=1&sort=price']);
    expect([...links.ids]).toEqual(['main', 'uhrenservice', 'alt']);
  });
});

describe('danglingLinks', () => {
  it('finds a link to a page the output does not have', () => {
    const found = danglingLinks(targets({'/': {hrefs: ['/kontakt', '/kontkat']}, '/kontakt': {}}));
    expect(found).toEqual([
      {href: '/kontkat', problem: 'no page /kontkat', source: null, pages: ['/']},
    ]);
  });

  it('finds an anchor that matches no element on its page, on this page or another', () => {
    const found = danglingLinks(
      targets({
        '/': {
          hrefs: ['/service#gravur', '/service#reparatur', '#oben', '#main', '#'],
          ids: ['main'],
        },
        '/service': {hrefs: ['#gravur'], ids: ['gravur', 'main']},
      }),
    );
    expect(found.map(({href, problem}) => [href, problem])).toEqual([
      ['#oben', 'no element with id "oben" on /'],
      ['/service#reparatur', 'no element with id "reparatur" on /service'],
    ]);
  });

  it('checks each language: a page that exists in German only dangles in English', () => {
    const found = danglingLinks(
      targets({'/': {hrefs: ['/en/service']}, '/service': {}, '/en': {hrefs: ['/en/service']}}),
    );
    expect(found).toEqual([
      {href: '/en/service', problem: 'no page /en/service', source: null, pages: ['/', '/en']},
    ]);
  });

  it('accepts a query string on a page that exists, and paths written another way', () => {
    const found = danglingLinks(
      targets({
        '/': {hrefs: ['/en/shop?category=1', '/en/', '/en/shop/?category=2#top', '/index.html']},
        '/en': {},
        '/en/shop': {},
      }),
    );
    expect(found).toEqual([]);
  });

  it('leaves links to other sites, mailto:, tel: and the order service unchecked', () => {
    const hrefs = [
      'https://www.instagram.com/x',
      '//cdn.example.com/a',
      'mailto:info@example.com',
      'tel:+49691',
      '/ecom/request',
      '/forms/contact',
      '/newsletter/confirm?token=1',
    ];
    expect(danglingLinks(targets({'/': {hrefs}}))).toEqual([]);
  });

  it('accepts files of the output and the sources of redirects, not of 404 rules', () => {
    const found = danglingLinks(
      targets(
        {'/': {hrefs: ['/images/logo.svg', '/schaufenster', '/en/missing', '/old/page']}},
        {
          hasFile: (relative) => relative === 'images/logo.svg',
          redirects: [
            {from: '/schaufenster', to: '/', status: 302},
            {from: '/en/*', to: '/en/404.html', status: 404},
            {from: '/old/*', to: '/', status: 301},
          ],
        },
      ),
    );
    expect(found.map(({href}) => href)).toEqual(['/en/missing']);
  });

  it('names the record that made the link and the pages it is on', () => {
    const found = danglingLinks(
      targets(
        {'/': {hrefs: ['/shop#uhren']}, '/agb': {hrefs: ['/shop#uhren']}, '/shop': {}},
        {sources: new Map([['/shop#uhren', 'menu entry 14 "Alle Uhren im Shop"']])},
      ),
    );
    expect(found).toEqual([
      {
        href: '/shop#uhren',
        problem: 'no element with id "uhren" on /shop',
        source: 'menu entry 14 "Alle Uhren im Shop"',
        pages: ['/', '/agb'],
      },
    ]);
    expect(describeDanglingLink(found[0] as (typeof found)[0])).toBe(
      'Dangling link /shop#uhren on 2 pages (/, /agb): no element with id "uhren" on /shop; ' +
        'from menu entry 14 "Alle Uhren im Shop"',
    );
  });
});

describe('menuLinkSources', () => {
  it('gives each menu entry’s href per language, a query string kept', () => {
    const entry = (id: number, name: string, more: object) => ({
      id,
      display_name: name,
      path: null,
      path_prefix: null,
      external_path: null,
      anchor: null,
      type: null,
      sort: id,
      translations: [],
      sub: [],
      groups: [],
      ...more,
    });
    const menus = {
      primary: [
        {
          ...entry(1, 'Uhren', {path: '/uhren'}),
          position: 'primary' as const,
          sub: [
            entry(11, 'Rolex', {path: 'rolex', path_prefix: true}),
            entry(14, 'Alle Uhren im Shop', {path: '/shop?category=1'}),
          ],
        },
      ],
      social: [],
    };
    const sources = menuLinkSources({menus}, 'www.example.de', ['de', 'en']);
    expect(Object.fromEntries(sources)).toEqual({
      '/uhren': 'menu entry 1 "Uhren"',
      '/uhren/rolex': 'menu entry 11 "Rolex"',
      '/shop?category=1': 'menu entry 14 "Alle Uhren im Shop"',
      '/en/watches': 'menu entry 1 "Uhren"',
      '/en/shop?category=1': 'menu entry 14 "Alle Uhren im Shop"',
    });
  });
});

describe('checkOutputLinks and reportDanglingLinks', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, {recursive: true, force: true})));
  });

  async function folder(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sf-links-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), {recursive: true});
      await writeFile(path.join(dir, name), text);
    }
    return dir;
  }

  // The cache a previous build wrote for pages with these hrefs (no ids).
  async function cacheWith(
    outDir: string,
    hrefs: Record<string, string[]>,
    stamp: {size: number; mtimeMs: number},
  ) {
    const cacheDir = await folder({});
    const table = new HrefTable();
    const pages = new Map(
      Object.entries(hrefs).map(([pagePath, list]) => [
        pagePath,
        pageLinkList(pagePath, {hrefs: list, ids: new Set()}, table),
      ]),
    );
    await writeLinkCache(cacheDir, outDir, {strings: table.strings, pages}, () => stamp);
    return readLinkCache(cacheDir, outDir);
  }

  it('checks the rendered pages and the kept ones, a kept page’s links from the cache', async () => {
    const staging = await folder({
      'index.html': '<a href="/service#gravur">x</a><a href="/kontakt#termin">y</a>',
      'images/a.svg': '<svg/>',
    });
    // Kept pages in the output: the links of /kontakt come from the cache (its file has none).
    const outDir = await folder({
      'service/index.html': '<h2 id="gravur">G</h2>',
      'kontakt/index.html': '<h1 id="kontakt">K</h1>',
    });
    const stamp = {size: 10, mtimeMs: 1};
    const cache = await cacheWith(outDir, {'/kontakt': ['/images/a.svg', '/nirgends']}, stamp);
    const check = await checkOutputLinks({
      staging,
      outDir,
      pages: [{path: '/'}, {path: '/service'}, {path: '/kontakt'}],
      kept: new Map([
        ['/service', {html: {size: 0, mtimeMs: 0}}],
        ['/kontakt', {html: stamp}],
      ]),
      htmlFile,
      redirects: '',
      cache,
    });
    expect(check.dangling.map(({href, problem, pages}) => [href, problem, pages])).toEqual([
      ['/kontakt#termin', 'no element with id "termin" on /kontakt', ['/']],
      ['/nirgends', 'no page /nirgends', ['/kontakt']],
    ]);
    // The cached page keeps its place in the table: the next build's cache indexes the same.
    expect(check.strings.slice(0, 2)).toEqual(['/images/a.svg', '/nirgends']);
    expect(check.pages.get('/kontakt')).toEqual({links: '0,1', own: []});
  });

  it('takes a rendered page’s links from its render thread, without reading its file', async () => {
    // The staging file says otherwise: only the links the render thread read count.
    const staging = await folder({
      'index.html': '<a href="/datei-sagt-anderes">x</a>',
      'kontakt/index.html': '<h1 id="kontakt">K</h1>',
    });
    const outDir = await folder({});
    const {dangling} = await checkOutputLinks({
      staging,
      outDir,
      pages: [{path: '/'}, {path: '/kontakt'}],
      kept: new Map(),
      htmlFile,
      redirects: '',
      rendered: new Map([
        ['/', {hrefs: ['/kontakt#kontakt', '/kontakt#termin'], ids: new Set<string>()}],
        ['/kontakt', {hrefs: [], ids: new Set(['kontakt'])}],
      ]),
    });
    expect(dangling.map(({href, problem}) => [href, problem])).toEqual([
      ['/kontakt#termin', 'no element with id "termin" on /kontakt'],
    ]);
  });

  it('reads a kept page whose cached stamp is not the one the manifest trusts', async () => {
    const staging = await folder({'index.html': ''});
    const outDir = await folder({'kontakt/index.html': '<a href="/neu">n</a>'});
    const cache = await cacheWith(outDir, {'/kontakt': ['/alt']}, {size: 1, mtimeMs: 1});
    const {dangling} = await checkOutputLinks({
      staging,
      outDir,
      pages: [{path: '/'}, {path: '/kontakt'}],
      kept: new Map([['/kontakt', {html: {size: 2, mtimeMs: 2}}]]),
      htmlFile,
      redirects: '',
      cache,
    });
    expect(dangling.map(({href}) => href)).toEqual(['/neu']);
  });

  it('checks a page’s anchors on itself when it is read, and keeps what dangled', async () => {
    const staging = await folder({'index.html': ''});
    const outDir = await folder({
      'agb/index.html': '<a href="#main">m</a><a href="#fehlt">f</a><main id="main"></main>',
    });
    const run = (kept: Map<string, {html: {size: number; mtimeMs: number}}>, cache?: LinkCache) =>
      checkOutputLinks({
        staging,
        outDir,
        pages: [{path: '/'}, {path: '/agb'}],
        kept,
        htmlFile,
        redirects: '',
        cache,
      });
    const stamp = {size: 1, mtimeMs: 1};
    const first = await run(new Map([['/agb', {html: {size: 0, mtimeMs: 0}}]]));
    expect(first.pages.get('/agb')).toEqual({links: '', own: ['#fehlt']});
    // Kept with the cache: not read again (its file is gone), the dangling anchor still reported.
    const cacheDir = await folder({});
    await writeLinkCache(cacheDir, outDir, first, () => stamp);
    await rm(path.join(outDir, 'agb'), {recursive: true});
    const second = await run(
      new Map([['/agb', {html: stamp}]]),
      await readLinkCache(cacheDir, outDir),
    );
    expect(second.dangling).toEqual([
      {
        href: '#fehlt',
        problem: 'no element with id "fehlt" on /agb',
        source: null,
        pages: ['/agb'],
      },
    ]);
  });

  const DANGLING = [{href: '/x', problem: 'no page /x', source: null, pages: ['/']}];
  const REPORT = {read: {}, skipped: [], warnings: [], fallbacks: []};

  it('warns and writes the dangling links into the content report', async () => {
    const file = path.join(await folder({}), 'dist-content-report.json');
    const warnings: string[] = [];
    await reportDanglingLinks(DANGLING, {
      file,
      report: REPORT,
      strict: false,
      warn: (line) => warnings.push(line),
    });
    expect(warnings).toEqual(['Dangling link /x on /: no page /x; from the content of the page']);
    const json = JSON.parse(await readFile(file, 'utf8')) as {danglingLinks: unknown};
    expect(json.danglingLinks).toEqual(DANGLING);
  });

  it('fails under STRICT_CONTENT=1, after writing the report', async () => {
    const file = path.join(await folder({}), 'dist-content-report.json');
    await expect(
      reportDanglingLinks(DANGLING, {file, report: REPORT, strict: true, warn: () => undefined}),
    ).rejects.toThrow(
      'STRICT_CONTENT=1 and 1 dangling link(s), first: Dangling link /x on /: no page /x',
    );
    expect(await readFile(file, 'utf8')).toContain('"danglingLinks"');
    await expect(
      reportDanglingLinks([], {file, report: REPORT, strict: true}),
    ).resolves.toBeUndefined();
  });
});

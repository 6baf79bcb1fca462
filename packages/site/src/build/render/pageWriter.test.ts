// A render thread writes its pages' files (decision 060): what lands on disk and what it reports.
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {BUILD_ID_PLACEHOLDER} from '../../contract/runtimeConfig.ts';
import {PageWriter, pageDataFile} from './pageWriter.ts';
import type {RenderedPage} from './renderPage.tsx';

const staging = mkdtempSync(path.join(tmpdir(), 'sf-page-files-'));
afterEach(() => rmSync(staging, {recursive: true, force: true}));

function rendered(pagePath: string, body: string, data = '{"mainHtml":""}'): RenderedPage {
  return {
    path: pagePath,
    html: `<!doctype html><script type="application/json">{"buildId":"${BUILD_ID_PLACEHOLDER}"}</script>${body}`,
    pageDataJson: data,
    ms: 1.5,
    reads: ['products#', 'products.price_brutto:0-2'],
  };
}

describe('PageWriter', () => {
  it('writes the HTML with the build id and the page data, and stamps both as written', () => {
    const files = new PageWriter({staging, shell: 'shell123'});
    const written = files.write(rendered('/shop/artikel/ring-1', '<p>Ring</p>', '{"a":"ä"}'));
    const htmlPath = path.join(staging, 'shop/artikel/ring-1/index.html');
    const dataPath = path.join(staging, pageDataFile('/shop/artikel/ring-1'));
    expect(readFileSync(htmlPath, 'utf8')).toContain('{"buildId":"shell123"}');
    expect(readFileSync(htmlPath, 'utf8')).not.toContain(BUILD_ID_PLACEHOLDER);
    expect(readFileSync(dataPath, 'utf8')).toBe('{"a":"ä"}');
    for (const [stamp, file] of [
      [written.html, htmlPath],
      [written.data, dataPath],
    ] as const) {
      const stats = statSync(file);
      expect(stamp).toEqual({size: stats.size, mtimeMs: stats.mtimeMs});
    }
    // Bytes, not characters: "ä" is two.
    expect(written.data.size).toBe(10);
    expect(written).toMatchObject({
      path: '/shop/artikel/ring-1',
      ms: 1.5,
      reads: ['products#', 'products.price_brutto:0-2'],
      frameOrigins: [],
    });
    expect(written.dataHash).toMatch(/^[0-9a-f]{20}$/);
  });

  it('gives the same data hash for the same data and another for other data', () => {
    const files = new PageWriter({staging, shell: 's'});
    const one = files.write(rendered('/a', '', '{"x":1}'));
    const two = files.write(rendered('/b', '', '{"x":1}'));
    const three = files.write(rendered('/c', '', '{"x":2}'));
    expect(one.dataHash).toBe(two.dataHash);
    expect(three.dataHash).not.toBe(one.dataHash);
  });

  it('reports the frame hosts of the two-click embeds on the page', () => {
    const files = new PageWriter({staging, shell: 's'});
    const written = files.write(rendered('/kontakt', '<div data-sf-embed="google_maps"></div>'));
    expect(written.frameOrigins).toEqual(['https://www.google.com', 'https://maps.google.com']);
  });

  it('overwrites a page written before and writes pages side by side in one folder', () => {
    const files = new PageWriter({staging, shell: 's'});
    files.write(rendered('/shop/artikel/a', '<p>old</p>'));
    files.write(rendered('/shop/artikel/b', '<p>b</p>'));
    const again = files.write(rendered('/shop/artikel/a', '<p>new</p>'));
    const html = readFileSync(path.join(staging, 'shop/artikel/a/index.html'), 'utf8');
    expect(html).toContain('<p>new</p>');
    expect(html).not.toContain('old');
    expect(again.html.size).toBe(Buffer.byteLength(html));
  });
});

import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {mapLimit, prepareImages, type PrepareImagesOptions} from './prepare.ts';
import type {ImageSettings} from './settings.ts';
import {pictureInfo, testPicture} from './testImages.ts';

// Small settings keep the encoding fast; the spec's values are pinned in settings.test.ts and
// checked on the built site in build.test.ts.
const SETTINGS: ImageSettings = {maxWidth: 600, quality: 85, widths: [200, 400, 600]};
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80"/></svg>';

let tmp = '';
let content = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-images-'));
  content = path.join(tmp, 'content');
  const images = path.join(content, 'images');
  await mkdir(images, {recursive: true});
  await writeFile(path.join(images, 'Big Photo.JPG'), await testPicture(1200, 800));
  await writeFile(path.join(images, 'small.png'), await testPicture(300, 200, {format: 'png'}));
  await writeFile(path.join(images, 'broken.jpg'), 'not a jpeg');
  await writeFile(path.join(images, 'Logo.SVG'), LOGO);
  await writeFile(path.join(images, 'logo.svg'), '<svg/>');
});

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

async function prepare(out: string, options: Partial<PrepareImagesOptions> = {}) {
  const messages: string[] = [];
  const prepared = await prepareImages(content, path.join(tmp, out), {
    cacheDir: path.join(tmp, 'cache'),
    settings: SETTINGS,
    log: (message) => messages.push(message),
    ...options,
  });
  return {...prepared, messages};
}

const fileOf = (out: string, url: string) =>
  path.join(tmp, out, 'images', decodeURIComponent(url.replace(/^\/images\//, '')));

describe('prepareImages', () => {
  let first: Awaited<ReturnType<typeof prepare>>;
  beforeAll(async () => {
    first = await prepare('first');
  }, 60_000);

  it('resizes raster images to the setting widths below their own, never up', () => {
    const big = first.manifest['big photo.jpg'];
    expect(big?.src).toMatch(/^\/images\/big%20photo-[0-9a-f]{16}-600\.jpg$/);
    expect(big?.srcSet).toMatch(
      /^\/images\/big%20photo-([0-9a-f]{16})-200\.webp 200w, \/images\/big%20photo-\1-400\.webp 400w, \/images\/big%20photo-\1-600\.webp 600w$/,
    );
    expect([big?.width, big?.height]).toEqual([600, 400]);
    const small = first.manifest['small.png'];
    expect(small?.srcSet).toMatch(/-200\.webp 200w, \S+-300\.webp 300w$/);
    expect(small?.src).toMatch(/-300\.png$/);
    expect([small?.width, small?.height]).toEqual([300, 200]);
  });

  it('writes every listed file at the width it is listed with', async () => {
    for (const entry of Object.values(first.manifest)) {
      for (const candidate of entry.srcSet === '' ? [] : entry.srcSet.split(', ')) {
        const [url = '', descriptor = ''] = candidate.split(' ');
        const info = await pictureInfo(await readFile(fileOf('first', url)));
        expect(`${info.width}w`).toBe(descriptor);
        expect(info.width).toBeLessThanOrEqual(SETTINGS.maxWidth);
        expect(info.format).toBe('webp');
      }
      const info = await pictureInfo(await readFile(fileOf('first', entry.src)));
      expect([info.width, info.height]).toEqual([entry.width, entry.height]);
    }
  });

  it('serves the resized fallback under the lower-cased name too (spec §3)', async () => {
    const named = await readFile(path.join(tmp, 'first/images/big photo.jpg'));
    const big = first.manifest['big photo.jpg'];
    expect(named.equals(await readFile(fileOf('first', big?.src ?? '')))).toBe(true);
    expect((await pictureInfo(named)).width).toBe(600);
  });

  it('copies SVGs as they are, sized from the file', async () => {
    expect(first.manifest['logo.svg']).toEqual({
      src: '/images/logo.svg',
      srcSet: '',
      width: 240,
      height: 80,
    });
    // 'Logo.SVG' sorts first by code unit and wins; the other is skipped and logged.
    expect(await readFile(path.join(tmp, 'first/images/logo.svg'), 'utf8')).toBe(LOGO);
    expect(first.messages).toContain(
      'Image "logo.svg" has the same lower-cased name as another: skipped',
    );
  });

  it('logs and leaves out a file it cannot read', async () => {
    expect(first.manifest['broken.jpg']).toBeUndefined();
    expect(existsSync(path.join(tmp, 'first/images/broken.jpg'))).toBe(false);
    expect(
      first.messages.some((m) => m.startsWith('Image "broken.jpg" could not be processed')),
    ).toBe(true);
    expect([first.processed, first.cached, first.copied]).toEqual([2, 0, 1]);
  });

  it('takes unchanged images from the cache without encoding them again', async () => {
    // Mark a cached file: a second build that copies from the cache ships the mark.
    const cache = path.join(tmp, 'cache');
    const [entry] = (await readdir(cache)).filter(
      (name) => !name.includes('.tmp-') && !name.endsWith('.size.json'),
    );
    const cachedFiles = await readdir(path.join(cache, entry ?? ''));
    const webp = cachedFiles.find((name) => name.endsWith('-200.webp')) ?? '';
    await writeFile(path.join(cache, entry ?? '', webp), 'cached bytes');

    const second = await prepare('second');
    expect([second.processed, second.cached]).toEqual([0, 2]);
    expect(second.manifest).toEqual(first.manifest);
    expect(await readFile(path.join(tmp, 'second/images', webp), 'utf8')).toBe('cached bytes');
  });

  it("keeps an SVG's size in the cache and takes it from there", async () => {
    const cache = path.join(tmp, 'cache');
    const [sizeFile = ''] = (await readdir(cache)).filter((name) => name.endsWith('.size.json'));
    expect(JSON.parse(await readFile(path.join(cache, sizeFile), 'utf8'))).toEqual({
      size: {width: 240, height: 80},
    });
    // A size the cache says differently: the next build takes it, so it was not measured again.
    await writeFile(path.join(cache, sizeFile), JSON.stringify({size: {width: 24, height: 8}}));
    const again = await prepare('svg-cached');
    expect(again.manifest['logo.svg']).toMatchObject({width: 24, height: 8});
    // A damaged entry is measured again and rewritten.
    await writeFile(path.join(cache, sizeFile), '{"size": "wide"}');
    expect((await prepare('svg-damaged')).manifest['logo.svg']).toMatchObject({width: 240});
    await writeFile(path.join(cache, sizeFile), JSON.stringify({size: {width: 240, height: 80}}));
  });

  it('encodes again when the settings change, and without a cache', async () => {
    const other = await prepare('third', {settings: {...SETTINGS, quality: 60}});
    expect([other.processed, other.cached]).toEqual([2, 0]);
    expect(other.manifest['big photo.jpg']?.src).not.toBe(first.manifest['big photo.jpg']?.src);
    const uncached = await prepare('fourth', {cacheDir: null});
    expect([uncached.processed, uncached.cached]).toEqual([2, 0]);
  }, 60_000);

  it('gives an empty manifest without an images folder', async () => {
    const none = await prepareImages(path.join(tmp, 'nothing'), path.join(tmp, 'fifth'), {
      cacheDir: null,
    });
    expect(none).toEqual({manifest: {}, processed: 0, cached: 0, copied: 0});
  });
});

describe('mapLimit', () => {
  it('runs at most `limit` tasks at once and keeps the order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n * 5));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
});

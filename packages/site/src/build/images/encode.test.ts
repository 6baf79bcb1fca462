import {describe, expect, it} from 'vitest';
import sharp from 'sharp';
import {encodeRaster, encoderVersions, type EncodedRaster} from './encode.ts';
import {IMAGE_SETTINGS} from './settings.ts';
import {pictureInfo, testPicture} from './testImages.ts';

const NAMES = {stem: 'photo', extension: '.jpg', hash: 'abc123'};

function bytesOf(encoded: EncodedRaster, file: string): Buffer {
  const data = encoded.files.get(file);
  if (data === undefined) throw new Error(`no file ${file}`);
  return data;
}

// Real encoding on a loaded two-core machine: the 3000 px case alone takes seconds.
describe('encodeRaster', {timeout: 30_000}, () => {
  it('scales a 3000 px photo to WebP at 480/960/1440/1980 and a 1980 px JPEG', async () => {
    const encoded = await encodeRaster(await testPicture(3000, 2000), NAMES, IMAGE_SETTINGS);
    const {result} = encoded;
    expect(result.renditions.map((r) => r.file)).toEqual([
      'photo-abc123-480.webp',
      'photo-abc123-960.webp',
      'photo-abc123-1440.webp',
      'photo-abc123-1980.webp',
    ]);
    expect(result.fallback).toEqual({file: 'photo-abc123-1980.jpg', width: 1980, height: 1320});
    expect([result.width, result.height]).toEqual([1980, 1320]);
    for (const rendition of result.renditions) {
      const info = await pictureInfo(bytesOf(encoded, rendition.file));
      expect(info).toMatchObject({
        format: 'webp',
        width: rendition.width,
        height: rendition.height,
      });
      expect(info.height).toBe(Math.round((info.width * 2) / 3));
    }
    expect(await pictureInfo(bytesOf(encoded, result.fallback.file))).toMatchObject({
      format: 'jpeg',
      width: 1980,
      height: 1320,
    });
  });

  it('never scales up', async () => {
    const encoded = await encodeRaster(await testPicture(800, 600), NAMES, IMAGE_SETTINGS);
    expect(encoded.result.renditions.map((r) => [r.width, r.height])).toEqual([
      [480, 360],
      [800, 600],
    ]);
    expect(encoded.result.fallback).toMatchObject({width: 800, height: 600});
    for (const data of encoded.files.values()) {
      expect((await pictureInfo(data)).width).toBeLessThanOrEqual(800);
    }
  });

  it('applies the quality setting to every file', async () => {
    const input = await testPicture(600, 400, {noise: true});
    const high = await encodeRaster(input, NAMES, IMAGE_SETTINGS);
    const low = await encodeRaster(input, NAMES, {...IMAGE_SETTINGS, quality: 40});
    expect([...high.files.keys()]).toEqual([...low.files.keys()]);
    for (const [file, data] of high.files) {
      expect(data.length, file).toBeGreaterThan(bytesOf(low, file).length * 1.3);
    }
  });

  it('turns the picture upright by its EXIF orientation and drops the metadata', async () => {
    const input = await testPicture(600, 400, {orientation: 6});
    const encoded = await encodeRaster(input, NAMES, IMAGE_SETTINGS);
    expect([encoded.result.width, encoded.result.height]).toEqual([400, 600]);
    const fallback = bytesOf(encoded, encoded.result.fallback.file);
    expect(await pictureInfo(fallback)).toMatchObject({width: 400, height: 600});
  });

  it('keeps a PNG a PNG with its transparency', async () => {
    const input = await testPicture(500, 500, {format: 'png', alpha: true});
    const encoded = await encodeRaster(input, {...NAMES, extension: '.png'}, IMAGE_SETTINGS);
    expect(encoded.result.fallback.file).toBe('photo-abc123-500.png');
    const fallback = await pictureInfo(bytesOf(encoded, encoded.result.fallback.file));
    expect(fallback).toMatchObject({format: 'png', hasAlpha: true});
    const webp = await pictureInfo(bytesOf(encoded, 'photo-abc123-500.webp'));
    expect(webp.hasAlpha).toBe(true);
  });

  it('gives a WebP source no second file: its largest rendition is the fallback', async () => {
    const input = await testPicture(700, 350, {format: 'webp'});
    const encoded = await encodeRaster(input, {...NAMES, extension: '.webp'}, IMAGE_SETTINGS);
    expect(encoded.result.fallback.file).toBe('photo-abc123-700.webp');
    expect([...encoded.files.keys()]).toEqual(['photo-abc123-480.webp', 'photo-abc123-700.webp']);
  });

  it('refuses a file that is no supported raster image', async () => {
    const gif = await testPicture(100, 100, {format: 'gif'});
    await expect(encodeRaster(gif, NAMES, IMAGE_SETTINGS)).rejects.toThrow(
      'unsupported image format "gif"',
    );
    await expect(
      encodeRaster(Buffer.from('not an image'), NAMES, IMAGE_SETTINGS),
    ).rejects.toThrow();
  });
});

describe('encoderVersions', () => {
  it('names the sharp release and the libvips it pins, as the loaded sharp reports them', () => {
    expect(encoderVersions()).toBe(`sharp ${sharp.versions.sharp}, vips >=${sharp.versions.vips}`);
  });
});

import {describe, expect, it} from 'vitest';
import type {Image} from '@schaufenster/core';
import {createImageResolver, type ImageManifest} from './images.ts';

const MANIFEST: ImageManifest = {
  'shop front.jpg': {
    src: '/images/shop%20front-0123456789abcdef-1980.jpg',
    srcSet:
      '/images/shop%20front-0123456789abcdef-480.webp 480w, /images/shop%20front-0123456789abcdef-1980.webp 1980w',
    width: 1980,
    height: 1320,
  },
  'logo.svg': {src: '/images/logo.svg', srcSet: '', width: null, height: null},
};

const image = (filename: string, extra: Partial<Image> = {}): Image => ({
  id: 'a1',
  filename_download: filename,
  title: null,
  width: null,
  height: null,
  ...extra,
});

describe('createImageResolver', () => {
  it('finds an image by its lower-cased, trimmed file name (spec §3)', () => {
    const resolve = createImageResolver(MANIFEST, () => {});
    expect(resolve(image('  Shop Front.JPG ', {title: 'Das Geschäft', width: 3000}))).toEqual({
      src: '/images/shop%20front-0123456789abcdef-1980.jpg',
      srcSet:
        '/images/shop%20front-0123456789abcdef-480.webp 480w, /images/shop%20front-0123456789abcdef-1980.webp 1980w',
      // The file's size wins over the content's: the content knows the original's 3000 px.
      width: 1980,
      height: 1320,
      title: 'Das Geschäft',
    });
  });

  it('takes the size from the content when the file has none', () => {
    const resolve = createImageResolver(MANIFEST, () => {});
    expect(resolve(image('logo.svg', {width: 240, height: 80}))).toMatchObject({
      srcSet: '',
      width: 240,
      height: 80,
      title: '',
    });
  });

  it('logs a missing image once and renders nothing (spec §8)', () => {
    const messages: string[] = [];
    const resolve = createImageResolver(MANIFEST, (message) => messages.push(message));
    expect(resolve(image('Gone.jpg'))).toBeNull();
    expect(resolve(image('gone.jpg'))).toBeNull();
    expect(resolve(image('constructor'))).toBeNull();
    expect(messages).toEqual([
      'Missing image "Gone.jpg" (id a1): nothing rendered',
      'Missing image "constructor" (id a1): nothing rendered',
    ]);
  });

  it('resolves no image to null without a message', () => {
    const messages: string[] = [];
    const resolve = createImageResolver(MANIFEST, (message) => messages.push(message));
    expect(resolve(null)).toBeNull();
    expect(resolve(undefined)).toBeNull();
    expect(messages).toEqual([]);
  });
});

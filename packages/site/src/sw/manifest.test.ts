import {describe, expect, it} from 'vitest';
import {precacheManifest} from './manifest.ts';

describe('precache manifest (the app shell)', () => {
  it('lists scripts, the stylesheet and woff2 fonts, sorted, without revisions', () => {
    expect(
      precacheManifest([
        'main-a.js',
        'font-b.woff',
        'style-c.css',
        'font-b.woff2',
        'logo.svg',
        'x.js.map',
      ]),
    ).toEqual([
      {url: '/assets/font-b.woff2', revision: null},
      {url: '/assets/main-a.js', revision: null},
      {url: '/assets/style-c.css', revision: null},
    ]);
  });
});

import {describe, expect, it} from 'vitest';
import {EMBED_PROVIDERS, embedSrc} from './embedSource.ts';

describe('embedSrc (decision 025)', () => {
  it('uses YouTube’s no-cookie player with the encoded video id', () => {
    expect(embedSrc({provider: 'youtube', videoId: 'a b/c', title: 'Film'})).toBe(
      'https://www.youtube-nocookie.com/embed/a%20b%2Fc',
    );
  });

  it('uses Google Maps’ embed output with the encoded address', () => {
    expect(embedSrc({provider: 'google_maps', address: 'Königsallee 12, 40212 Düsseldorf'})).toBe(
      'https://www.google.com/maps?q=K%C3%B6nigsallee%2012%2C%2040212%20D%C3%BCsseldorf&output=embed',
    );
  });

  it('loads each frame from an origin its provider lists (the CSP allows exactly those)', () => {
    for (const target of [
      {provider: 'youtube', videoId: 'x', title: 'x'},
      {provider: 'google_maps', address: 'x'},
    ] as const) {
      expect(EMBED_PROVIDERS[target.provider].frameOrigins).toContain(
        new URL(embedSrc(target)).origin,
      );
    }
  });
});

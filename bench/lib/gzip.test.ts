import {constants, gunzipSync, gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {createRng} from '../../fixtures/src/generator/prng.ts';
import {
  FIRST_WINDOW_BYTES,
  aboveFold,
  compressedPrefixBytes,
  elementEnd,
  gzipBytes,
  toKb,
} from './gzip.ts';

// Text that barely compresses: 6 bits of entropy per character.
function noise(length: number, seed = 7): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/';
  const rng = createRng(seed);
  return Array.from({length}, () => rng.pick([...alphabet])).join('');
}

function page(beforeHeader: string, betweenHeaderAndH1: string): string {
  return `<!doctype html><html><head>${beforeHeader}</head><body><header><a href="/">Logo</a></header><main id="main">${betweenHeaderAndH1}<h1>Uhren</h1></main></body></html>`;
}

describe('sizes', () => {
  it('measures gzip bytes and converts to KB of 1024 bytes', () => {
    expect(FIRST_WINDOW_BYTES).toBe(14_336);
    expect(toKb(1024)).toBe(1);
    expect(toKb(1536)).toBe(1.5);
    expect(toKb(1000)).toBe(0.98);
    expect(gzipBytes('a'.repeat(10_000))).toBeLessThan(100);
    expect(gzipBytes(noise(10_000))).toBeGreaterThan(7000);
  });

  it('compresses a prefix into a stream a browser can decode up to that point', () => {
    const text = `Größe ${noise(2000)}`;
    const bytes = compressedPrefixBytes(text, 8);
    expect(bytes).toBeGreaterThan(18); // gzip header + sync-flushed block
    expect(compressedPrefixBytes(text, 1000)).toBeGreaterThan(bytes);
  });
});

describe('elementEnd', () => {
  it('returns the UTF-8 byte offset after the first closing tag', () => {
    const html = '<p>İä</p><H1 class="x">Ö</h1 ><h1>2</h1>';
    // "<p>İä</p>" is 11 bytes, '<H1 class="x">Ö</h1 >' 22 bytes.
    expect(elementEnd(html, 'h1')).toBe(33);
    expect(elementEnd(html, 'header')).toBeNull();
    expect(elementEnd('<h1>open', 'h1')).toBeNull();
    expect(elementEnd('<h10>x</h10><h1>y</h1>', 'h1')).toBe(22);
  });
});

describe('aboveFold', () => {
  it('is true when header and h1 end within the first 14 KB compressed', () => {
    const result = aboveFold(page('<style>body{margin:0}</style>', noise(4000)));
    expect(result.inFirst14kb).toBe(true);
    expect(result.headerEndGzBytes).toBeLessThan(result.h1EndGzBytes ?? 0);
    expect(result.h1EndGzBytes).toBeLessThan(FIRST_WINDOW_BYTES);
  });

  it('is false when the h1 comes after 14 KB of compressed bytes', () => {
    const result = aboveFold(page('', noise(40_000)));
    expect(result.headerEndGzBytes).toBeLessThan(FIRST_WINDOW_BYTES);
    expect(result.h1EndGzBytes).toBeGreaterThan(FIRST_WINDOW_BYTES);
    expect(result.inFirst14kb).toBe(false);
  });

  it('is false when the header is pushed out by a large head', () => {
    expect(aboveFold(page(`<script>${noise(40_000)}</script>`, '')).inFirst14kb).toBe(false);
  });

  it('is false without an h1 or a header', () => {
    const noH1 = aboveFold('<header>x</header><main></main>');
    expect(noH1).toEqual({
      headerEndGzBytes: expect.any(Number),
      h1EndGzBytes: null,
      inFirst14kb: false,
    });
    expect(aboveFold('<h1>x</h1>').inFirst14kb).toBe(false);
  });

  it('counts bytes that decode to at least the measured prefix', () => {
    const html = page('', noise(3000));
    const end = elementEnd(html, 'h1') ?? 0;
    const compressed = compressedPrefixBytes(html, end);
    expect(compressed).toBe(aboveFold(html).h1EndGzBytes);
    // The sync-flushed stream is a valid prefix; gunzip accepts it without the trailer.
    const stream = gzipSync(Buffer.from(html).subarray(0, end), {
      finishFlush: constants.Z_SYNC_FLUSH,
      level: 9,
    });
    expect(gunzipSync(stream, {finishFlush: constants.Z_SYNC_FLUSH}).toString()).toBe(
      html.slice(0, html.indexOf('</h1>') + 5),
    );
  });
});

// Compressed sizes: what a static host would send gzipped, and whether the header and the h1 arrive
// within the first 14 KB of compressed HTML (the first TCP round trip's initial congestion window
// of ten segments). Pure; imports only node:zlib.
import {constants, gzipSync} from 'node:zlib';

/** Bytes in a KB (the 14 KB window is 14 × 1024). */
const KB = 1024;

/** The first round trip's compressed budget. */
export const FIRST_WINDOW_BYTES = 14 * KB;

/** gzip -9 size of `data` in bytes (static hosts precompress at the highest level). */
export function gzipBytes(data: Uint8Array | string): number {
  return gzipSync(data, {level: constants.Z_BEST_COMPRESSION}).length;
}

/** Bytes as KB, two decimals. */
export function toKb(bytes: number): number {
  return Math.round((bytes / KB) * 100) / 100;
}

/**
 * Compressed bytes a browser needs before it can decode the first `length` bytes of `text`:
 * the prefix is compressed and sync-flushed (the point a streaming compressor could emit it),
 * gzip header included.
 */
export function compressedPrefixBytes(text: string, length: number): number {
  const prefix = Buffer.from(text).subarray(0, length);
  return gzipSync(prefix, {
    level: constants.Z_BEST_COMPRESSION,
    finishFlush: constants.Z_SYNC_FLUSH,
  }).length;
}

/** Where the above-the-fold parts end in the HTML, in compressed bytes (null: not found). */
export interface AboveFold {
  /** Compressed bytes up to the end of the first `<header>` element. */
  headerEndGzBytes: number | null;
  /** Compressed bytes up to the end of the first `<h1>` element. */
  h1EndGzBytes: number | null;
  /** Both found and both within {@link FIRST_WINDOW_BYTES}. */
  inFirst14kb: boolean;
}

/** Measures the compressed offsets of the end of the header and of the h1 in `html`. */
export function aboveFold(html: string): AboveFold {
  const headerEnd = elementEnd(html, 'header');
  const h1End = elementEnd(html, 'h1');
  const headerEndGzBytes = headerEnd === null ? null : compressedPrefixBytes(html, headerEnd);
  const h1EndGzBytes = h1End === null ? null : compressedPrefixBytes(html, h1End);
  return {
    headerEndGzBytes,
    h1EndGzBytes,
    inFirst14kb:
      headerEndGzBytes !== null &&
      h1EndGzBytes !== null &&
      headerEndGzBytes <= FIRST_WINDOW_BYTES &&
      h1EndGzBytes <= FIRST_WINDOW_BYTES,
  };
}

/**
 * UTF-8 byte offset just after the closing tag of the first `<tag>` element, or null. Nested
 * elements of the same tag are not expected (one header, one h1 per page, spec §2 Page shell).
 */
export function elementEnd(html: string, tag: string): number | null {
  const open = new RegExp(`<${tag}[\\s>]`, 'i').exec(html);
  if (open === null) return null;
  const close = new RegExp(`</${tag}\\s*>`, 'gi');
  close.lastIndex = open.index;
  const match = close.exec(html);
  if (match === null) return null;
  return Buffer.byteLength(html.slice(0, match.index + match[0].length));
}

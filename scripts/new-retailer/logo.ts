// The retailer's logo: a given file, checked to be a readable image of a kind the build handles,
// or an SVG drawn from the shop's name in its colours (decision 041).
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {contrastRatio} from '@schaufenster/core';
import {InputError} from './answers.ts';

/** A logo ready to copy: its bytes, file name in `images/` and intrinsic size when known. */
export interface LogoFile {
  fileName: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** File kinds the build's image step takes (decision 013), by extension, with a content check. */
const KINDS: Record<string, (bytes: Buffer) => boolean> = {
  '.svg': (bytes) => /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8')),
  '.png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  '.jpg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  '.jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  '.webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Largest logo taken: the fixtures folder stays small (fixtures/src/retailers.test.ts). */
const MAX_BYTES = 512 * 1024;

/** Reads and checks a logo file; throws InputError (field `logo`) when it cannot be used. */
export async function readLogo(file: string): Promise<LogoFile> {
  const extension = path.extname(file).toLowerCase();
  const looksRight = KINDS[extension];
  if (!looksRight) {
    throw new InputError('logo', `${file}: use an .svg, .png, .jpg or .webp file`);
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new InputError('logo', `${file} cannot be read (${code})`);
  }
  if (bytes.length === 0 || !looksRight(bytes)) {
    throw new InputError('logo', `${file} is not a ${extension.slice(1)} image`);
  }
  if (bytes.length > MAX_BYTES) {
    throw new InputError('logo', `${file} is larger than ${MAX_BYTES / 1024} KB`);
  }
  const size = extension === '.svg' ? svgSize(bytes.toString('utf8')) : null;
  return {
    fileName: `logo${extension === '.jpeg' ? '.jpg' : extension}`,
    bytes,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

// An SVG's size from its width and height attributes, else its viewBox; null when neither says.
function svgSize(text: string): {width: number; height: number} | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(tag)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (width >= 1 && height >= 1) return {width: Math.round(width), height: Math.round(height)};
  const box = /\sviewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(tag);
  const [boxWidth, boxHeight] = [Number(box?.[1]), Number(box?.[2])];
  return boxWidth >= 1 && boxHeight >= 1
    ? {width: Math.round(boxWidth), height: Math.round(boxHeight)}
    : null;
}

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Dark or light text, whichever reads better on `base`. */
function inkOn(base: string): string {
  return contrastRatio('#1a1a1a', base) >= contrastRatio('#f5f5f5', base) ? '#1a1a1a' : '#f5f5f5';
}

/** A 240 × 80 logo: a ring in the brand colour and the name in ink that reads on the base colour. */
export function drawLogo(displayName: string, brandColor: string, baseColor: string): LogoFile {
  const name = escapeXml(displayName);
  const size = displayName.length > 18 ? 14 : 20;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img">` +
    `<title>${name}</title>` +
    `<circle cx="34" cy="40" r="20" fill="none" stroke="${escapeXml(brandColor)}" stroke-width="6"/>` +
    `<text x="66" y="47" font-family="Helvetica,Arial,sans-serif" font-size="${size}" fill="${inkOn(baseColor)}">${name}</text>` +
    `</svg>\n`;
  return {fileName: 'logo.svg', bytes: Buffer.from(svg), width: 240, height: 80};
}

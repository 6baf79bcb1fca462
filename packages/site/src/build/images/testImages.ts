// Test pictures drawn in memory with sharp (for the image tests only; nothing here ships).
import sharp from 'sharp';

/** Options of {@link testPicture}. */
export interface TestPictureOptions {
  /** Container format. @default 'jpeg' */
  format?: 'jpeg' | 'png' | 'webp' | 'gif';
  /** Random pixels (compress badly, so quality shows in the size) instead of a gradient. @default false */
  noise?: boolean;
  /** A half-transparent picture (PNG/WebP). @default false */
  alpha?: boolean;
  /** EXIF orientation tag to write (6: stored turned by 90°). @default undefined */
  orientation?: number;
}

/** A `width`×`height` picture as file bytes. */
export async function testPicture(
  width: number,
  height: number,
  options: TestPictureOptions = {},
): Promise<Buffer> {
  const base = options.noise
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: {type: 'gaussian', mean: 128, sigma: 60},
        },
      })
    : sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<defs><linearGradient id="g"><stop offset="0" stop-color="#0f3b2e"/>` +
            `<stop offset="1" stop-color="#b8954a"/></linearGradient></defs>` +
            `<rect width="${width}" height="${height}" fill="url(#g)"` +
            `${options.alpha ? ' fill-opacity="0.5"' : ''}/>` +
            `<circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f4efe2"/></svg>`,
        ),
      );
  const opaque = options.alpha ? base : base.removeAlpha();
  const oriented =
    options.orientation === undefined
      ? opaque
      : opaque.withMetadata({orientation: options.orientation});
  const format = options.format ?? 'jpeg';
  if (format === 'png') return oriented.png().toBuffer();
  if (format === 'webp') return oriented.webp().toBuffer();
  if (format === 'gif') return oriented.gif().toBuffer();
  return oriented.jpeg().toBuffer();
}

/** Width, height and format of encoded bytes. */
export async function pictureInfo(
  data: Buffer,
): Promise<{width: number; height: number; format: string; hasAlpha: boolean}> {
  const meta = await sharp(data).metadata();
  return {width: meta.width, height: meta.height, format: meta.format, hasAlpha: meta.hasAlpha};
}

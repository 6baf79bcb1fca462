// Stand-in pictures of the sample products: small SVGs in the brand colour, like the jeweller
// fixture's drawings, so the item list and item pages show a picture until real photos come.
import type {PictureKind} from './products.ts';
import {escapeXml} from './logo.ts';

/** Side of the square pictures, in px. */
export const PICTURE_SIZE = 800;

const SHAPES: Record<PictureKind, (color: string) => string> = {
  ring: (c) =>
    `<circle cx="400" cy="440" r="180" fill="none" stroke="${c}" stroke-width="40"/>` +
    `<path d="M340 250l60-90 60 90z" fill="#9ad0ec" stroke="${c}" stroke-width="12"/>`,
  necklace: (c) =>
    `<path d="M180 160Q400 640 620 160" fill="none" stroke="${c}" stroke-width="14"/>` +
    `<circle cx="400" cy="470" r="46" fill="${c}"/>`,
  earrings: (c) =>
    `<circle cx="290" cy="400" r="70" fill="#f4efe6" stroke="${c}" stroke-width="12"/>` +
    `<circle cx="510" cy="400" r="70" fill="#f4efe6" stroke="${c}" stroke-width="12"/>`,
  watch: (c) =>
    `<rect x="340" y="120" width="120" height="560" rx="24" fill="${c}"/>` +
    `<circle cx="400" cy="400" r="170" fill="${c}"/><circle cx="400" cy="400" r="140" fill="#f7f7f7"/>` +
    `<path d="M400 400V300M400 400l70 40" stroke="#1f2a44" stroke-width="12" stroke-linecap="round"/>`,
  strap: (c) =>
    `<rect x="340" y="100" width="120" height="600" rx="30" fill="${c}"/>` +
    `<rect x="330" y="360" width="140" height="80" rx="10" fill="none" stroke="#7d8590" stroke-width="14"/>`,
  glasses: (c) =>
    `<circle cx="290" cy="400" r="100" fill="#e7f3f7" stroke="${c}" stroke-width="18"/>` +
    `<circle cx="510" cy="400" r="100" fill="#e7f3f7" stroke="${c}" stroke-width="18"/>` +
    `<path d="M390 390q10-30 20 0" fill="none" stroke="${c}" stroke-width="18"/>`,
  case: (c) => `<rect x="170" y="290" width="460" height="220" rx="110" fill="${c}"/>`,
  gift: (c) =>
    `<rect x="200" y="300" width="400" height="320" fill="${c}"/>` +
    `<rect x="380" y="300" width="40" height="320" fill="#f4efe6"/>` +
    `<rect x="180" y="250" width="440" height="70" fill="${c}" stroke="#f4efe6" stroke-width="10"/>`,
};

/** An SVG picture of `kind` titled `title` (the image's alt text comes from the reference). */
export function drawPicture(kind: PictureKind, title: string, brandColor: string): Buffer {
  const size = PICTURE_SIZE;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img">` +
      `<title>${escapeXml(title)}</title><rect width="${size}" height="${size}" fill="#f6f1e7"/>` +
      `${SHAPES[kind](escapeXml(brandColor))}</svg>\n`,
  );
}

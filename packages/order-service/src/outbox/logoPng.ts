// The shop's logo as the PNG the e-mails attach inline (`cid:logo`). Mail clients do not show
// SVG, and the fixture retailers' logos are SVGs, so anything but a PNG is drawn to one with sharp
// (already the site build's image library), once, when the service starts.
import {readFile} from 'node:fs/promises';

/** Height of the drawn logo in pixels: twice the 48 px the mail shows it at, for sharp screens. */
const LOGO_HEIGHT_PX = 96;

/**
 * The logo file as PNG bytes: a PNG as it is, any other image sharp reads drawn at
 * `LOGO_HEIGHT_PX`. A file that cannot be read or drawn gives `undefined` and `warn` says why:
 * the mails then go without a logo rather than not at all.
 */
export async function logoPngOf(
  file: string,
  warn: (line: string) => void = () => {},
): Promise<Uint8Array | undefined> {
  try {
    if (file.toLowerCase().endsWith('.png')) return new Uint8Array(await readFile(file));
    const {default: sharp} = await import('sharp');
    const png = await sharp(file, {density: 300}).resize({height: LOGO_HEIGHT_PX}).png().toBuffer();
    return new Uint8Array(png);
  } catch (error) {
    warn(`mail: the logo ${file} could not be drawn as PNG (${(error as Error).message})`);
    return undefined;
  }
}

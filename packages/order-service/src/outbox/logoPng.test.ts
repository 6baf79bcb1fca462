// The e-mails' inline logo: a PNG whatever format the content's logo has, or none with a warning.
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {logoPngOf} from './logoPng.ts';

const JEWELLER_LOGO = fileURLToPath(
  new URL('../../../../fixtures/retailers/juwelier-morgenstern/images/logo.svg', import.meta.url),
);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('logoPngOf', () => {
  it('draws an SVG logo as a PNG 96 px high', async () => {
    const png = await logoPngOf(JEWELLER_LOGO);
    expect([...(png ?? []).slice(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR holds width then height as big-endian 32-bit numbers from byte 16.
    const view = new DataView((png as Uint8Array).buffer, (png as Uint8Array).byteOffset);
    expect(view.getUint32(20)).toBe(96);
  });

  it('passes a PNG through byte for byte', async () => {
    const drawn = (await logoPngOf(JEWELLER_LOGO)) as Uint8Array;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'logo-')), 'logo.png');
    writeFileSync(file, drawn);
    expect(await logoPngOf(file)).toEqual(drawn);
  });

  it('gives no logo and says why when the file cannot be drawn', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'logo-')), 'logo.svg');
    writeFileSync(file, 'not an image');
    const warnings: string[] = [];
    expect(await logoPngOf(file, (line) => warnings.push(line))).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('could not be drawn as PNG')]);
  });
});

import {describe, expect, it} from 'vitest';
import {IMAGE_SETTINGS, isRasterImage, renditionWidths} from './settings.ts';

describe('IMAGE_SETTINGS', () => {
  it('pins spec §9: image max width 1980, quality 85', () => {
    expect(IMAGE_SETTINGS.maxWidth).toBe(1980);
    expect(IMAGE_SETTINGS.quality).toBe(85);
    expect(IMAGE_SETTINGS.widths).toEqual([480, 960, 1440, 1980]);
  });
});

describe('renditionWidths', () => {
  it('caps a wide image at 1980 px', () => {
    expect(renditionWidths(3000)).toEqual([480, 960, 1440, 1980]);
  });

  it('never scales up: the widths below the image, then its own width', () => {
    expect(renditionWidths(1500)).toEqual([480, 960, 1440, 1500]);
    expect(renditionWidths(960)).toEqual([480, 960]);
    expect(renditionWidths(300)).toEqual([300]);
  });

  it('follows other settings', () => {
    const settings = {maxWidth: 1000, quality: 50, widths: [800, 200, 200]};
    expect(renditionWidths(2400, settings)).toEqual([200, 800, 1000]);
  });
});

describe('isRasterImage', () => {
  it('resizes jpg, jpeg, png, webp and avif in any case, and copies the rest', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.webp', 'a.avif']) {
      expect(isRasterImage(name), name).toBe(true);
    }
    for (const name of ['logo.svg', 'anim.gif', 'doc.pdf', 'jpg']) {
      expect(isRasterImage(name), name).toBe(false);
    }
  });
});

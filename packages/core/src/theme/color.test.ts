import {describe, expect, it} from 'vitest';
import {
  contrastRatio,
  isColor,
  normalizeColor,
  parseColor,
  relativeLuminance,
  requireColor,
  toHex,
} from './color.ts';

describe('parseColor', () => {
  it('reads #rgb, #rrggbb, rgb() and hsl() in either case', () => {
    expect(parseColor('#0aF')).toEqual({r: 0, g: 170, b: 255});
    expect(parseColor('#FFD700')).toEqual({r: 255, g: 215, b: 0});
    expect(parseColor(' rgb(29, 39, 51) ')).toEqual({r: 29, g: 39, b: 51});
    expect(parseColor('rgb(29 39 51)')).toEqual({r: 29, g: 39, b: 51});
    expect(parseColor('rgba(29, 39, 51, 1)')).toEqual({r: 29, g: 39, b: 51});
    expect(parseColor('rgb(100%, 0%, 50%)')).toEqual({r: 255, g: 0, b: 127.5});
    expect(normalizeColor('hsl(0, 100%, 50%)')).toBe('#ff0000');
    expect(normalizeColor('hsla(240 100% 25% / 1)')).toBe('#000080');
  });

  it('rejects malformed, out-of-range and translucent colours', () => {
    for (const bad of [
      '',
      'red',
      '#12',
      '#1234',
      '#12345g',
      'rgb(256, 0, 0)',
      'rgb(1, 2)',
      'rgba(0, 0, 0, 0.5)',
      'rgb(0 0 0 / 50%)',
      'hsl(0, 120%, 50%)',
    ]) {
      expect(parseColor(bad), bad).toBeUndefined();
      expect(isColor(bad), bad).toBe(false);
    }
  });

  it('requireColor names the field in its error', () => {
    expect(() => requireColor('gold', 'brandColor')).toThrow(/brandColor: "gold"/);
  });
});

describe('toHex', () => {
  it('rounds and clamps channels into lower-case #rrggbb', () => {
    expect(toHex({r: 255.4, g: -3, b: 16})).toBe('#ff0010');
    expect(toHex({r: 300, g: 127.5, b: 0})).toBe('#ff8000');
  });
});

describe('WCAG 2.x luminance and contrast', () => {
  it('pins the end points and a known mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    // #777777 is the classic "just fails AA on white" grey; #767676 just passes.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('is 21 for black on white and symmetric', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffd700', '#1d2733')).toBe(contrastRatio('#1d2733', '#ffd700'));
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });
});

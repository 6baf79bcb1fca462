import {describe, expect, it} from 'vitest';
import {contrastRatio, parseColor, relativeLuminance} from './color.ts';
import {BLACK, buttonTextColor, colorMode, ensureContrast, NEAR_BLACK, WHITE} from './contrast.ts';
import {rgbToHsl} from './hsl.ts';
import {randomColors} from './randomColors.ts';

describe('colorMode (spec §1)', () => {
  it('is light on white: white text fails there', () => {
    expect(contrastRatio(WHITE, '#ffffff')).toBeLessThan(4.5);
    expect(colorMode('#ffffff')).toBe('light');
    expect(colorMode('#ffd700')).toBe('light');
  });

  it('is dark on black and on a dark slate base', () => {
    expect(colorMode('#000000')).toBe('dark');
    expect(colorMode('#1d2733')).toBe('dark');
  });

  it('switches exactly at 4.5:1 for white text', () => {
    expect(colorMode('#767676')).toBe('dark'); // white on it: 4.54
    expect(colorMode('#777777')).toBe('light'); // white on it: 4.48
  });

  it('throws on a colour it cannot read', () => {
    expect(() => colorMode('navy')).toThrow(TypeError);
  });
});

describe('buttonTextColor (spec §5: contrast at least 4.5)', () => {
  it('chooses white on black and on a dark brand', () => {
    expect(buttonTextColor('#000000')).toBe(WHITE);
    expect(buttonTextColor('#1d2733')).toBe(WHITE);
  });

  it('chooses dark text on white and on gold yellow', () => {
    expect(buttonTextColor('#ffffff')).toBe(NEAR_BLACK);
    expect(buttonTextColor('#ffd700')).toBe(NEAR_BLACK);
  });

  it('falls back to black where neither white nor near-black reaches 4.5', () => {
    // #7a7a7a: white 4.29, near-black 4.40, black 4.89.
    expect(contrastRatio(WHITE, '#7a7a7a')).toBeLessThan(4.5);
    expect(contrastRatio(NEAR_BLACK, '#7a7a7a')).toBeLessThan(4.5);
    expect(buttonTextColor('#7a7a7a')).toBe(BLACK);
  });

  it('reaches 4.5 for 200 random brand colours', () => {
    for (const brand of randomColors(200, 1)) {
      const text = buttonTextColor(brand);
      expect(contrastRatio(text, brand), `${text} on ${brand}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('ensureContrast', () => {
  it('returns a colour that already passes unchanged (normalised)', () => {
    expect(ensureContrast('#1D2733', '#FFFFFF')).toBe('#1d2733');
  });

  it('darkens gold yellow on white just enough and keeps its hue', () => {
    const adjusted = ensureContrast('#ffd700', '#ffffff', 4.5);
    expect(contrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(adjusted, '#ffffff')).toBeLessThan(4.7);
    expect(relativeLuminance(adjusted)).toBeLessThan(relativeLuminance('#ffd700'));
    expect(Math.abs(rgbToHsl(parseColor(adjusted) ?? {r: 0, g: 0, b: 0}).h - 51)).toBeLessThan(2);
  });

  it('lightens a dark brand on a dark base', () => {
    const adjusted = ensureContrast('#1a237e', '#1d2733', 4.5);
    expect(contrastRatio(adjusted, '#1d2733')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(adjusted)).toBeGreaterThan(relativeLuminance('#1a237e'));
  });

  it('honours another target ratio', () => {
    const adjusted = ensureContrast('#dddddd', '#ffffff', 3);
    expect(contrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(adjusted, '#ffffff')).toBeLessThan(3.2);
  });

  it('returns the better end when no lightness reaches the ratio', () => {
    expect(ensureContrast('#808080', '#808080', 21)).toBe(BLACK);
    expect(ensureContrast('#101010', '#101010', 21)).toBe(WHITE);
  });

  it('reaches 4.5 for 200 random brand colours on 200 random bases', () => {
    const brands = randomColors(200, 2);
    const bases = randomColors(200, 3);
    brands.forEach((brand, i) => {
      const base = bases[i] ?? '#ffffff';
      const adjusted = ensureContrast(brand, base, 4.5);
      expect(contrastRatio(adjusted, base), `${brand} on ${base}`).toBeGreaterThanOrEqual(4.5);
    });
  });
});

import {describe, expect, it} from 'vitest';
import {contrastRatio, relativeLuminance} from './color.ts';
import {colorMode} from './contrast.ts';
import {randomColors} from './randomColors.ts';
import {ensureContrastOnAll, raisedSurface} from './surface.ts';
import {createThemeTokens, type ThemeTokenName} from './tokens.ts';

describe('raisedSurface (decision 049)', () => {
  it('lifts a dark base to a lighter surface and keeps white text readable on it', () => {
    const surface = raisedSurface('#1d2733');
    expect(relativeLuminance(surface)).toBeGreaterThan(relativeLuminance('#1d2733'));
    expect(contrastRatio('#ffffff', surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white white and lifts a tinted light base towards white', () => {
    expect(raisedSurface('#ffffff')).toBe('#ffffff');
    expect(relativeLuminance(raisedSurface('#f7f4ef'))).toBeGreaterThan(
      relativeLuminance('#f7f4ef'),
    );
  });

  it('keeps the colour mode of 300 random bases', () => {
    for (const base of randomColors(300, 11)) {
      expect(colorMode(raisedSurface(base)), base).toBe(colorMode(base));
    }
  });
});

describe('ensureContrastOnAll', () => {
  it('reaches the ratio on every background', () => {
    const color = ensureContrastOnAll('#777777', ['#1d2733', '#2a3645'], 4.5);
    expect(contrastRatio(color, '#1d2733')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color, '#2a3645')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the end that reads best when no colour serves all', () => {
    // No grey reaches 7:1 on black and on white at once.
    expect(ensureContrastOnAll('#808080', ['#000000', '#ffffff'], 7)).toMatch(/^#(0{6}|f{6})$/);
  });
});

describe('surface tokens hold contrast for any brand colour (both themes)', () => {
  const pairs: [ThemeTokenName, ThemeTokenName, number][] = [
    ['--sf-color-text', '--sf-color-surface', 4.5],
    ['--sf-color-muted', '--sf-color-surface', 4.5],
    ['--sf-color-brand-text', '--sf-color-surface', 4.5],
    ['--sf-color-border', '--sf-color-surface', 3],
    ['--sf-color-focus', '--sf-color-surface', 3],
    ['--sf-color-text', '--sf-color-base', 4.5],
    ['--sf-color-muted', '--sf-color-base', 4.5],
    ['--sf-color-brand-text', '--sf-color-base', 4.5],
  ];

  it('reaches 4.5 (text) and 3 (UI) on base and raised surface for 300 random brand/base pairs', () => {
    const brands = randomColors(300, 21);
    const bases = [...randomColors(296, 22), '#ffffff', '#000000', '#1d2733', '#767676'];
    brands.forEach((brandColor, i) => {
      const baseColor = bases[i] ?? '#ffffff';
      const tokens = createThemeTokens({brandColor, baseColor, huePreset: 'warm'});
      for (const [fg, bg, min] of pairs) {
        const ratio = contrastRatio(tokens[fg] ?? '', tokens[bg] ?? '');
        expect(
          ratio,
          `${fg} on ${bg} (brand ${brandColor}, base ${baseColor})`,
        ).toBeGreaterThanOrEqual(min);
      }
    });
  });

  it('gives the dark theme a surface lighter than its base', () => {
    for (const baseColor of ['#000000', '#1d2733', '#202020']) {
      const tokens = createThemeTokens({brandColor: '#4fb3bf', baseColor});
      expect(relativeLuminance(tokens['--sf-color-surface'] ?? '')).toBeGreaterThan(
        relativeLuminance(baseColor),
      );
    }
  });

  it('sets the heading face from the retailer choice, the text face by default', () => {
    const sans = createThemeTokens({brandColor: '#8a6d3b', baseColor: '#ffffff'});
    const serif = createThemeTokens({
      brandColor: '#8a6d3b',
      baseColor: '#ffffff',
      headingFont: 'serif',
    });
    expect(sans['--sf-font-family-display']).toBe(sans['--sf-font-family']);
    expect(serif['--sf-font-family-display']).toMatch(/^'Cormorant Garamond', /);
  });
});

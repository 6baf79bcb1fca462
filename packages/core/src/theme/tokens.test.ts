import {describe, expect, it} from 'vitest';
import {contrastRatio} from './color.ts';
import {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  CONTAINERS,
  FONT_FAMILY,
  GRID_BREAKPOINTS,
  GRID_COLUMNS,
  GRID_GUTTER,
  HUE_PRESETS,
  LAYOUT,
  LINE_HEIGHT,
  SPACES,
  SUB_MENU_SLIDE_MS,
} from './constants.ts';
import {randomColors} from './randomColors.ts';
import {createThemeTokens, STATIC_TOKENS} from './tokens.ts';

describe('spec §9 constants', () => {
  it('pins layout, breakpoints and grid', () => {
    expect(BREAKPOINTS).toEqual({sm: '30em', md: '48em', lg: '62em', xl: '80em', '2xl': '96em'});
    expect(Object.values(GRID_BREAKPOINTS)).toEqual([576, 768, 992, 1200, 1600]);
    expect(Object.values(CONTAINERS)).toEqual([540, 750, 960, 1140, 1540]);
    expect(GRID_GUTTER).toBe(30);
    expect(GRID_COLUMNS).toBe(12);
    expect(LAYOUT).toEqual({
      headerHeight: 120,
      logoMaxHeight: 80,
      cookieBannerWidth: 520,
      footerMaxWidth: 1600,
      mobileBarHeight: 100,
      panelOffset: 170,
    });
    expect(SUB_MENU_SLIDE_MS).toBe(200);
  });

  it('pins typography and hue presets', () => {
    expect(FONT_FAMILY).toBe("'Source Sans Pro', Helvetica, sans-serif");
    expect(BASE_FONT_SIZE).toBe('17px');
    expect(LINE_HEIGHT).toBe(1.56);
    expect(HUE_PRESETS).toEqual({cool: 237, slate: 122, warm: 69});
    expect(SPACES).toHaveLength(8);
  });

  it('exposes them as CSS custom properties', () => {
    expect(STATIC_TOKENS).toMatchObject({
      '--sf-font-family': "'Source Sans Pro', Helvetica, sans-serif",
      '--sf-font-size-base': '17px',
      '--sf-line-height': '1.56',
      '--sf-header-height': '120px',
      '--sf-logo-max-height': '80px',
      '--sf-cookie-banner-width': '520px',
      '--sf-footer-max-width': '1600px',
      '--sf-mobile-bar-height': '100px',
      '--sf-panel-offset': '170px',
      '--sf-sub-menu-slide': '200ms',
      '--sf-grid-gutter': '30px',
      '--sf-grid-columns': '12',
      '--sf-breakpoint-sm': '30em',
      '--sf-breakpoint-2xl': '96em',
      '--sf-grid-breakpoint-sm': '576px',
      '--sf-grid-breakpoint-2xl': '1600px',
      '--sf-container-sm': '540px',
      '--sf-container-2xl': '1540px',
      '--sf-space-1': '0.25rem',
      '--sf-space-8': '4rem',
    });
    expect(Object.keys(STATIC_TOKENS).filter((k) => k.startsWith('--sf-space-'))).toHaveLength(8);
  });
});

describe('createThemeTokens', () => {
  it('normalises the configured colours and picks button text', () => {
    const tokens = createThemeTokens({brandColor: '#FFD700', baseColor: '#fff'});
    expect(tokens['--sf-color-brand']).toBe('#ffd700');
    expect(tokens['--sf-color-base']).toBe('#ffffff');
    expect(tokens['--sf-color-brand-contrast']).toBe('#111111');
    // Gold on white is unreadable as text: the text variant is darkened.
    expect(tokens['--sf-color-brand-text']).not.toBe('#ffd700');
    expect(contrastRatio(tokens['--sf-color-brand-text'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('gives light text on a dark base', () => {
    const tokens = createThemeTokens({brandColor: '#b8860b', baseColor: '#1d2733'});
    expect(tokens['--sf-color-text']).toMatch(/^#f/);
    expect(contrastRatio(tokens['--sf-color-text'] ?? '', '#1d2733')).toBeGreaterThanOrEqual(4.5);
  });

  it('tints neutrals with a hue preset', () => {
    const plain = createThemeTokens({brandColor: '#000', baseColor: '#fff'});
    const warm = createThemeTokens({brandColor: '#000', baseColor: '#fff', huePreset: 'warm'});
    expect(plain['--sf-color-muted']).toMatch(/^#(..)\1\1$/);
    expect(warm['--sf-color-muted']).not.toBe(plain['--sf-color-muted']);
  });

  it('throws naming the field for an invalid colour', () => {
    expect(() => createThemeTokens({brandColor: 'gold', baseColor: '#fff'})).toThrow(/brandColor/);
    expect(() => createThemeTokens({brandColor: '#000', baseColor: ''})).toThrow(/baseColor/);
  });

  it('keeps every colour pair readable for 200 random brand and base colours', () => {
    const brands = randomColors(200, 7);
    const bases = randomColors(200, 11);
    brands.forEach((brandColor, i) => {
      const baseColor = bases[i] ?? '#ffffff';
      const t = createThemeTokens({brandColor, baseColor});
      const at = (name: `--sf-${string}`): string => t[name] ?? '';
      const pair = `${brandColor} / ${baseColor}`;
      expect(
        contrastRatio(at('--sf-color-brand-contrast'), at('--sf-color-brand')),
        pair,
      ).toBeGreaterThanOrEqual(4.5);
      for (const name of [
        '--sf-color-brand-text',
        '--sf-color-text',
        '--sf-color-muted',
      ] as const) {
        expect(contrastRatio(at(name), baseColor), `${name} ${pair}`).toBeGreaterThanOrEqual(4.5);
      }
      for (const name of ['--sf-color-border', '--sf-color-focus'] as const) {
        expect(contrastRatio(at(name), baseColor), `${name} ${pair}`).toBeGreaterThanOrEqual(3);
      }
    });
  });
});

import {describe, expect, it} from 'vitest';
import {randomColors} from './randomColors.ts';
import {CONTRAST_PAIRS, themeReport} from './themeReport.ts';
import {createThemeTokens} from './tokens.ts';

describe('themeReport (decision 043)', () => {
  it('lists every token of the theme with its value, in order', () => {
    const input = {brandColor: '#8a6d3b', baseColor: '#ffffff'};
    expect(Object.fromEntries(themeReport(input).tokens)).toEqual(createThemeTokens(input));
    expect(themeReport(input).tokens[0]).toEqual(['--sf-color-brand', '#8a6d3b']);
  });

  it('shows yellow on white adjusted: the given brand fails 4.5, the brand text reaches it', () => {
    const report = themeReport({brandColor: '#ffff00', baseColor: '#ffffff'});
    const brandText = report.adjustments.find((a) => a.token === '--sf-color-brand-text');
    expect(brandText).toMatchObject({given: '#ffff00', against: '#ffffff', adjusted: true});
    expect(brandText?.givenRatio).toBeLessThan(4.5);
    expect(brandText?.ratio).toBeGreaterThanOrEqual(4.5);
    expect(brandText?.value).not.toBe('#ffff00');
  });

  it('leaves a colour that already passes as given', () => {
    const report = themeReport({brandColor: '#0b3d91', baseColor: '#ffffff'});
    const brandText = report.adjustments.find((a) => a.token === '--sf-color-brand-text');
    expect(brandText).toMatchObject({given: '#0b3d91', value: '#0b3d91', adjusted: false});
    expect(brandText?.givenRatio).toBe(brandText?.ratio);
  });

  it('reports every pair the kit uses at or above its ratio, for any colours', () => {
    const colors = randomColors(24, 43);
    for (const brandColor of colors.slice(0, 12)) {
      for (const baseColor of colors.slice(12)) {
        const {pairs, mode} = themeReport({brandColor, baseColor});
        expect(pairs).toHaveLength(CONTRAST_PAIRS.length);
        expect(['light', 'dark']).toContain(mode);
        for (const pair of pairs) expect(pair.ratio).toBeGreaterThanOrEqual(pair.minRatio);
      }
    }
  });
});

import {describe, expect, it} from 'vitest';
import {toHex} from './color.ts';
import {adjustLightness, clampPercent, hslToRgb, rgbToHsl, withLightness} from './hsl.ts';

describe('HSL helpers', () => {
  it('converts primary colours both ways', () => {
    expect(toHex(hslToRgb({h: 120, s: 100, l: 50}))).toBe('#00ff00');
    expect(toHex(hslToRgb({h: 480, s: 100, l: 50}))).toBe('#00ff00');
    expect(toHex(hslToRgb({h: -120, s: 100, l: 50}))).toBe('#0000ff');
    expect(rgbToHsl({r: 255, g: 0, b: 0})).toEqual({h: 0, s: 100, l: 50});
    expect(rgbToHsl({r: 128, g: 128, b: 128})).toMatchObject({h: 0, s: 0});
  });

  it('round-trips an arbitrary colour', () => {
    const rgb = {r: 255, g: 215, b: 0};
    expect(toHex(hslToRgb(rgbToHsl(rgb)))).toBe('#ffd700');
  });

  it('clamps lightness to 0–100 (spec §9)', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(toHex(hslToRgb({h: 0, s: 100, l: 130}))).toBe('#ffffff');
    expect(toHex(adjustLightness({r: 255, g: 0, b: 0}, 80))).toBe('#ffffff');
    expect(toHex(adjustLightness({r: 255, g: 0, b: 0}, -80))).toBe('#000000');
    expect(toHex(withLightness({r: 255, g: 0, b: 0}, 25))).toBe('#800000');
  });
});

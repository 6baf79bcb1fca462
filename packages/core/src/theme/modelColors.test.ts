// The content model and the theme take exactly the same colours (decision 029): every colour the
// model accepts themes without throwing, and what the model rejects the theme rejects too.
import fc from 'fast-check';
import * as v from 'valibot';
import {describe, expect, it} from 'vitest';
import {ColorSchema} from '../model/common.ts';
import {createThemeTokens} from './tokens.ts';
import {colorMode} from './contrast.ts';

const byte = fc.integer({min: 0, max: 255});
const percent = fc.double({min: 0, max: 100, noNaN: true}).map((n) => `${+n.toFixed(2)}%`);
const separator = fc.constantFrom(', ', ',', ' ');
const opaqueAlpha = fc.option(
  fc.tuple(fc.constantFrom(', ', ' / '), fc.constantFrom('1', '1.0', '100%')),
  {nil: undefined},
);

const hex = fc
  .tuple(
    fc.constantFrom(1, 2),
    fc.array(fc.integer({min: 0, max: 15}), {minLength: 6, maxLength: 6}),
  )
  .chain(([width, digits]) =>
    fc.constantFrom(
      `#${digits
        .slice(0, 3 * width)
        .map((d) => d.toString(16))
        .join('')}`,
      `#${digits
        .slice(0, 3 * width)
        .map((d) => d.toString(16).toUpperCase())
        .join('')}`,
    ),
  );
const rgb = fc
  .tuple(
    fc.oneof(byte.map(String), percent),
    byte.map(String),
    byte.map(String),
    separator,
    opaqueAlpha,
  )
  .map(([r, g, b, sep, alpha]) =>
    alpha
      ? `rgba(${r}${sep}${g}${sep}${b}${alpha[0]}${alpha[1]})`
      : `rgb(${r}${sep}${g}${sep}${b})`,
  );
const hsl = fc
  .tuple(
    fc.integer({min: 0, max: 720}),
    fc.constantFrom('', 'deg'),
    percent,
    percent,
    separator,
    opaqueAlpha,
  )
  .map(([h, unit, s, l, sep, alpha]) =>
    alpha
      ? `hsla(${h}${unit}${sep}${s}${sep}${l}${alpha[0]}${alpha[1]})`
      : `hsl(${h}${unit}${sep}${s}${sep}${l})`,
  );
/** Every form the model documents: #rgb, #rrggbb, rgb()/rgba(), hsl()/hsla(), opaque. */
const accepted = fc.oneof(hex, rgb, hsl);

function themes(brandColor: string, baseColor: string): boolean {
  try {
    createThemeTokens({brandColor, baseColor});
    return true;
  } catch {
    return false;
  }
}

describe('colours in the model and the theme (decision 029)', () => {
  it('every colour the model accepts themes without throwing, as brand or base', () => {
    fc.assert(
      fc.property(accepted, accepted, (brand, base) => {
        expect(v.is(ColorSchema, brand)).toBe(true);
        expect(v.is(ColorSchema, base)).toBe(true);
        const tokens = createThemeTokens({brandColor: brand, baseColor: base});
        expect(Object.values(tokens).join(' ')).not.toMatch(/NaN|undefined/);
        expect(['light', 'dark']).toContain(colorMode(base));
      }),
      {numRuns: 300},
    );
  });

  it('the model accepts a string exactly when the theme does', () => {
    const nearColour = fc.oneof(
      accepted,
      fc.string(),
      fc
        .tuple(fc.constantFrom('rgb(', 'hsl(', 'rgba(', 'hsla(', '#'), fc.string())
        .map(([head, tail]) => head + tail),
      fc.constantFrom(
        'hsl(1.2.3, 50%, 50%)',
        'rgb(300, 0, 0)',
        'rgba(0, 0, 0, 0.5)',
        'red',
        '#12345',
      ),
    );
    fc.assert(
      fc.property(nearColour, (value) => {
        expect(v.is(ColorSchema, value)).toBe(themes(value, '#ffffff'));
        expect(v.is(ColorSchema, value)).toBe(themes('#000000', value));
      }),
      {numRuns: 500},
    );
  });

  it('rejects a malformed hsl() whose numbers are not numbers', () => {
    expect(v.is(ColorSchema, 'hsl(1.2.3, 50%, 50%)')).toBe(false);
    expect(() =>
      createThemeTokens({brandColor: 'hsl(1.2.3, 50%, 50%)', baseColor: '#fff'}),
    ).toThrow(TypeError);
  });
});

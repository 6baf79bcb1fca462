// Colour parsing and WCAG 2.x contrast maths (spec §1 colour mode, §5 Button text colour).
import {hslToRgb, type Rgb} from './hsl.ts';

/** The WCAG 2.x AA contrast ratio for normal text (spec §5: "at least 4.5"). */
export const WCAG_AA_TEXT = 4.5;

/** The WCAG 2.x contrast for non-text UI parts such as borders and focus rings (SC 1.4.11). */
export const WCAG_AA_UI = 3;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
// rgb()/rgba() in comma or space syntax, as design tools and Storybook's colour control write them.
const RGB = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;
const HSL =
  /^hsla?\(\s*([\d.]+)(?:deg)?[\s,]+([\d.]+)%[\s,]+([\d.]+)%(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

/**
 * Parses `#rgb`, `#rrggbb`, `rgb()`/`rgba()` and `hsl()`/`hsla()`; returns undefined for anything
 * else, including translucent colours (their contrast depends on what lies beneath).
 */
export function parseColor(input: string): Rgb | undefined {
  const text = input.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const [, r, g, b, alpha] = rgb;
    if (!isOpaque(alpha)) return undefined;
    const channels = [r, g, b].map((c) => parseChannel(c ?? ''));
    if (channels.some((c) => c === undefined)) return undefined;
    const [cr = 0, cg = 0, cb = 0] = channels as number[];
    return {r: cr, g: cg, b: cb};
  }
  const hsl = HSL.exec(text);
  if (hsl) {
    const [, h, s, l, alpha] = hsl;
    const [hue, sat, light] = [h, s, l].map(Number) as [number, number, number];
    // `[\d.]+` also matches `1.2.3`, which is NaN: only finite numbers make a colour.
    if (![hue, sat, light].every(Number.isFinite)) return undefined;
    if (!isOpaque(alpha) || sat > 100 || light > 100) return undefined;
    return hslToRgb({h: hue, s: sat, l: light});
  }
  return undefined;
}

/** True when `input` is a colour {@link parseColor} accepts. */
export function isColor(input: string): boolean {
  return parseColor(input) !== undefined;
}

/** Parses a colour or throws a TypeError naming `field`, for configuration that must be valid. */
export function requireColor(input: string, field: string): Rgb {
  const rgb = parseColor(input);
  if (!rgb)
    throw new TypeError(
      `${field}: "${input}" is not an opaque #rgb, #rrggbb, rgb() or hsl() colour`,
    );
  return rgb;
}

/** Formats a colour as lower-case `#rrggbb`, rounding and clamping each channel. */
export function toHex({r, g, b}: Rgb): string {
  return `#${[r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Normalises any accepted colour string to `#rrggbb`; undefined when it is not a colour. */
export function normalizeColor(input: string): string | undefined {
  const rgb = parseColor(input);
  return rgb ? toHex(rgb) : undefined;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: Rgb | string): number {
  const {r, g, b} = typeof color === 'string' ? requireColor(color, 'color') : color;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours, 1 to 21, independent of their order. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function isOpaque(alpha: string | undefined): boolean {
  if (alpha === undefined) return true;
  return alpha.endsWith('%') ? Number(alpha.slice(0, -1)) >= 100 : Number(alpha) >= 1;
}

function parseChannel(text: string): number | undefined {
  const value = text.endsWith('%') ? (Number(text.slice(0, -1)) / 100) * 255 : Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 255 ? value : undefined;
}

function clampByte(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}

// sRGB channel to linear light, as WCAG 2.x defines it (threshold 0.04045).
function linear(channel: number): number {
  const c = clampByte(channel) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

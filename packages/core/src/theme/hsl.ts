// HSL helpers for deriving theme colours (spec §9: hue presets, "Lightness clamped 0 to 100").

/** An opaque sRGB colour, channels 0–255 (fractions allowed until formatted). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue 0–360, saturation and lightness 0–100. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Clamps a saturation or lightness to 0–100 (spec §9: "Lightness clamped 0 to 100"). */
export function clampPercent(value: number): number {
  return Number.isNaN(value) ? 0 : Math.min(100, Math.max(0, value));
}

/** Converts HSL to RGB; saturation and lightness are clamped to 0–100, hue wraps round 360. */
export function hslToRgb({h, s, l}: Hsl): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const sat = clampPercent(s) / 100;
  const light = clampPercent(l) / 100;
  const chroma = (1 - Math.abs(2 * light - 1)) * sat;
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const m = light - chroma / 2;
  const sector = Math.floor(hue);
  const [r1, g1, b1] =
    sector === 0
      ? [chroma, x, 0]
      : sector === 1
        ? [x, chroma, 0]
        : sector === 2
          ? [0, chroma, x]
          : sector === 3
            ? [0, x, chroma]
            : sector === 4
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return {r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255};
}

/** Converts RGB (0–255) to HSL (hue 0–360, saturation and lightness 0–100). */
export function rgbToHsl({r, g, b}: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return {h: 0, s: 0, l: l * 100};
  const s = delta / (1 - Math.abs(2 * l - 1));
  const h =
    max === rn
      ? ((gn - bn) / delta + 6) % 6
      : max === gn
        ? (bn - rn) / delta + 2
        : (rn - gn) / delta + 4;
  return {h: h * 60, s: Math.min(1, s) * 100, l: l * 100};
}

/** The same hue and saturation at another lightness, clamped to 0–100. */
export function withLightness(color: Rgb, lightness: number): Rgb {
  const {h, s} = rgbToHsl(color);
  return hslToRgb({h, s, l: clampPercent(lightness)});
}

/** Shifts lightness by `delta` percentage points, clamped to 0–100. */
export function adjustLightness(color: Rgb, delta: number): Rgb {
  const {h, s, l} = rgbToHsl(color);
  return hslToRgb({h, s, l: clampPercent(l + delta)});
}

import {useId, useMemo} from 'react';
import {
  createThemeTokens,
  displayRatio,
  type HuePreset,
  type ThemeTokenName,
} from '@schaufenster/core';
import {useLanguage} from '../i18n/index.ts';
import {ThemeProvider} from './ThemeProvider.tsx';
import styles from './ThemeSwatch.module.css';

/** Props of {@link ThemeSwatch}. */
export interface ThemeSwatchProps {
  /** The brand colour to preview. */
  brandColor: string;
  /** The base (page background) colour to preview. */
  baseColor: string;
  /** Tints neutral colours with a preset hue (spec §9 Hue presets). */
  huePreset?: HuePreset;
}

// Text colour on background colour, one pair per token that carries text (spec §5 Button text colour).
const PAIRS = [
  {variant: 'button', fg: '--sf-color-brand-contrast', bg: '--sf-color-brand'},
  {variant: 'text', fg: '--sf-color-text', bg: '--sf-color-base'},
  {variant: 'brand-text', fg: '--sf-color-brand-text', bg: '--sf-color-base'},
  {variant: 'muted', fg: '--sf-color-muted', bg: '--sf-color-base'},
] as const satisfies readonly {variant: string; fg: ThemeTokenName; bg: ThemeTokenName}[];

/**
 * Previews a brand and base colour: the themed text pairs with their hex values and WCAG contrast
 * ratios (in the page language), for designers and agencies choosing colours. It shows values, no
 * words, so it needs no messages; the section is named by its heading, the brand colour's hex.
 */
export function ThemeSwatch({brandColor, baseColor, huePreset}: ThemeSwatchProps) {
  // Ratios are numbers in the page's language (STYLE.md: never Intl.*(undefined)).
  const {lang} = useLanguage();
  const headingId = useId();
  const tokens = useMemo(
    () => createThemeTokens({brandColor, baseColor, huePreset}),
    [brandColor, baseColor, huePreset],
  );
  const ratioFormat = useMemo(
    () => new Intl.NumberFormat(lang, {minimumFractionDigits: 2, maximumFractionDigits: 2}),
    [lang],
  );
  const brand = tokens['--sf-color-brand'] ?? '';
  return (
    <ThemeProvider brandColor={brandColor} baseColor={baseColor} huePreset={huePreset}>
      <section className={styles.swatch} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {brand}
        </h2>
        <ul className={styles.samples}>
          {PAIRS.map(({variant, fg, bg}) => {
            const fgHex = tokens[fg] ?? '';
            const bgHex = tokens[bg] ?? '';
            return (
              <li key={variant} className={styles.sample} data-variant={variant}>
                <span className={styles.pair}>
                  {fgHex} / {bgHex}
                </span>
                {/* Floored, so a pair just under 4.5 never displays as 4.50 */}
                <span className={styles.ratio}>
                  {ratioFormat.format(displayRatio(fgHex, bgHex))}:1
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </ThemeProvider>
  );
}

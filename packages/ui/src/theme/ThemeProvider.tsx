import type {CSSProperties, ReactNode} from 'react';
import {useMemo} from 'react';
import {colorMode, createThemeTokens, type HeadingFont, type HuePreset} from '@schaufenster/core';
import styles from './ThemeProvider.module.css';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** The retailer's brand colour from site configuration (spec §3 Site config, Theme). */
  brandColor: string;
  /** The page background colour; decides the colour mode (spec §1). */
  baseColor: string;
  /** Tints neutral colours with a preset hue (spec §9 Hue presets); neutral grey without. */
  huePreset?: HuePreset;
  /** The face of headings (site config `theme.heading_font`, decision 049); the text face without. */
  headingFont?: HeadingFont;
  /** The themed content. */
  children?: ReactNode;
}

/**
 * Sets the theme tokens as CSS custom properties on a wrapping element with `data-color-mode`.
 * Providers nest: an inner one overrides the tokens for its subtree only.
 */
export function ThemeProvider({
  brandColor,
  baseColor,
  huePreset,
  headingFont,
  children,
}: ThemeProviderProps) {
  const {tokens, mode} = useMemo(
    () => ({
      tokens: createThemeTokens({brandColor, baseColor, huePreset, headingFont}),
      // Derived from the base colour only; system colour mode is not used (spec §1).
      mode: colorMode(baseColor),
    }),
    [brandColor, baseColor, huePreset, headingFont],
  );
  return (
    <div className={styles.theme} data-color-mode={mode} style={tokens as CSSProperties}>
      {children}
    </div>
  );
}

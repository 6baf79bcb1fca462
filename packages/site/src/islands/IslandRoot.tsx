import type {ComponentType, ReactNode} from 'react';
import type {Lang} from '@schaufenster/core';
import {ShopConfigContext, type ShopIslandConfig} from '@schaufenster/templates/islands';
import {LanguageContextProvider, SiteProvider, type LanguageProviderProps} from '@schaufenster/ui';

/** Props of {@link IslandRoot}. */
export interface IslandRootProps {
  /** The page's language (`<html lang>`). */
  lang: Lang;
  /** The site's host for the link rules (`<html data-sf-host>`). */
  host: string;
  /** The project's languages (`<html data-sf-languages>`). @default LANGUAGES */
  available?: readonly Lang[];
  /** The page's shop config (the runtime config's `shop`); null without the shop. @default null */
  shop?: ShopIslandConfig | null;
  /**
   * What provides the language. The prerender passes ui's `LanguageProvider`, which tells
   * react-aria too; the browser keeps the default, without react-aria, whose language
   * `shareLanguageWithAria` set for the page (decision 059).
   * @default LanguageContextProvider
   */
  languageProvider?: ComponentType<LanguageProviderProps>;
  /** The island's component. */
  children: ReactNode;
}

/**
 * What wraps every island, in the prerender and in the browser alike, so both render the same
 * markup: the language, the site's host and the shop config. No ThemeProvider: the build sets the theme tokens once
 * on `:root`.
 */
export function IslandRoot({
  lang,
  host,
  available,
  shop = null,
  languageProvider: Language = LanguageContextProvider,
  children,
}: IslandRootProps) {
  return (
    <Language lang={lang} available={available}>
      <SiteProvider host={host}>
        <ShopConfigContext value={shop}>{children}</ShopConfigContext>
      </SiteProvider>
    </Language>
  );
}

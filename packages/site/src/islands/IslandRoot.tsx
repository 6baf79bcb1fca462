import type {ReactNode} from 'react';
import type {Lang} from '@schaufenster/core';
import {LanguageProvider, SiteProvider} from '@schaufenster/ui';

/** Props of {@link IslandRoot}. */
export interface IslandRootProps {
  /** The page's language (`<html lang>`). */
  lang: Lang;
  /** The site's host for the link rules (`<html data-sf-host>`). */
  host: string;
  /** The project's languages (`<html data-sf-languages>`). @default LANGUAGES */
  available?: readonly Lang[];
  /** The island's component. */
  children: ReactNode;
}

/**
 * What wraps every island, in the prerender and in the browser alike, so both render the same
 * tree: the language and the site's host. No ThemeProvider: the build sets the theme tokens once
 * on `:root`.
 */
export function IslandRoot({lang, host, available, children}: IslandRootProps) {
  return (
    <LanguageProvider lang={lang} available={available}>
      <SiteProvider host={host}>{children}</SiteProvider>
    </LanguageProvider>
  );
}

import type {ReactNode} from 'react';
import type {Lang} from '@schaufenster/core';
import {NestedIslandContext, type NestedIslandRenderer} from '@schaufenster/templates';
import {LanguageProvider, SiteProvider} from '@schaufenster/ui';

/** Props of {@link IslandRoot}. */
export interface IslandRootProps {
  /** The page's language (`<html lang>`). */
  lang: Lang;
  /** The site's host for the link rules (`<html data-sf-host>`). */
  host: string;
  /** The project's languages (`<html data-sf-languages>`). @default LANGUAGES */
  available?: readonly Lang[];
  /**
   * How islands nested in this one render: the prerender's markers or the browser's holes
   * (decision 014). @default undefined: nested islands render nothing
   */
  nested?: NestedIslandRenderer;
  /** The island's component. */
  children: ReactNode;
}

/**
 * What wraps every island, in the prerender and in the browser alike: the language and the
 * site's host. No ThemeProvider: the build sets the theme tokens once on `:root`.
 */
export function IslandRoot({lang, host, available, nested, children}: IslandRootProps) {
  return (
    <LanguageProvider lang={lang} available={available}>
      <SiteProvider host={host}>
        <NestedIslandContext value={nested ?? null}>{children}</NestedIslandContext>
      </SiteProvider>
    </LanguageProvider>
  );
}

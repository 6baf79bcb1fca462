import {useMemo, type ReactNode} from 'react';
import {I18nProvider} from 'react-aria-components';
import {LANGUAGES, type Lang} from '@schaufenster/core';
import {LanguageContext, type LanguageContextValue} from './LanguageContext.ts';

/** Props of `LanguageProvider`. */
export interface LanguageProviderProps {
  /** The page's language. */
  lang: Lang;
  /**
   * The project's languages (spec §4 Site language).
   * @default LANGUAGES
   */
  available?: readonly Lang[];
  /** The subtree that reads the language. */
  children: ReactNode;
}

/**
 * Provides the site language to messages and to react-aria-components, whose built-in strings,
 * number and date formats then follow the page language instead of the browser's.
 */
export function LanguageProvider({lang, available = LANGUAGES, children}: LanguageProviderProps) {
  const value = useMemo<LanguageContextValue>(() => ({lang, available}), [lang, available]);
  return (
    <LanguageContext value={value}>
      <I18nProvider locale={lang}>{children}</I18nProvider>
    </LanguageContext>
  );
}

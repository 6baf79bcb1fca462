// The site language without react-aria (decision 059): this module must not import
// react-aria-components, whose locale module starts ICU's data when it loads.
import {useMemo, type ReactNode} from 'react';
import {LANGUAGES, type Lang} from '@schaufenster/core';
import {LanguageContext, type LanguageContextValue} from './LanguageContext.ts';

/** Props of `LanguageProvider` and `LanguageContextProvider`. */
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
 * Provides the site language to messages only, without react-aria's `I18nProvider`: for the
 * site's islands in the browser, where react-aria reads the page language that
 * `shareLanguageWithAria` left on the window (decision 059). Its module, and the ICU data it
 * starts, then loads only with the first react-aria component.
 */
export function LanguageContextProvider({
  lang,
  available = LANGUAGES,
  children,
}: LanguageProviderProps) {
  const value = useMemo<LanguageContextValue>(() => ({lang, available}), [lang, available]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

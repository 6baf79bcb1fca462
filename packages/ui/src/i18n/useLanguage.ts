import {useContext} from 'react';
import {LanguageContext, type LanguageContextValue} from './LanguageContext.ts';

/** The current language and the project's languages; throws outside a `LanguageProvider`. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  // Each island is its own React root: a forgotten provider must not silently render German.
  if (!value) throw new Error('useLanguage() needs a <LanguageProvider> above it');
  return value;
}

// --- i18n ---
export {LanguageProvider, useLanguage, useMessages, useRichMessages} from './i18n/index.ts';
export type {
  LanguageContextValue,
  LanguageProviderProps,
  Translate,
  TranslateRich,
} from './i18n/index.ts';
// --- end i18n ---

// --- theme ---
export {ThemeProvider, ThemeSwatch} from './theme/index.ts';
export type {ThemeProviderProps, ThemeSwatchProps} from './theme/index.ts';
// --- end theme ---

import {I18nProvider} from 'react-aria-components';
import {LanguageContextProvider, type LanguageProviderProps} from './LanguageContextProvider.tsx';

/**
 * Provides the site language to messages and to react-aria-components, whose built-in strings,
 * number and date formats then follow the page language instead of the browser's.
 */
export function LanguageProvider({lang, available, children}: LanguageProviderProps) {
  return (
    <LanguageContextProvider lang={lang} available={available}>
      <I18nProvider locale={lang}>{children}</I18nProvider>
    </LanguageContextProvider>
  );
}

export {shareLanguageWithAria} from './ariaLanguage.ts';
export {LanguageContextProvider, type LanguageProviderProps} from './LanguageContextProvider.tsx';
export {LanguageProvider} from './LanguageProvider.tsx';
export {useLanguage} from './useLanguage.ts';
export {useMessages, useRichMessages} from './useMessages.ts';

export {LanguageProvider} from './LanguageProvider.tsx';
export type {LanguageProviderProps} from './LanguageProvider.tsx';
export {useLanguage} from './useLanguage.ts';
export {useMessages, useRichMessages} from './useMessages.ts';
export type {Translate, TranslateRich} from './useMessages.ts';
export type {LanguageContextValue} from './LanguageContext.ts';

export {LanguageProvider} from './LanguageProvider.tsx';
export {useLanguage} from './useLanguage.ts';
export {useMessages, useRichMessages} from './useMessages.ts';

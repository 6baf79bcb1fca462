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

// --- foundation ---
export {closeDrawer, drawerStore, openDrawer, useDrawer} from './drawer/index.ts';
export {DRAWER_CLOSED, drawerReducer, locksPageScroll} from './drawer/index.ts';
export type {DrawerAction, DrawerContent, DrawerState} from './drawer/index.ts';
export {Icon, ICON_NAMES} from './Icon/index.ts';
export type {IconName, IconProps} from './Icon/index.ts';
export {Link} from './Link/index.ts';
export type {LinkProps} from './Link/index.ts';
export {SiteProvider, useSite} from './site/index.ts';
export type {SiteContextValue, SiteProviderProps} from './site/index.ts';
export {createStore, useStore} from './store/index.ts';
export type {Store} from './store/index.ts';
export {VisuallyHidden} from './VisuallyHidden/index.ts';
export type {VisuallyHiddenProps} from './VisuallyHidden/index.ts';
// --- end foundation ---

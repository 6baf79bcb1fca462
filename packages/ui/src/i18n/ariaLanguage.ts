// Where react-aria looks for the page language when no I18nProvider is above a component: its
// default locale is `window[Symbol.for('react-aria.i18n.locale')]`, read when its locale module
// first loads (and on `languagechange`), before `navigator.language`. The site's islands set it
// once per page (a page's language never changes without a document load) and leave
// I18nProvider to the prerender and Storybook (decision 059). tests/e2e/intlAtLoad.e2e.ts holds
// react-aria to it (the drawer's dismiss button in fr and en).
import type {Lang} from '@schaufenster/core';

const ARIA_LOCALE = Symbol.for('react-aria.i18n.locale');

/** Makes `lang` react-aria's language in `win`; call it before any react-aria module loads. */
export function shareLanguageWithAria(win: Window, lang: Lang): void {
  (win as unknown as Record<symbol, unknown>)[ARIA_LOCALE] = lang;
}

import {useLocale} from 'react-aria-components';
import type {MessageKey, MessageValues} from '@schaufenster/core';
import {useLanguage} from './useLanguage.ts';
import {useMessages} from './useMessages.ts';

/** One message shown by `LanguageShowcase`. */
interface ShowcaseEntry {
  /** The catalogue key. */
  id: MessageKey;
  /** ICU values for the message. */
  values?: MessageValues;
}

/** A few shell and shop strings designers check in every language. */
const SHOWCASE_ENTRIES: readonly ShowcaseEntry[] = [
  {id: 'drawerMenuTitle'},
  {id: 'drawerContactTitle'},
  {id: 'cartButtonLabel', values: {count: 3}},
  {id: 'itemListResultCount', values: {count: 3}},
  {id: 'cookieBannerAllowAll'},
  {id: 'notFoundMessage'},
];

/** Props of `LanguageShowcase`. */
export interface LanguageShowcaseProps {
  /**
   * Messages to show, each under its key.
   * @default SHOWCASE_ENTRIES
   */
  entries?: readonly ShowcaseEntry[];
}

/**
 * Lists messages in the current language, each under its key, plus the locale react-aria sees;
 * a design aid for checking copy and the provider wiring, not a visitor-facing component.
 */
export function LanguageShowcase({entries = SHOWCASE_ENTRIES}: LanguageShowcaseProps) {
  const {lang} = useLanguage();
  const t = useMessages();
  const {locale} = useLocale();
  return (
    <dl lang={lang}>
      {entries.map(({id, values}) => (
        <div key={id}>
          <dt>
            <code>{id}</code>
          </dt>
          <dd>{t(id, values)}</dd>
        </div>
      ))}
      <div>
        <dt>
          <code>useLocale()</code>
        </dt>
        <dd>{locale}</dd>
      </div>
    </dl>
  );
}

// ICU message text to its syntax tree, as the site's client build compiles the catalogues
// (packages/site/src/client/lazyCatalogues.ts) and as Node, tests and Storybook parse on first use.
import {parse, type MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import type {Lang} from '../language/lang.ts';

/** The syntax tree of an ICU `message` in `lang`; throws a SyntaxError naming the problem. */
export function parseMessage(message: string, lang: Lang): MessageFormatElement[] {
  return parse(message, {locale: new Intl.Locale(lang)});
}

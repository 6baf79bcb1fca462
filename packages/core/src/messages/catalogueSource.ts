// Where `t` finds a language's messages. This default source has every catalogue at once (Node,
// Storybook). The site's client build swaps this module for catalogueSource.lazy.ts, which loads
// one language's catalogue as a chunk of its own (decision 014; the swap: packages/site/src/
// client/lazyCatalogues.ts). Both export the same two functions.
import type {Lang} from '../language/lang.ts';
import type {Catalogue} from './catalogueTypes.ts';
import {CATALOGUES} from './catalogues.ts';
import type {MessageScope} from './messageScopes.ts';

/** The messages of `lang`, or undefined while they are not loaded. */
export function catalogueOf(lang: Lang): Catalogue | undefined {
  return CATALOGUES[lang];
}

/** Makes the messages of `lang` (all, or a scope's) available to `t`; here they always are. */
export function loadCatalogue(_lang: Lang, _scope: MessageScope = 'all'): Promise<void> {
  return Promise.resolve();
}

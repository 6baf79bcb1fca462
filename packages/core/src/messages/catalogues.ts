// All three catalogues, imported eagerly: Node (the build's prerender, tests, scripts) and
// Storybook. The browser runtime never imports this module (decision 014).
import type {Lang} from '../language/lang.ts';
import type {Catalogue} from './catalogueTypes.ts';
import de from './de.json' with {type: 'json'};
import en from './en.json' with {type: 'json'};
import fr from './fr.json' with {type: 'json'};

/** The three catalogues, keyed by language. */
export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = {de, en, fr};

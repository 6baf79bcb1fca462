// The browser's catalogue source (decision 014): each language's catalogue is a chunk of its own,
// loaded by `loadCatalogue` before any island of the page hydrates, so a page downloads only its
// language's messages. Swapped in for catalogueSource.ts by the site's client build.
import type {Lang} from '../language/lang.ts';
import type {Catalogue} from './catalogueTypes.ts';

type CatalogueModule = {default: Catalogue};

// Literal paths, so the bundler makes one chunk per language.
const LOADERS: Readonly<Record<Lang, () => Promise<CatalogueModule>>> = {
  de: () => import('./de.json'),
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};

const loaded = new Map<Lang, Catalogue>();
const pending = new Map<Lang, Promise<void>>();

/** The messages of `lang`, or undefined while they are not loaded. */
export function catalogueOf(lang: Lang): Catalogue | undefined {
  return loaded.get(lang);
}

/**
 * Loads the messages of `lang` once; concurrent calls share the download. A failed download is
 * forgotten, so the next call tries again.
 */
export function loadCatalogue(lang: Lang): Promise<void> {
  let load = pending.get(lang);
  if (load === undefined) {
    load = LOADERS[lang]().then(
      (module) => {
        loaded.set(lang, module.default);
      },
      (error: unknown) => {
        pending.delete(lang);
        throw error;
      },
    );
    pending.set(lang, load);
  }
  return load;
}

// The browser's catalogue source (decision 014): each language's catalogue is a chunk of its own,
// loaded by `loadCatalogue` before any island of the page hydrates, so a page downloads only its
// language's messages. Each is split in two (decision 034, messageScopes.ts): the consent scope,
// which is all the cookie banner needs, and the rest. Swapped in for catalogueSource.ts by the
// site's client build, which also compiles and splits the catalogues (lazyCatalogues.ts).
import type {Lang} from '../language/lang.ts';
import type {Catalogue} from './catalogueTypes.ts';
import type {MessageScope} from './messageScopes.ts';

type CatalogueModule = {default: Partial<Catalogue>};
type Part = 'consent' | 'rest';

// Literal paths, so the bundler makes one chunk per language and part. The `?consent` variants
// exist only in the client build, which resolves them to the consent scope's messages and the
// plain files to the rest.
const LOADERS: Readonly<Record<Lang, Record<Part, () => Promise<CatalogueModule>>>> = {
  de: {consent: () => import('./de.json?consent'), rest: () => import('./de.json')},
  en: {consent: () => import('./en.json?consent'), rest: () => import('./en.json')},
  fr: {consent: () => import('./fr.json?consent'), rest: () => import('./fr.json')},
};

// One object per language that grows as parts arrive: formatters made earlier see the new keys.
const loaded = new Map<Lang, Record<string, string>>();
const complete = new Set<Lang>();
const pending = new Map<string, Promise<void>>();

/** The messages of `lang` loaded so far (a scope or all), or undefined while none are. */
export function catalogueOf(lang: Lang): Catalogue | undefined {
  return loaded.get(lang) as Catalogue | undefined;
}

function loadPart(lang: Lang, part: Part): Promise<void> {
  const id = `${lang}:${part}`;
  let load = pending.get(id);
  if (load === undefined) {
    load = LOADERS[lang][part]().then(
      (module) => {
        loaded.set(lang, Object.assign(loaded.get(lang) ?? {}, module.default));
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, load);
  }
  return load;
}

/**
 * Loads the messages of `lang` once, all of them or only `scope`'s; concurrent calls share the
 * download. A failed download is forgotten, so the next call tries again.
 */
export async function loadCatalogue(lang: Lang, scope: MessageScope = 'all'): Promise<void> {
  if (complete.has(lang)) return;
  if (scope === 'consent') return loadPart(lang, 'consent');
  await Promise.all([loadPart(lang, 'consent'), loadPart(lang, 'rest')]);
  complete.add(lang);
}

// Which client chunks a page fetches at start (decision 062). The client build runs without
// Vite's preload helper, which appended a `<link rel="modulepreload">` per dependency of every
// dynamic import while the entry ran: on the cart and checkout, 42 of them in one task. Instead
// the prerendered page lists what it will load at once in its head. This reads the client
// build's chunk graph for that; pages pick from it (render/modulePreloads.ts). An island's chunk
// is the one whose module is the `module` its table entry names.

/** What the build knows of a client chunk (Rolldown's output chunk, in part). */
export interface ClientChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** File names of the chunks it imports statically. */
  imports: readonly string[];
}

/**
 * Site-relative URLs of chunks a page may fetch at start, each with the chunks it imports
 * statically but not those the entry already has.
 */
export interface ClientModules {
  /** What every page loads at start: the consent store (runtime/consent.ts). */
  start: string[];
  /** The hydration code and React (islands/hydrateIslands.ts). */
  hydrate: string[];
  /** Each island's component chunk (templates/src/islands/<module>), by island name. */
  islands: Record<string, string[]>;
  /** Each language's messages (both scopes, decision 034), by language. */
  messages: Record<string, string[]>;
}

const CONSENT = /\/packages\/site\/src\/runtime\/consent\.ts$/;
const HYDRATE = /\/packages\/site\/src\/islands\/hydrateIslands\.ts$/;
const ISLANDS_DIR = '/templates/src/islands/';
const MESSAGES = /^messages-([a-z]{2})(?:-consent)?$/;

/** What the build reads of an island table entry (templates/src/islands/islandTable.ts). */
interface IslandModule {
  /** Its module's file name beside the table, e.g. `DrawerButton.tsx`. */
  readonly module: string;
}

/**
 * The start modules of the client build whose chunks are `chunks`; its entry is `main`, the
 * islands are those of `islands` (the island table). Throws when an island has no chunk: a page
 * where it hydrates at once would fetch its code late, unnoticed.
 */
export function clientModules(
  chunks: readonly ClientChunk[],
  islands: Readonly<Record<string, IslandModule>>,
): ClientModules {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
  if (entry === undefined) throw new Error('The client build has no main entry');
  const withImports = (from: string, skip: ReadonlySet<string>): string[] => {
    const found = new Set<string>();
    const visit = (file: string) => {
      if (found.has(file) || skip.has(file)) return;
      found.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    visit(from);
    return [...found];
  };
  const loaded = new Set(withImports(entry.fileName, new Set()));
  const urls = (file: string) => withImports(file, loaded).map((name) => `/${name}`);
  const only = (pattern: RegExp, what: string): ClientChunk => {
    const found = chunks.filter((chunk) => pattern.test(chunk.facadeModuleId ?? ''));
    if (found.length !== 1) throw new Error(`The client build has ${found.length} ${what} chunks`);
    return found[0] as ClientChunk;
  };
  const modules: ClientModules = {
    start: urls(only(CONSENT, 'consent').fileName),
    hydrate: urls(only(HYDRATE, 'hydration').fileName),
    islands: {},
    messages: {},
  };
  for (const [name, {module}] of Object.entries(islands)) {
    const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(ISLANDS_DIR + module));
    if (found === undefined) {
      throw new Error(`The client build has no chunk for island ${name} (module ${module})`);
    }
    modules.islands[name] = urls(found.fileName);
  }
  for (const chunk of chunks) {
    const lang = MESSAGES.exec(chunk.name)?.[1];
    if (lang !== undefined) {
      modules.messages[lang] = [...(modules.messages[lang] ?? []), ...urls(chunk.fileName)];
    }
  }
  return modules;
}

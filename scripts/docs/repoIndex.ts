// What the repository holds, as the docs check needs it: every file and folder, the names its
// source files export or declare, the names they import from libraries, and every word of code
// and JSON. Read once per check.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** Folders never read: installs, build output, local data, tool caches. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  'storybook-static',
  'coverage',
  '.data',
  '.vitest-attachments',
]);
const SOURCE = /\.(?:ts|tsx|mts|js|mjs|cjs|jsx)$/;
const DECLARED = /\b(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g;
const EXPORT_LIST = /\bexport\s+(?:type\s+)?\{([^}]*)\}/g;
const IMPORT_LIST =
  /\bimport\s+(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+['"]([^'"]+)['"]/g;
const WORD = /[A-Za-z_$][\w$]*/g;

/** The repository as the docs check sees it. */
export interface RepoIndex {
  root: string;
  /** Every file, relative to the root with `/` separators. */
  files: Set<string>;
  /** Every folder, relative, with a trailing `/`. */
  folders: Set<string>;
  /** Names a source file declares or exports. */
  declared: Set<string>;
  /** Names a source file imports from a package (not a relative path). */
  imported: Set<string>;
  /** Every identifier-like word of source code (comments left out) and of JSON files. */
  words: Set<string>;
}

/** Source text without its comments (roughly: a `//` right after `:` is a URL and stays). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** Names in an `{a, b as c, type d}` list: both sides of `as`. */
function listNames(list: string): string[] {
  return list
    .split(',')
    .flatMap((entry) => entry.replace(/\btype\s+/, '').split(/\s+as\s+/))
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

/** Walks the repository under `root` and indexes it. */
export function indexRepo(root: string): RepoIndex {
  const index: RepoIndex = {
    root,
    files: new Set(),
    folders: new Set(),
    declared: new Set(),
    imported: new Set(),
    words: new Set(),
  };
  const visit = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), {withFileTypes: true})) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        index.folders.add(`${relative}/`);
        visit(relative);
      } else if (entry.isFile()) {
        index.files.add(relative);
        readNames(index, relative);
      }
    }
  };
  visit('');
  return index;
}

/** Adds the names of one file to the index. */
function readNames(index: RepoIndex, file: string): void {
  const isJson = file.endsWith('.json') && !file.endsWith('package-lock.json');
  if (!SOURCE.test(file) && !isJson && !file.endsWith('.jsonc')) return;
  const text = readFileSync(path.join(index.root, file), 'utf8');
  const code = isJson ? text : withoutComments(text);
  for (const [word] of code.matchAll(WORD)) index.words.add(word);
  if (!SOURCE.test(file)) return;
  for (const match of code.matchAll(DECLARED)) index.declared.add(match[1] as string);
  for (const match of code.matchAll(EXPORT_LIST)) {
    for (const name of listNames(match[1] ?? '')) index.declared.add(name);
  }
  for (const match of code.matchAll(IMPORT_LIST)) {
    if ((match[3] ?? '').startsWith('.')) continue;
    if (match[1] !== undefined) index.imported.add(match[1]);
    for (const name of listNames(match[2] ?? '')) index.imported.add(name);
  }
}

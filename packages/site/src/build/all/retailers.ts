// Which retailers a multi-retailer build (`npm run build -- --all`, `RETAILERS=a,b`) builds, so an
// agency builds all its retailers in one run: every folder of fixtures/retailers with content, or
// the named ones, each checked before anything is built.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** A folder holds a retailer when it has the project singleton. */
const MARKER = 'project.json';

/** The retailer folders under `retailersDir`, sorted by name. */
export function knownRetailers(retailersDir: string): string[] {
  if (!existsSync(retailersDir)) return [];
  return readdirSync(retailersDir, {withFileTypes: true})
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(retailersDir, entry.name, MARKER)),
    )
    .map((entry) => entry.name)
    .sort();
}

/**
 * The retailers to build: all known ones for `--all`, else those `RETAILERS` names (comma or
 * space separated, each once); null when neither asks for a multi-retailer build. Throws naming
 * every unknown name, with the known ones.
 */
export function selectRetailers(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  retailersDir: string,
): string[] | null {
  const known = knownRetailers(retailersDir);
  if (argv.includes('--all')) {
    if (known.length === 0) throw new Error(`No retailers in ${retailersDir}`);
    return known;
  }
  const named = env.RETAILERS?.split(/[\s,]+/).filter(Boolean) ?? [];
  if (named.length === 0) return null;
  const unknown = named.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `RETAILERS names ${unknown.map((name) => `"${name}"`).join(', ')}, not in ${retailersDir}; ` +
        `known: ${known.join(', ')}`,
    );
  }
  return [...new Set(named)];
}

/** A site-relative URL cut into its parts; `search` keeps its `?`, `hash` its `#`. */
export type PathParts = {pathname: string; search: string; hash: string};

/** Cuts `/a/b?x=1#y` into pathname, search and hash (each part may be empty). */
export function splitPath(path: string): PathParts {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt === -1 ? '' : beforeHash.slice(searchAt);
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  return {pathname, search, hash};
}

/**
 * One leading slash, no doubled slashes, no trailing slash (except the root `/`), so that
 * `/kontakt/`, `kontakt` and `//kontakt` compare equal.
 */
export function normalisePathname(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** Joins path pieces with exactly one slash between them: `joinPath('/shop/', '/warenkorb')`. */
export function joinPath(...pieces: readonly string[]): string {
  return normalisePathname(pieces.join('/'));
}

/** `#anchor` for a non-empty anchor (a leading `#` in the input is tolerated), else ''. */
export function hashOf(anchor: string | null | undefined): string {
  const bare = (anchor ?? '').trim().replace(/^#+/, '');
  return bare === '' ? '' : `#${bare}`;
}

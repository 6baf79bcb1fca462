// Reading `_headers` (Netlify / Cloudflare Pages format) the way a static host applies it, so the
// site server of `npm start` and the end-to-end tests send what the host sends (decision 017).
// Plain TypeScript without imports: it runs under Node's type stripping (scripts/start).

/** One block of `_headers`: a path pattern, the headers it detaches (`! Name`) and sets. */
export interface HeaderRule {
  /** Path pattern: `*` matches anything (slashes too), `:name` one path segment. */
  pattern: string;
  /** Header names removed from what earlier matching rules set. */
  detach: string[];
  /** Headers set, in file order, as [name, value]. */
  set: [string, string][];
}

/**
 * Parses `_headers`: a line starting with `/` opens a rule, indented `Name: value` lines add to it,
 * `! Name` detaches a header, `#` lines are comments. Throws on a header line before any path, so
 * a broken file fails the build's tests instead of silently dropping a policy.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({pattern: line, detach: [], set: []});
      continue;
    }
    const rule = rules.at(-1);
    if (rule === undefined) throw new Error(`_headers line ${index + 1}: header before any path`);
    if (line.startsWith('!')) {
      rule.detach.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    const value = colon > 0 ? line.slice(colon + 1).trim() : '';
    if (name === '' || value === '') {
      throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line}"`);
    }
    rule.set.push([name, value]);
  }
  return rules;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `pattern` (`/shop/*`, `/:lang/kontakt`, `/impressum`) matches the URL path `pathname`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.split('*').map(escapeRegExp).join('.*'),
    )
    .join('/');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers a static host sends for `pathname` (Cloudflare Pages' rules): every matching rule in
 * file order first detaches, then sets; a header set again by a later rule is joined with ", ".
 * Names are returned as first written.
 */
export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Map<string, string> {
  const headers = new Map<string, {name: string; value: string}>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const known = headers.get(key);
      headers.set(
        key,
        known ? {name: known.name, value: `${known.value}, ${value}`} : {name, value},
      );
    }
  }
  return new Map([...headers.values()].map(({name, value}) => [name, value]));
}

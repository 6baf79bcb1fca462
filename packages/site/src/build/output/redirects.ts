// The `_redirects` file's rules, read back by the preview server (serve.ts) and turned into the
// host configurations (hostConfigs.ts). Its own module: the build reads it without loading
// `node:http`, whose module facade alone costs an incremental build about 50 ms.

/** One line of `_redirects`: from, to, status. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/**
 * Parses `_redirects` (`/from  /to  301` per line; `#` comments). A `from` ending in `/*` matches
 * every path below it; status 404 serves `to` with that status instead of redirecting.
 */
export function parseRedirects(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) return [];
    return [{from, to, status: Number(status ?? 301) || 301}];
  });
}

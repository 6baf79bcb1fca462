// `npm run preview`: serves a built site (dist/) on http://localhost:4173 (PORT overrides) the
// way a static host would: index.html per folder, /404.html with status 404, and `_redirects`.
// The root may be a symlink the publish server switches (`<PUBLISH_DIR>/current`,
// docs/operations/publishing.md): each request resolves it once and is served wholly from the
// folder it pointed at then, so no answer mixes two releases.
// Plain Node (type stripping), no dependencies (decision 011).
import {createReadStream, existsSync, readFileSync, realpathSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import path from 'node:path';
import {REPO_ROOT} from './options.ts';
import {parseRedirects, type RedirectRule} from './output/redirects.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a request path maps to inside `root`, or null (outside root or missing). */
export function resolveFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = path.join(file, 'index.html');
  return existsSync(index) ? index : null;
}

/** A site folder as one request sees it: its real path and its `_redirects` rules. */
export interface SiteRoot {
  /** The real folder (symlinks resolved). */
  dir: string;
  /** Its `_redirects` rules; none when it has no such file. */
  redirects: RedirectRule[];
}

/** Roots remembered: the current release and the one before are all a server needs. */
const KEEP_ROOTS = 8;

const roots = new Map<string, SiteRoot>();

/**
 * The folder `root` stands for now, with its rules, or null when it does not exist (nothing
 * published yet). The rules are read once per folder: a release never changes, and a folder
 * replaced in place (`dist/` after a build) is a new folder or has new top-level entries, so
 * its inode or modification time tells it apart.
 */
export function siteRoot(root: string): SiteRoot | null {
  let dir: string;
  let key: string;
  try {
    dir = realpathSync(root);
    const stats = statSync(dir);
    if (!stats.isDirectory()) return null;
    key = `${dir}\0${stats.ino}\0${stats.mtimeMs}`;
  } catch {
    return null;
  }
  const known = roots.get(key);
  if (known !== undefined) return known;
  const redirectsFile = path.join(dir, '_redirects');
  const site = {
    dir,
    redirects: existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : [],
  };
  roots.set(key, site);
  for (const old of roots.keys()) {
    if (roots.size <= KEEP_ROOTS) break;
    roots.delete(old);
  }
  return site;
}

/** Answers `request` from `site` as a static host does. */
export function serveStatic(
  site: SiteRoot,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const {dir, redirects} = site;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const key = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const redirect = redirects.find((rule) => rule.from.toLowerCase() === key);
  if (redirect && redirect.status !== 404) {
    response.writeHead(redirect.status, {location: redirect.to}).end();
    return;
  }
  const file = resolveFile(dir, url.pathname);
  const status = file === null ? 404 : 200;
  const served = file ?? notFoundFile(dir, redirects, url.pathname);
  if (!existsSync(served)) {
    response.writeHead(404, {'content-type': TYPES['.txt'] ?? ''}).end('Not found\n');
    return;
  }
  response.writeHead(status, {
    'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
  });
  createReadStream(served).pipe(response);
}

/** Answers that there is no site to serve (the publish server has not published yet). */
export function noSite(response: ServerResponse): void {
  response
    .writeHead(503, {'content-type': TYPES['.txt'] ?? '', 'retry-after': '5'})
    .end('No site is published yet\n');
}

/** A static server over `root`, resolved anew for each request. */
export function createStaticServer(root: string): Server {
  return createServer((request, response) => {
    const site = siteRoot(root);
    if (site === null) noSite(response);
    else serveStatic(site, request, response);
  });
}

// The 404 page for a missing path: the first `/prefix/*  /to  404` rule that matches (a
// language's 404 page), else `/404.html`, as a static host does.
function notFoundFile(root: string, redirects: readonly RedirectRule[], pathname: string): string {
  const rule = redirects.find(
    (candidate) =>
      candidate.status === 404 &&
      candidate.from.endsWith('/*') &&
      pathname.startsWith(candidate.from.slice(0, -1)),
  );
  const file = rule ? resolveFile(root, rule.to) : null;
  return file ?? path.join(root, '404.html');
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const root = path.resolve(process.env.OUT_DIR ?? path.join(REPO_ROOT, 'dist'));
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No site in ${root}: run npm run build first`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  createStaticServer(root).listen(port, () => {
    console.info(`Serving ${root} on http://localhost:${port}`);
  });
}

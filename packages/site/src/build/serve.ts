// `npm run preview`: serves a built site (dist/) on http://localhost:4173 (PORT overrides) the
// way a static host would: index.html per folder, /404.html with status 404, and `_redirects`.
// Plain Node (type stripping), no dependencies (decision 011).
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
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

/** A static server over `root`. */
export function createStaticServer(root: string): Server {
  const redirectsFile = path.join(root, '_redirects');
  const redirects = existsSync(redirectsFile)
    ? parseRedirects(readFileSync(redirectsFile, 'utf8'))
    : [];
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
    const redirect = redirects.find((rule) => rule.from.toLowerCase() === key);
    if (redirect && redirect.status !== 404) {
      response.writeHead(redirect.status, {location: redirect.to}).end();
      return;
    }
    const file = resolveFile(root, url.pathname);
    const status = file === null ? 404 : 200;
    const served = file ?? notFoundFile(root, redirects, url.pathname);
    if (!existsSync(served)) {
      response.writeHead(404, {'content-type': TYPES['.txt'] ?? ''}).end('Not found\n');
      return;
    }
    response.writeHead(status, {
      'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
    });
    createReadStream(served).pipe(response);
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

// The service worker's precache list: the app shell, i.e. the client build's scripts, the
// stylesheet and the woff2 fonts (file names carry content hashes, so no revision is needed).
// Plain TypeScript: the build runs it under Node's type stripping.

/** One precache entry as Workbox takes it. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const SHELL_FILE = /\.(?:js|css|woff2)$/;

/** Precache entries for the files of the client build's `assets/` folder. */
export function precacheManifest(assetFiles: readonly string[]): PrecacheEntry[] {
  return assetFiles
    .filter((file) => SHELL_FILE.test(file))
    .sort()
    .map((file) => ({url: `/assets/${file}`, revision: null}));
}

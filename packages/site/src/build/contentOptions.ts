// Which content source a build reads, from the environment (decision 019). Plain TypeScript
// without dependencies, like options.ts: it runs under Node's type stripping (cli.ts).

/** The content sources a build can read (`CONTENT_SOURCE`). */
const CONTENT_SOURCES = ['fixtures', 'directus'] as const;

/** How a build reaches Directus (`CONTENT_SOURCE=directus`). */
export interface DirectusBuildOptions {
  /** Directus base URL (`DIRECTUS_URL`). */
  url: string;
  /** The project domain the site is built for (`SITE_DOMAIN`). */
  domain: string;
  /** A static access token (`DIRECTUS_TOKEN`), or null to log in. */
  token: string | null;
  /** Login for a build without a token (`DIRECTUS_EMAIL`, `DIRECTUS_PASSWORD`). */
  login: {email: string; password: string} | null;
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = text(env[name]);
  if (value === null) throw new Error(`CONTENT_SOURCE=directus needs ${name}`);
  return value;
}

/**
 * Reads `CONTENT_SOURCE` (default `fixtures`: no Directus, null). With `directus`, reads
 * DIRECTUS_URL, SITE_DOMAIN and either DIRECTUS_TOKEN or DIRECTUS_EMAIL with DIRECTUS_PASSWORD;
 * throws naming the variable that is missing or wrong.
 */
export function readDirectusOptions(
  env: Record<string, string | undefined>,
): DirectusBuildOptions | null {
  const source = text(env.CONTENT_SOURCE) ?? 'fixtures';
  if (!(CONTENT_SOURCES as readonly string[]).includes(source)) {
    throw new Error(`CONTENT_SOURCE must be "fixtures" or "directus", got "${source}"`);
  }
  if (source === 'fixtures') return null;
  const url = required(env, 'DIRECTUS_URL').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/i.test(url) || !URL.canParse(url)) {
    throw new Error(`DIRECTUS_URL must be an absolute http(s) URL, got "${url}"`);
  }
  const domain = required(env, 'SITE_DOMAIN');
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(domain)) {
    throw new Error(`SITE_DOMAIN must be a domain such as shop.example.de, got "${domain}"`);
  }
  const token = text(env.DIRECTUS_TOKEN);
  const email = text(env.DIRECTUS_EMAIL);
  const password = env.DIRECTUS_PASSWORD ?? '';
  if (token !== null && email !== null) {
    throw new Error('Set DIRECTUS_TOKEN or DIRECTUS_EMAIL with DIRECTUS_PASSWORD, not both');
  }
  if (token === null && email === null) {
    throw new Error('CONTENT_SOURCE=directus needs DIRECTUS_TOKEN or DIRECTUS_EMAIL');
  }
  if (email !== null && password === '') {
    throw new Error('DIRECTUS_EMAIL needs DIRECTUS_PASSWORD');
  }
  return {url, domain, token, login: email === null ? null : {email, password}};
}

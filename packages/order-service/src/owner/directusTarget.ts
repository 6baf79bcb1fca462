// Where the service reaches the shop's Directus: `DIRECTUS_URL` and the static token of the
// service's user, `DIRECTUS_SERVICE_TOKEN`. Both or neither: without them nothing is written to
// Directus (fixture builds and `npm start` run without it); one without the other is a mistake
// that stops the start, since the owner would wait in vain for the orders to appear.

/** A Directus the service writes to. */
export interface DirectusTarget {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:8055`. */
  url: string;
  /** The service user's static token. */
  token: string;
}

const set = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** Reads the Directus target of `env`: null when neither variable is set. */
export function directusEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): {ok: true; value: DirectusTarget | null} | {ok: false; message: string} {
  const url = set(env['DIRECTUS_URL']);
  const token = set(env['DIRECTUS_SERVICE_TOKEN']);
  if (url === undefined && token === undefined) return {ok: true, value: null};
  if (url === undefined || token === undefined) {
    return {
      ok: false,
      message: 'Set both DIRECTUS_URL and DIRECTUS_SERVICE_TOKEN, or neither (no Directus)',
    };
  }
  const parsed = URL.parse(url);
  if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    return {ok: false, message: `Invalid DIRECTUS_URL ${url}: an http:// or https:// URL`};
  }
  return {ok: true, value: {url: url.replace(/\/+$/, ''), token}};
}

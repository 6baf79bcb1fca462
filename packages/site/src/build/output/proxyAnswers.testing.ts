// Test support for `serverConfigs.testing.ts` (decision 042): what nginx and Caddy do with a
// request to a proxied route, read from the route's block in the generated config: the service's
// URL it goes to, or a 405 for a method not passed on, the body limit, the timeouts and the
// request headers the service gets, and the answer when the service is down or too slow. Also
// the parsed directive both readers produce.

/** What a proxied route does with a request. */
export interface ProxyAnswer {
  /** The service's URL the request goes to; null: the method is refused here with 405. */
  url: string | null;
  /** The methods passed on; null: every method. */
  methods: string[] | null;
  maxBodyBytes: number;
  /** Connect and answer timeout, seconds. */
  timeoutSeconds: number;
  /** Lower-case names of the request headers the service gets from the server, sorted. */
  forwarded: string[];
  /**
   * The answer in place of the server's own 502 (service down) and 504 (too slow), with its
   * headers by lower-case name; null: the server's own error.
   */
  unavailable: {status: number; headers: Record<string, string>; body: string} | null;
}

/** A config directive as both readers parse it: its words and, when it has one, its block. */
export interface Directive {
  args: string[];
  block: Directive[] | null;
}

/** `uri` split into its path and its query (with the `?`, or empty). */
export const splitUri = (uri: string) => {
  const at = uri.indexOf('?');
  return at === -1 ? {path: uri, query: ''} : {path: uri.slice(0, at), query: uri.slice(at)};
};

/** `<n>s` as seconds; the same number for every timeout of a route. */
function seconds(values: (string | undefined)[]): number {
  const numbers = new Set(values.map((value) => Number(/^(\d+)s$/.exec(value ?? '')?.[1])));
  const [only] = numbers;
  if (numbers.size !== 1 || only === undefined || Number.isNaN(only)) {
    throw new Error(`timeouts differ or are missing: ${values.join(', ')}`);
  }
  return only;
}

/**
 * A proxied location's `error_page 502 504 = @name;` answered by `location @name { default_type
 * …; add_header …; return <status> "<body>"; }` among `server`'s directives.
 */
function nginxUnavailable(lines: Directive[], server: Directive[]): ProxyAnswer['unavailable'] {
  const pages = lines.filter((line) => line.args[0] === 'error_page');
  if (pages.length === 0) return null;
  const [page] = pages;
  const [, first, second, equals, name] = page?.args ?? [];
  if (
    pages.length > 1 ||
    page?.args.length !== 5 ||
    `${first} ${second} ${equals}` !== '502 504 ='
  ) {
    throw new Error(`nginx: unexpected error_page in a proxied location`);
  }
  const named = server.find((line) => line.args[0] === 'location' && line.args[1] === name);
  const body = named?.block ?? [];
  const ret = body.find((line) => line.args[0] === 'return')?.args ?? [];
  const headers: Record<string, string> = {};
  for (const {args} of body) {
    if (args[0] === 'default_type') headers['content-type'] = args[1] ?? '';
    if (args[0] === 'add_header' && args[3] === 'always') {
      headers[(args[1] ?? '').toLowerCase()] = args[2] ?? '';
    }
  }
  if (named === undefined || ret.length !== 3) throw new Error(`nginx: no answer at ${name}`);
  return {status: Number(ret[1]), headers, body: ret[2] ?? ''};
}

/**
 * A proxied location: `location = "/path"` or `location ^~ "/prefix/"` with a `proxy_pass`;
 * `server` holds the named locations its error pages go to.
 */
export function nginxProxy(
  location: Directive,
  uri: string,
  method: string,
  server: Directive[],
): {proxy: ProxyAnswer; adds: Directive[]} | null {
  const [, modifier, at = ''] = location.args;
  const lines = location.block ?? [];
  const {path, query} = splitUri(uri);
  const matches = modifier === '=' ? path === at : modifier === '^~' && path.startsWith(at);
  const pass = lines.find((line) => line.args[0] === 'proxy_pass')?.args[1];
  if (!matches || pass === undefined) return null;
  const value = (name: string) => lines.find((line) => line.args[0] === name)?.args[1];
  // if ($request_method !~ "^(?:A|B)$") { return 405; }
  const check = lines.find((line) => line.args[0] === 'if');
  const listed = /^\^\(\?:(.*)\)\$$/.exec(check?.args[3] ?? '')?.[1];
  if (check && (check.args[1] !== '($request_method' || listed === undefined)) {
    throw new Error(`nginx: unexpected ${check.args.join(' ')}`);
  }
  const methods = listed?.split('|') ?? null;
  const size = /^(\d+)(k?)$/.exec(value('client_max_body_size') ?? '');
  if (!size) throw new Error(`nginx: ${at} has no client_max_body_size`);
  const forwarded = lines
    .filter((line) => line.args[0] === 'proxy_set_header')
    .map((line) => (line.args[1] ?? '').toLowerCase());
  const timeouts = ['proxy_connect_timeout', 'proxy_send_timeout', 'proxy_read_timeout'];
  // With a path, it stands for the location's; without, the request's path goes on as it is.
  const target = /^https?:\/\/[^/]+\//.test(pass)
    ? `${pass}${modifier === '=' ? '' : path.slice(at.length)}`
    : `${pass}${path}`;
  return {
    proxy: {
      url: methods === null || methods.includes(method) ? `${target}${query}` : null,
      methods,
      maxBodyBytes: Number(size[1]) * (size[2] ? 1024 : 1),
      timeoutSeconds: seconds([...timeouts, 'client_body_timeout'].map(value)),
      forwarded: forwarded.sort(),
      unavailable: nginxUnavailable(lines, server),
    },
    adds: lines.filter((line) => line.args[0] === 'add_header'),
  };
}

/** Headers Caddy's reverse_proxy sets by itself (it passes the client's Host on). */
const CADDY_FORWARDED = ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/** The request-body limit of a proxied route: `request_body`'s, and the 413 matcher's the same. */
function caddyBodyLimit(block: Directive[], matchers: Map<string, string[]>): number {
  const limit = Number(
    block
      .find((line) => line.args[0] === 'request_body')
      ?.block?.find((line) => line.args[0] === 'max_size')?.args[1],
  );
  const large = block.find((line) => line.args[0] === 'respond' && line.args[2] === '413');
  const expression = matchers.get(large?.args[1] ?? '')?.[1] ?? '';
  if (!Number.isInteger(limit) || !expression.endsWith(`) > ${limit}`)) {
    throw new Error(`Caddyfile: body limits differ: ${limit}, ${expression}`);
  }
  return limit;
}

/**
 * The answer `handle_errors` gives a request its route marked `vars sf_unavailable <mark>` when
 * the error is Caddy's own 502 or 504: `@sf_<mark> { vars …; expression … }` and
 * `handle @sf_<mark> { header …; respond "<body>" <status> }`.
 */
function caddyUnavailable(block: Directive[], errors: Directive[]): ProxyAnswer['unavailable'] {
  const mark = block.find((line) => line.args[0] === 'vars' && line.args[1] === 'sf_unavailable')
    ?.args[2];
  if (mark === undefined) return null;
  const matcher = errors.find((line) => line.args[0] === `@sf_${mark}`)?.block ?? [];
  const conditions = matcher.map(({args}) => args.join(' ')).sort();
  const expected = ['expression {err.status_code} in [502, 504]', `vars sf_unavailable ${mark}`];
  if (conditions.join('\n') !== expected.join('\n')) {
    throw new Error(`Caddyfile: unexpected matcher @sf_${mark}: ${conditions.join('; ')}`);
  }
  const handle = errors.find(({args}) => args[0] === 'handle' && args[1] === `@sf_${mark}`);
  const headers: Record<string, string> = {};
  let answer: {status: number; body: string} | null = null;
  for (const {args} of handle?.block ?? []) {
    if (args[0] === 'header') headers[(args[1] ?? '').toLowerCase()] = args[2] ?? '';
    if (args[0] === 'respond') answer = {status: Number(args[2]), body: args[1] ?? ''};
  }
  if (answer === null) throw new Error(`Caddyfile: no answer for @sf_${mark}`);
  return {...answer, headers};
}

/**
 * A proxied route's `route @name { … reverse_proxy … }` block, for one request; `errors` is the
 * site's `handle_errors` block.
 */
export function caddyProxy(
  block: Directive[],
  uri: string,
  method: string,
  matches: (name: string | undefined, method: string) => boolean,
  matcherArgs: Map<string, string[]>,
  errors: Directive[],
): {proxy: ProxyAnswer; headers: Record<string, string>} {
  const headers: Record<string, string> = {};
  let refused = false;
  let {path} = splitUri(uri);
  const {query} = splitUri(uri);
  let methods: string[] | null = null;
  for (const {args} of block) {
    const [directive, matcher, ...rest] = args;
    if (directive === 'header' && matches(matcher, method)) {
      headers[(rest[0] ?? '').toLowerCase()] = rest[1] ?? '';
    }
    if (directive === 'respond' && rest[0] === '405') {
      const [kind, ...listed] = (matcherArgs.get(matcher ?? '') ?? []).slice(1);
      if (kind !== 'method') throw new Error(`Caddyfile: unexpected 405 matcher ${matcher}`);
      methods = listed;
      refused ||= matches(matcher, method);
    }
    if (directive === 'uri' && matcher === 'path_regexp') {
      path = path.replace(new RegExp(rest[0] ?? ''), rest[1] ?? '');
    }
  }
  const proxy = block.find((line) => line.args[0] === 'reverse_proxy');
  const options = proxy?.block ?? [];
  const transport = options.find((line) => line.args[0] === 'transport')?.block ?? [];
  const value = (name: string) => transport.find((line) => line.args[0] === name)?.args[1];
  const added = options
    .filter((line) => line.args[0] === 'header_up')
    .map((line) => (line.args[1] ?? '').toLowerCase());
  return {
    headers,
    proxy: {
      url: refused ? null : `${proxy?.args[1] ?? ''}${path}${query}`,
      methods,
      maxBodyBytes: caddyBodyLimit(block, matcherArgs),
      timeoutSeconds: seconds(['dial_timeout', 'response_header_timeout'].map(value)),
      forwarded: [...CADDY_FORWARDED, ...added].sort(),
      unavailable: caddyUnavailable(block, errors),
    },
  };
}

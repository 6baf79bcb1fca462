// Test support (decision 042): reads the generated nginx.conf and Caddyfile with tokenizers that
// follow each server's quoting rules, and answers what each server would do with a request
// (headers, redirect, 404 page, proxied route), so the tests can compare that with `_headers`,
// `_redirects` and the proxied routes. What a proxied route does is read in
// `proxyAnswers.testing.ts`.
import {CADDY_FILE, NGINX_FILE} from './hostRules.ts';
import {
  caddyProxy,
  nginxProxy,
  splitUri,
  type Directive,
  type ProxyAnswer,
} from './proxyAnswers.testing.ts';

/** What a server does with one request (its file is assumed missing when `notFoundPage` counts). */
interface ServerAnswer {
  /** Headers by lower-case name, values of a repeated header joined with ", ". */
  headers: Record<string, string>;
  redirect: {status: number; location: string} | null;
  /** The page a missing file gets. */
  notFoundPage: string;
  /** Set when a proxied route answers instead of the files. */
  proxy: ProxyAnswer | null;
}

/** A server read from its config: what it does with a request URI (GET unless told). */
export type Server = (uri: string, method?: string) => ServerAnswer;

const NGINX_ESCAPES: Record<string, string> = {
  '"': '"',
  "'": "'",
  '\\': '\\',
  t: '\t',
  r: '\r',
  n: '\n',
};

/** nginx's tokenizer: words, quoted strings (`\"`, `\\`, `\t`, `\r`, `\n`), `{`, `}`, `;`, `#`. */
function nginxTokens(text: string): {value: string; quoted: boolean}[] {
  const tokens: {value: string; quoted: boolean}[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) i++;
    else if (char === '#') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if ('{};'.includes(char)) {
      tokens.push({value: char, quoted: false});
      i++;
    } else if (char === '"') {
      let value = '';
      for (i++; text[i] !== '"'; i++) {
        if (i >= text.length) throw new Error('nginx: unterminated string');
        const next = text[i + 1] ?? '';
        if (text[i] === '\\' && next in NGINX_ESCAPES) {
          value += NGINX_ESCAPES[next];
          i++;
        } else value += text[i];
      }
      i++;
      tokens.push({value, quoted: true});
    } else {
      const end = text.slice(i).search(/[\s{};]/);
      const word = end === -1 ? text.slice(i) : text.slice(i, i + end);
      tokens.push({value: word, quoted: false});
      i += word.length;
    }
  }
  return tokens;
}

function nginxTree(text: string): Directive[] {
  const tokens = nginxTokens(text);
  let at = 0;
  const parse = (): Directive[] => {
    const list: Directive[] = [];
    let args: string[] = [];
    while (at < tokens.length) {
      const token = tokens[at++] as {value: string; quoted: boolean};
      if (!token.quoted && token.value === '}') return list;
      if (!token.quoted && (token.value === ';' || token.value === '{')) {
        list.push({args, block: token.value === '{' ? parse() : null});
        args = [];
      } else args.push(token.value);
    }
    return list;
  };
  return parse();
}

function regex(key: string): RegExp {
  if (key.startsWith('~*')) return new RegExp(key.slice(2), 'i');
  if (key.startsWith('~')) return new RegExp(key.slice(1));
  throw new Error(`not a regex key: ${key}`);
}

/** Reads an nginx.conf the build wrote; returns what nginx answers for a request. */
export function nginxServer(text: string): Server {
  const top = nginxTree(text);
  const literals = new Map<string, string>();
  const maps = new Map<string, {source: string; entries: [RegExp, string][]; fallback: string}>();
  for (const {args, block} of top) {
    if (args[0] === 'geo' && block) {
      literals.set(args[1] ?? '', block.find((line) => line.args[0] === 'default')?.args[1] ?? '');
    }
    if (args[0] === 'map' && block) {
      const entries = block.filter((line) => line.args[0] !== 'default');
      maps.set(args[2] ?? '', {
        source: args[1] ?? '',
        entries: entries.map(({args: [key, value]}) => [regex(key ?? ''), value ?? '']),
        fallback: block.find((line) => line.args[0] === 'default')?.args[1] ?? '',
      });
    }
  }
  const server = top.find((directive) => directive.args[0] === 'server')?.block ?? [];
  return (uri, method = 'GET') => {
    const sources: Record<string, string> = {$request_uri: uri, $request_method: method};
    const variable = (name: string): string => {
      const literal = literals.get(name);
      if (literal !== undefined) return literal;
      const map = maps.get(name);
      const input = map && sources[map.source];
      if (!map || input === undefined) throw new Error(`nginx: unknown variable ${name}`);
      const value = map.entries.find(([pattern]) => pattern.test(input))?.[1] ?? map.fallback;
      return value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a: string, b: string) =>
        variable(`$${a ?? b}`),
      );
    };
    const add = (headers: Record<string, string>, args: string[]) => {
      const value = variable(args[2] ?? '');
      const name = (args[1] ?? '').toLowerCase();
      if (value !== '') headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    };
    const headers: Record<string, string> = {};
    let redirect: ServerAnswer['redirect'] = null;
    let notFoundPage = '';
    let proxied: ReturnType<typeof nginxProxy> = null;
    for (const directive of server) {
      const {args, block} = directive;
      if (args[0] === 'add_header') add(headers, args);
      if (args[0] === 'location' && !proxied) {
        proxied = nginxProxy(directive, uri, method, server);
      }
      if (args[0] === 'if' && block && redirect === null) {
        // if ($var = N) { return status "url"; }
        const [, left, op, right] = args.join(' ').match(/^if \((\$\w+) (=) (.*)\)$/) ?? [];
        const [ret] = block;
        if (op && left && variable(left) === right && ret?.args[0] === 'return') {
          redirect = {status: Number(ret.args[1]), location: ret.args[2] ?? ''};
        }
      }
      if (args[0] === 'error_page' && args[1] === '404') notFoundPage = variable(args[2] ?? '');
    }
    // Redirects run before nginx picks a location; a location with its own add_header drops the
    // server's.
    if (redirect === null && proxied) {
      const own: Record<string, string> = {};
      for (const {args} of proxied.adds) add(own, args);
      return {
        headers: proxied.adds.length > 0 ? own : headers,
        redirect,
        notFoundPage: '',
        proxy: proxied.proxy,
      };
    }
    return {headers, redirect, notFoundPage, proxy: null};
  };
}

/** Caddy's tokenizer: lines of words; in a quoted string only `\"` is an escape. */
function caddyLines(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '\n') {
      if (line.length > 0) lines.push(line);
      line = [];
      i++;
    } else if (/\s/.test(char)) i++;
    else if (char === '#') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (char === '"') {
      let value = '';
      for (i++; text[i] !== '"'; i++) {
        if (i >= text.length) throw new Error('Caddyfile: unterminated string');
        if (text[i] === '\\' && text[i + 1] === '"') {
          value += '"';
          i++;
        } else value += text[i];
      }
      i++;
      line.push(value);
    } else {
      const end = text.slice(i).search(/\s/);
      const word = end === -1 ? text.slice(i) : text.slice(i, i + end);
      line.push(word);
      i += word.length;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

function caddyTree(text: string): Directive[] {
  const lines = caddyLines(text);
  let at = 0;
  const parse = (): Directive[] => {
    const list: Directive[] = [];
    while (at < lines.length) {
      const args = lines[at++] as string[];
      if (args.length === 1 && args[0] === '}') return list;
      if (args.at(-1) === '{') list.push({args: args.slice(0, -1), block: parse()});
      else list.push({args, block: null});
    }
    return list;
  };
  return parse();
}

function caddyRegex(source: string): RegExp {
  return source.startsWith('(?i)') ? new RegExp(source.slice(4), 'i') : new RegExp(source);
}

type CaddyMatcher = (uri: string, method: string) => boolean;

/** Reads a Caddyfile the build wrote; returns what Caddy answers for a request. */
export function caddyServer(text: string): Server {
  const site = caddyTree(text)[0]?.block ?? [];
  const matchers = new Map<string, CaddyMatcher>();
  const matcherArgs = new Map<string, string[]>();
  for (const {args} of site) {
    const [name, kind, ...rest] = args;
    if (!name?.startsWith('@')) continue;
    matcherArgs.set(name, args.slice(1));
    if (kind === 'vars_regexp' && rest[0] === '{http.request.orig_uri}') {
      const pattern = caddyRegex(rest[1] ?? '');
      matchers.set(name, (uri) => pattern.test(uri));
    } else if (kind === 'path') {
      matchers.set(name, (uri) =>
        rest.some((p) => p.toLowerCase() === uri.split('?')[0]?.toLowerCase()),
      );
    } else if (kind === 'path_regexp') {
      const pattern = caddyRegex(rest[0] ?? '');
      matchers.set(name, (uri) => pattern.test(splitUri(uri).path));
    } else if (kind === 'not' && rest[0] === 'method') {
      matchers.set(name, (_uri, method) => !rest.slice(1).includes(method));
    } else if (kind === 'expression') {
      // The declared body size (caddyBodyLimit); requests here have none.
      matchers.set(name, () => false);
    } else throw new Error(`Caddyfile: unexpected matcher ${args.join(' ')}`);
  }
  const route = site.find((directive) => directive.args[0] === 'route')?.block ?? [];
  const errors = site.find((directive) => directive.args[0] === 'handle_errors')?.block ?? [];
  const notFoundMap = errors.find((directive) => directive.args[0] === 'map')?.block ?? [];
  return (uri, method = 'GET') => {
    const matches = (name: string | undefined, as = method) => {
      const matcher = name ? matchers.get(name) : undefined;
      if (!matcher) throw new Error(`Caddyfile: unknown matcher ${name}`);
      return matcher(uri, as);
    };
    const headers: Record<string, string> = {};
    let redirect: ServerAnswer['redirect'] = null;
    for (const {args, block} of route) {
      const [directive, matcher, ...rest] = args;
      if (directive === 'route' && block && matches(matcher)) {
        const answer = caddyProxy(block, uri, method, matches, matcherArgs, errors);
        return {headers: answer.headers, redirect: null, notFoundPage: '', proxy: answer.proxy};
      }
      if (directive === 'header' && matches(matcher)) {
        const [field = '', value = ''] = rest;
        const name = field.replace(/^\+/, '').toLowerCase();
        const known = headers[name];
        headers[name] = field.startsWith('+') && known ? `${known}, ${value}` : value;
      }
      if (directive === 'error' && matches(matcher)) break;
      if (directive === 'redir' && matches(matcher)) {
        redirect = {status: Number(rest[1]), location: rest[0] ?? ''};
        break;
      }
    }
    const entry = notFoundMap.find(
      ({args: [key]}) => key?.startsWith('~') && new RegExp(key.slice(1)).test(uri),
    );
    const fallback = notFoundMap.find(({args: [key]}) => key === 'default');
    return {headers, redirect, notFoundPage: (entry ?? fallback)?.args[1] ?? '', proxy: null};
  };
}

/** Both servers, each read from its file among the generated `files`, by name. */
export const SERVERS: [string, (files: Record<string, string>) => Server][] = [
  ['nginx', (files) => nginxServer(files[NGINX_FILE] ?? '')],
  ['Caddy', (files) => caddyServer(files[CADDY_FILE] ?? '')],
];

/** The request headers both servers set for a proxied service, whatever the client sent. */
export const FORWARDED = [
  'host',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-request-id',
];

// The services' and the build's log (docs/operations/monitoring.md): one JSON line per event
// through pino, or a short line for a person on a terminal. Every value is masked on the way in:
// e-mail addresses keep their first character and domain (`j***@example.com`), IP addresses are
// cut to their network (IPv4 /24, IPv6 /48), in fields and in free text alike, so a log file
// holds no visitor's address (GDPR Art. 5(1)(c), data minimisation).
import {randomUUID} from 'node:crypto';
import {isIPv4, isIPv6} from 'node:net';
import {format} from 'node:util';
import pino from 'pino';

/** How lines are written: JSON lines for machines, or short lines for a person. */
export type LogFormat = 'json' | 'text';

/** Levels from the most to the least detailed; a logger drops those below its own. */
const LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/** A log level. */
type LogLevel = (typeof LEVELS)[number];

/** Fields of one line: names and values (masked before they are written). */
type LogFields = Readonly<Record<string, unknown>>;

/** Writes one line per call; every message and field is masked first. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger adding `fields` to each of its lines (e.g. a request id). */
  child(fields: LogFields): Logger;
}

/** Where lines go: anything with `write` (a stream, or an array collector in tests). */
interface LogDestination {
  write(line: string): unknown;
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** The program, written as `name` on every line, e.g. `order-service`. */
  name: string;
  /** @default {@link logFormat} of the environment and stdout */
  format?: LogFormat;
  /** Lowest level written. @default `LOG_LEVEL`, else `info` */
  level?: LogLevel;
  /**
   * Where lines go. @default JSON: stdout for all levels (one stream for a collector); text:
   * stdout, warnings and errors on stderr (as `console` does)
   */
  destination?: LogDestination;
}

// Letters and digits of any script, and RFC 5322's other characters of a local part.
const LOCAL_PART = "[\\p{L}\\p{N}_.!#$%&'*+/=?^`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/**
 * An e-mail address in free text. The top-level domain starts with a letter, so a package name
 * with its version (`pino@10.4.0`) is not taken for one.
 */
const EMAIL = new RegExp(
  `(${LOCAL_PART})@((?:${LABEL}\\.)+\\p{L}[\\p{L}\\p{N}-]*)(?![\\p{L}\\p{N}-])`,
  'gu',
);
/** Something that may be an IPv6 address (checked with `isIPv6`), with an optional zone. */
const IPV6_CANDIDATE =
  /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,8}(?:[0-9A-Fa-f]{1,4}|\d{1,3}(?:\.\d{1,3}){3})?(?:%[\w-]+(?:\.[\w-]+)*)?(?![\w:]|\.\d)/g;
/** Something that may be an IPv4 address (checked with `isIPv4`). */
const IPV4_CANDIDATE = /(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w]|\.\d)/g;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `j***@example.com` for `jana@example.com`: the first character and the domain stay. */
function maskEmail(local: string, domain: string): string {
  return `${[...local][0] ?? ''}***@${domain}`;
}

/** This machine or no address at all: never a visitor, so kept (the listen address stays). */
function isLocal(address: string): boolean {
  return /^127\./.test(address) || address === '0.0.0.0' || address === '::1' || address === '::';
}

/** The eight 16-bit groups of an IPv6 address (no zone), an embedded IPv4 tail as two. */
function ipv6Groups(address: string): number[] {
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  let text = address;
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * `address` cut to its network: IPv4 to /24 (`203.0.113.0`), IPv6 to /48 (`2001:db8:85a3::`),
 * an IPv4-mapped IPv6 address as IPv4 (`::ffff:203.0.113.0`); a zone index is dropped. Loopback
 * and unspecified addresses stay, and anything that is no IP address is returned as given.
 */
export function truncateIp(address: string): string {
  const plain = address.replace(/%.*$/, '');
  if (isIPv4(plain)) return isLocal(plain) ? plain : plain.replace(/\.\d+$/, '.0');
  if (!isIPv6(plain)) return address;
  const mapped = IPV4_MAPPED.exec(plain)?.[1];
  if (mapped !== undefined) return `::ffff:${truncateIp(mapped)}`;
  if (isLocal(new URL(`http://[${plain}]/`).hostname.slice(1, -1))) return plain;
  const groups = ipv6Groups(plain).slice(0, 3);
  // The URL parser writes the shortest form (`2001:db8::`), as RFC 5952 asks.
  const long = [...groups.map((group) => group.toString(16)), '0', '0', '0', '0', '0'].join(':');
  return new URL(`http://[${long}]/`).hostname.slice(1, -1);
}

/** `text` with every e-mail address masked and every IP address truncated. */
export function maskText(text: string): string {
  return text
    .replace(EMAIL, (_, local: string, domain: string) => maskEmail(local, domain))
    .replace(IPV6_CANDIDATE, (candidate) => {
      const plain = candidate.replace(/%.*$/, '');
      return isIPv6(plain) ? truncateIp(plain) : candidate;
    })
    .replace(IPV4_CANDIDATE, (candidate) =>
      isIPv4(candidate) ? truncateIp(candidate) : candidate,
    );
}

/** Nesting kept in a logged value; deeper parts are written as `[deep]`. */
const MAX_DEPTH = 8;

/**
 * `value` with {@link maskText} applied to every string in it, keys included: objects and arrays
 * are copied, an Error becomes `{type, message, stack}` (also masked), a Date its ISO string.
 */
export function maskValue(value: unknown): unknown {
  return masked(value, 0, new WeakSet());
}

function masked(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[deep]';
  seen.add(value);
  try {
    if (value instanceof Error) {
      return masked(
        {type: value.name, message: value.message, stack: value.stack, cause: value.cause},
        depth,
        seen,
      );
    }
    if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1, seen));
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) copy[maskText(key)] = masked(item, depth + 1, seen);
    }
    return copy;
  } finally {
    seen.delete(value);
  }
}

/**
 * The format from `LOG_FORMAT` (`json` or `text`); when it is unset, text on a terminal (a
 * person reads it) and JSON otherwise (a file, a pipe, journald: a machine reads it).
 */
export function logFormat(
  env: Readonly<Record<string, string | undefined>>,
  terminal: boolean,
): LogFormat {
  const given = env['LOG_FORMAT']?.trim().toLowerCase();
  if (given === 'json' || given === 'text') return given;
  return terminal ? 'text' : 'json';
}

function levelOf(env: Readonly<Record<string, string | undefined>>): LogLevel {
  const given = env['LOG_LEVEL']?.trim().toLowerCase();
  return LEVELS.find((level) => level === given) ?? 'info';
}

/** A field value for a text line: strings as they are (quoted when they hold a space). */
function textValue(value: unknown): string {
  if (typeof value === 'string') return /[\s"]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** Writes text lines: `[name] message key=value …`, warnings and errors marked. */
function textWriter(name: string, destination: LogDestination | undefined) {
  return (level: LogLevel, message: string, fields: Record<string, unknown>) => {
    const pairs = Object.entries(fields).map(([key, value]) => ` ${key}=${textValue(value)}`);
    const mark = level === 'warn' ? 'warning: ' : level === 'error' ? 'error: ' : '';
    const line = `[${name}] ${mark}${message}${pairs.join('')}\n`;
    if (destination) destination.write(line);
    else if (level === 'warn' || level === 'error') process.stderr.write(line);
    else process.stdout.write(line);
  };
}

/** A logger for the program `options.name` (see {@link LoggerOptions} for the defaults). */
export function createLogger(options: LoggerOptions): Logger {
  const format = options.format ?? logFormat(process.env, process.stdout.isTTY === true);
  const level = options.level ?? levelOf(process.env);
  const threshold = LEVELS.indexOf(level);
  if (format === 'text') {
    const write = textWriter(options.name, options.destination);
    const make = (bound: Record<string, unknown>): Logger => {
      const at =
        (lineLevel: LogLevel) =>
        (message: string, fields: LogFields = {}) => {
          if (LEVELS.indexOf(lineLevel) < threshold) return;
          const masked = maskValue(fields) as Record<string, unknown>;
          write(lineLevel, maskText(message), {...bound, ...masked});
        };
      return {
        debug: at('debug'),
        info: at('info'),
        warn: at('warn'),
        error: at('error'),
        child: (fields) => make({...bound, ...(maskValue(fields) as Record<string, unknown>)}),
      };
    };
    return make({});
  }
  const root = pino(
    {
      level,
      base: {name: options.name},
      timestamp: pino.stdTimeFunctions.isoTime,
      // Values arrive masked, errors already as plain objects: pino's own `err` would rename them.
      serializers: {err: (value: unknown) => value},
      // The level as a word (`"level":"info"`): readable with grep and jq alike.
      formatters: {level: (label) => ({level: label})},
    },
    options.destination ?? {write: (line: string) => process.stdout.write(line)},
  );
  const wrap = (logger: pino.Logger): Logger => {
    const at =
      (lineLevel: LogLevel) =>
      (message: string, fields: LogFields = {}) => {
        logger[lineLevel](maskValue(fields) as object, maskText(message));
      };
    return {
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      child: (fields) => wrap(logger.child(maskValue(fields) as pino.Bindings)),
    };
  };
  return wrap(root);
}

/** Longest request id taken from a caller. */
const MAX_REQUEST_ID = 128;

/**
 * The request id of a request: its `X-Request-Id` when that is 1 to 128 letters, digits and
 * `-_.:` (a proxy's or a load balancer's id, so one request can be followed through both logs),
 * otherwise a new UUID. Anything else is never echoed: a header could carry line breaks.
 */
export function requestIdOf(header: string | readonly string[] | undefined): string {
  const given = typeof header === 'string' ? header.trim() : undefined;
  if (given !== undefined && given.length <= MAX_REQUEST_ID && /^[\w.:-]+$/.test(given)) {
    return given;
  }
  return randomUUID();
}

/**
 * Sends `console.log`, `info`, `warn`, `error` and `debug` through `logger` (each call one line,
 * its arguments formatted as `console` does), for programs whose modules print on the console;
 * returns a function that puts the console back.
 */
export function routeConsole(logger: Logger): () => void {
  const methods = {
    log: 'info',
    info: 'info',
    warn: 'warn',
    error: 'error',
    debug: 'debug',
  } as const;
  const target = console as unknown as Record<keyof typeof methods, (...args: unknown[]) => void>;
  const saved = {...target};
  for (const [method, level] of Object.entries(methods)) {
    target[method as keyof typeof methods] = (...args) => logger[level](format(...args));
  }
  return () => {
    for (const method of Object.keys(methods) as (keyof typeof methods)[]) {
      target[method] = saved[method];
    }
  };
}

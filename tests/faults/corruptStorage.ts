// A deterministic generator of corrupt values for int-cart, int-checkout and int-consents (fault
// tests, spec §9 Storage keys; decision 016): bad JSON, wrong types, huge strings,
// prototype-pollution keys, broken counts, missing fields and nested garbage. Every value breaks
// the stored shape, so whoever reads it must drop it (with a warning) and go on with an empty
// state. The unit tests feed all of them to the real stores; the e2e test loads built pages with a
// sample.
import {Entries, Raw, setAt, withEntries, writeJson, type Json} from './json.ts';
import {createRandom, type Random} from './random.ts';
import {KEY_SPECS, type CorruptKey, type KeySpec} from './storageSpecs.ts';

export {CORRUPT_KEYS, type CorruptKey} from './storageSpecs.ts';

/** The seed of every fault run; change it only on purpose (new values, same kinds). */
const FAULT_SEED = 0x5eed_016;

/** How many values `corruptValues` makes per key by default (the issue asks for ≥ 1,000). */
export const CORRUPT_VALUES_PER_KEY = 1_200;

/** Longer than core's MAX_ENTRY_LENGTH (1,000,000), so it is dropped unread. */
const HUGE_LENGTH = 1_000_001;

/** The kinds of damage the issue lists. */
export const CORRUPT_KINDS = [
  'badJson',
  'wrongType',
  'badField',
  'badCount',
  'missingField',
  'pollution',
  'nestedGarbage',
  'hugeString',
] as const;
/** One kind of damage. */
type CorruptKind = (typeof CORRUPT_KINDS)[number];

/** One corrupt value to put under a key. */
export interface CorruptValue {
  /** The storage key. */
  key: CorruptKey;
  /** What to store (the raw text, as localStorage holds it). */
  text: string;
  /** The kind of damage. */
  kind: CorruptKind;
  /** What exactly is broken, for test messages. */
  detail: string;
  /** One of the hand-picked worst cases, always part of an e2e sample. */
  nasty: boolean;
}

type Made = {text: string; detail: string} | null;

// Keys that reach a prototype if a reader merges the value into another object.
const POLLUTION: ReadonlyArray<readonly [string, Json]> = [
  ['__proto__', {polluted: 'yes', isAdmin: true}],
  ['constructor', {prototype: {polluted: 'yes'}}],
  ['prototype', {polluted: 'yes'}],
  ['__proto__', new Entries([['__proto__', {polluted: 'deep'}]])],
  ['__proto__', {toString: 'polluted', valueOf: 5, hasOwnProperty: null}],
  ['hasOwnProperty', 'polluted'],
  ['toString', {}],
];

// A JSON text that is cut, padded or rewritten so that JSON.parse must fail.
function badJson(random: Random, valid: string): Made {
  const cut = random.between(0, valid.length - 1);
  const forms: Array<[string, string]> = [
    [`cut at ${cut}`, valid.slice(0, cut)],
    ['trailing garbage', `${valid}${random.pick([' x', ',', '}', ']', '\u0000', ' //'])}`],
    ['leading garbage', `${random.pick(['x', '#', '@', ')', '\u0000', '\uFEFF'])}${valid}`],
    ['single quotes', valid.replaceAll('"', "'")],
    ['trailing comma', valid.replace(/([}\]])$/, ',$1')],
    ['comment', `// saved\n${valid}`],
    ['unquoted keys', valid.replace(/"([a-zA-Z_]+)":/g, '$1:')],
    ['literal', random.pick(['undefined', 'NaN', 'Infinity', '-Infinity', '[object Object]'])],
    ['literal', random.pick(['{a:1}', "{'a':1}", 'function(){}', '<html></html>', 'True', 'nil'])],
    ['blank', random.pick(['', ' ', '\n\t', '\u00a0'])],
    ['base64', Buffer.from(valid).toString('base64')],
    ['binary', randomBytes(random, random.between(1, 64))],
  ];
  const [detail, text] = random.pick(forms);
  return {text, detail: `bad JSON: ${detail}`};
}

function randomBytes(random: Random, length: number): string {
  let text = random.pick(['x', '\u0001', '\uD800', '\uFFFF', '@']);
  for (let i = 1; i < length; i++) text += String.fromCharCode(random.int(0x10000));
  return text;
}

// A value of the right kind with one field broken.
function breakField(
  random: Random,
  spec: KeySpec,
  base: Json,
  countsOnly: boolean,
): {value: Json; detail: string} | null {
  const fields = spec.fields.filter((field) => !countsOnly || field.count === true);
  const field = random.pick(fields);
  const path = field.path(base, random);
  if (path === null) return null;
  const bad = random.pick(field.bad);
  return {value: setAt(base, path, bad), detail: `${path.join('.')} = ${short(bad)}`};
}

function badField(random: Random, spec: KeySpec, base: Json, countsOnly: boolean): Made {
  const broken = breakField(random, spec, base, countsOnly);
  return broken && {text: writeJson(broken.value), detail: broken.detail};
}

function missingField(random: Random, spec: KeySpec, base: Json): Made {
  if (spec.required.length === 0) {
    // Nothing is required (the checkout): a partial entry with one broken field.
    const partial = random.chance(0.5) ? setAt(base, ['shippingAddress'], undefined) : base;
    const made = badField(random, spec, partial, false);
    return made && {...made, detail: `partial, ${made.detail}`};
  }
  const path = random.pick(spec.required)(base, random);
  if (path === null) return null;
  return {text: writeJson(setAt(base, path, undefined)), detail: `missing ${path.join('.')}`};
}

// A broken value with pollution keys added at the top or in a nested object: the pollution
// alone is stripped on reading (core parseJsonSafely), the broken field makes it corrupt.
function pollution(random: Random, spec: KeySpec, base: Json): Made {
  const path = spec.objects(base, random);
  const pairs = [random.pick(POLLUTION), ...(random.chance(0.3) ? [random.pick(POLLUTION)] : [])];
  const broken = breakField(random, spec, base, false);
  if (broken === null) return null;
  const keys = pairs.map(([key]) => key).join('+');
  return {
    text: writeJson(withEntries(broken.value, path, pairs)),
    detail: `${keys} at ${path.join('.') || 'top'}, ${broken.detail}`,
  };
}

// Deep or random garbage where a field's value should be.
function nestedGarbage(random: Random, spec: KeySpec, base: Json): Made {
  // Only where both a list and an object are wrong (an address would take either as empty).
  const field = random.pick(spec.fields.filter((candidate) => holdsEmpty(candidate.bad)));
  const path = field.path(base, random);
  if (path === null) return null;
  const depth = random.pick([10, 100, 1_000, 3_000, 5_000]);
  const shape = random.pick(['arrays', 'objects', 'random'] as const);
  const garbage =
    shape === 'arrays'
      ? new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`)
      : shape === 'objects'
        ? new Raw(`${'{"a":'.repeat(depth)}true${'}'.repeat(depth)}`)
        : randomTree(random, 6);
  // A random tree can land on a value the field accepts: keep it only inside a list.
  const value = shape === 'random' ? [garbage, true, new Entries([['0', garbage]])] : garbage;
  return {
    text: writeJson(setAt(base, path, value)),
    detail: `${path.join('.')} = ${shape} ×${depth}`,
  };
}

function holdsEmpty(bad: readonly Json[]): boolean {
  const empty = (value: Json) =>
    typeof value === 'object' && value !== null && Object.keys(value).length === 0;
  return (
    bad.some((value) => Array.isArray(value) && empty(value)) &&
    bad.some((value) => !Array.isArray(value) && empty(value) && !(value instanceof Raw))
  );
}

function randomTree(random: Random, depth: number): Json {
  if (depth === 0 || random.chance(0.2)) {
    return random.pick<Json>([null, true, 0, -1, 3.25, 'x', '', '\u2028', new Raw('1e999')]);
  }
  if (random.chance(0.5)) {
    return Array.from({length: random.between(0, 4)}, () => randomTree(random, depth - 1));
  }
  const entries: Array<[string, Json]> = [];
  for (let i = random.between(0, 4); i > 0; i--) {
    entries.push([
      random.pick(['a', '', '__proto__', 'constructor', 'count', '0']),
      randomTree(random, depth - 1),
    ]);
  }
  return new Entries(entries);
}

// Over the length limit: a long string in a field, or a long garbage text.
function hugeString(random: Random, spec: KeySpec, base: Json): Made {
  const filler = random.pick(['x', 'ü', '€', ' ', '\u2028']);
  if (random.chance(0.5)) {
    const text = filler.repeat(HUGE_LENGTH);
    return {text, detail: `huge text of ${JSON.stringify(filler)}`};
  }
  const field = random.pick(spec.fields);
  const path = field.path(base, random);
  if (path === null) return null;
  const text = writeJson(setAt(base, path, filler.repeat(HUGE_LENGTH)));
  return {text, detail: `huge string at ${path.join('.')}`};
}

function short(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries) return '{…}';
  return JSON.stringify(value).slice(0, 40);
}

function make(kind: CorruptKind, random: Random, spec: KeySpec): Made {
  const base = spec.base(random);
  switch (kind) {
    case 'badJson':
      return badJson(random, writeJson(base));
    case 'wrongType': {
      const value = random.pick(spec.topLevel);
      // A JSON text inside a JSON string is still just a string.
      const text = random.chance(0.1) ? JSON.stringify(writeJson(base)) : writeJson(value);
      return {text, detail: `top level ${text.slice(0, 40)}`};
    }
    case 'badField':
      return badField(random, spec, base, false);
    case 'badCount':
      return badField(random, spec, base, true);
    case 'missingField':
      return missingField(random, spec, base);
    case 'pollution':
      return pollution(random, spec, base);
    case 'nestedGarbage':
      return nestedGarbage(random, spec, base);
    case 'hugeString':
      return hugeString(random, spec, base);
  }
}

// Huge values are ~1 MB each: a few per key are enough.
const HUGE_EVERY = 100;
const ORDINARY_KINDS = CORRUPT_KINDS.filter((kind) => kind !== 'hugeString');

/**
 * `count` distinct corrupt values for `key`, the same for the same seed: the kinds take turns
 * (a huge string every 100th), each built from a fresh valid base; the hand-picked nasty ones
 * come first.
 */
export function corruptValues(
  key: CorruptKey,
  {seed = FAULT_SEED, count = CORRUPT_VALUES_PER_KEY}: {seed?: number; count?: number} = {},
): readonly CorruptValue[] {
  const id = `${key}:${seed}:${count}`;
  const known = made.get(id);
  if (known) return known;
  const values = Object.freeze(generate(key, seed, count));
  made.set(id, values);
  return values;
}

// Generating takes about a second per key; the tests of one file share the result.
const made = new Map<string, readonly CorruptValue[]>();

function generate(key: CorruptKey, seed: number, count: number): CorruptValue[] {
  const spec = KEY_SPECS[key];
  const random = createRandom(seed ^ hashKey(key));
  const values = nastyValues(key);
  const seen = new Set(values.map((value) => value.text));
  for (let turn = 0; values.length < count; turn++) {
    if (turn > count * 20) throw new Error(`corruptValues(${key}): too few distinct values`);
    const kind =
      turn % HUGE_EVERY === HUGE_EVERY - 1
        ? 'hugeString'
        : (ORDINARY_KINDS[turn % ORDINARY_KINDS.length] ?? 'badJson');
    const made = make(kind, random, spec);
    if (made === null || seen.has(made.text)) continue;
    seen.add(made.text);
    values.push({key, kind, ...made, nasty: false});
  }
  return values;
}

/**
 * The values an e2e run loads: `size` picked by the seed from `corruptValues(key)`, plus every
 * nasty one (the worst cases), in a seeded order.
 */
export function sampleCorruptValues(
  key: CorruptKey,
  size: number,
  seed = FAULT_SEED,
): CorruptValue[] {
  const all = corruptValues(key, {seed});
  const random = createRandom(seed ^ hashKey(key) ^ 0x5a5a5a5a);
  const ordinary = all.filter((value) => !value.nasty);
  const picked = new Set<number>();
  while (picked.size < Math.min(size, ordinary.length)) picked.add(random.int(ordinary.length));
  return [
    ...all.filter((value) => value.nasty),
    ...[...picked].map((index) => ordinary[index] as CorruptValue),
  ];
}

function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

// The worst cases, hand-picked per key: over the length limit, deepest nesting, prototype
// pollution with a shape that would pass if the keys were honoured, not-a-number counts, and
// the values that once passed validation (1e999 prices, arrays where records belong).
function nastyValues(key: CorruptKey): CorruptValue[] {
  const value = (kind: CorruptKind, detail: string, text: string): CorruptValue => ({
    key,
    kind,
    detail,
    text,
    nasty: true,
  });
  const random = createRandom(FAULT_SEED);
  const base = KEY_SPECS[key].base(random);
  const common = [
    value('hugeString', 'huge text', 'x'.repeat(HUGE_LENGTH)),
    value('nestedGarbage', '20,000 nested arrays', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    value('badJson', 'empty', ''),
    value('badJson', 'undefined', 'undefined'),
    value('wrongType', 'null', 'null'),
    value(
      'pollution',
      '__proto__ holding a valid value, timestamp broken',
      writeJson(
        new Entries([
          ['__proto__', base],
          ['timestamp', 'now'],
        ]),
      ),
    ),
  ];
  switch (key) {
    case 'int-cart':
      return [
        ...common,
        value(
          'badCount',
          'count NaN',
          writeJson(setAt(base, ['products', 0, 'count'], new Raw('NaN'))),
        ),
        value('badCount', 'count -1', writeJson(setAt(base, ['products', 0, 'count'], -1))),
        value('badCount', 'count 1.5', writeJson(setAt(base, ['products', 0, 'count'], 1.5))),
        value(
          'badCount',
          'price 1e999',
          writeJson(setAt(base, ['products', 0, 'priceBrutto'], new Raw('1e999'))),
        ),
        value(
          'pollution',
          'constructor.prototype in a line',
          writeJson(
            setAt(
              base,
              ['products', 0],
              new Entries([
                ['constructor', {prototype: {count: 1}}],
                ['cartId', 'p1'],
              ]),
            ),
          ),
        ),
      ];
    case 'int-checkout':
      return [
        ...common,
        value('wrongType', 'an array', '[]'),
        value(
          'badCount',
          'shipping cost 1e999',
          writeJson(setAt(base, ['shippingCost'], new Raw('1e999'))),
        ),
        value('badCount', 'shipping cost -1', writeJson(setAt(base, ['shippingCost'], -1))),
        value(
          'pollution',
          '__proto__ address',
          writeJson(
            setAt(
              base,
              ['shippingAddress'],
              new Entries([
                ['__proto__', {first_name: 'Eve'}],
                ['first_name', 5],
              ]),
            ),
          ),
        ),
      ];
    case 'int-consents':
      return [
        ...common,
        value('wrongType', 'consents as an array', '{"consents":[]}'),
        value('wrongType', 'consents as a list of booleans', '{"consents":[true,true]}'),
        value('wrongType', 'an empty legacy list', '[]'),
        value(
          'pollution',
          '__proto__ consent',
          '{"consents":{"__proto__":{"matomo":true},"functional":"yes"}}',
        ),
        value('badCount', 'consent given as 1', '{"consents":{"functional":true,"matomo":1}}'),
      ];
  }
}

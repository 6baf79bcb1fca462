// JSON text with the parts JSON.stringify cannot write: literal tokens (NaN, 1e999, a cut-off
// text) and objects whose keys include "__proto__" (an object literal would set the prototype
// instead). Used by the corrupt-storage generator (decision 016).

/** A fragment written as is, e.g. `NaN`, `1e999` or `-0.0001`. */
export class Raw {
  /** The fragment. */
  readonly text: string;
  /** @param text the fragment */
  constructor(text: string) {
    this.text = text;
  }
}

/** An object written with exactly these entries in this order, any key allowed. */
export class Entries {
  /** The key/value pairs, `__proto__` and `constructor` included. */
  readonly entries: ReadonlyArray<readonly [string, Json]>;
  /** @param entries the pairs */
  constructor(entries: ReadonlyArray<readonly [string, Json]>) {
    this.entries = entries;
  }
}

/** A JSON value, plus raw fragments and ordered entries. */
export type Json =
  | null
  | boolean
  | number
  | string
  | Raw
  | Entries
  | readonly Json[]
  | {readonly [key: string]: Json};

/** Writes `value` as JSON text; numbers that JSON cannot hold must come as `Raw`. */
export function writeJson(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries) {
    return `{${value.entries.map(([key, entry]) => `${JSON.stringify(key)}:${writeJson(entry)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map((entry: Json) => writeJson(entry)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}:${writeJson(entry)}`)
      .join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new Error(`writeJson: ${value} needs Raw`);
  }
  return JSON.stringify(value);
}

/** A path into a JSON value: object keys and array indices. */
export type JsonPath = ReadonlyArray<string | number>;

/** Whether `value` is a plain JSON object (not an array, Raw or Entries). */
export function isObject(value: Json | undefined): value is {readonly [key: string]: Json} {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Raw) &&
    !(value instanceof Entries)
  );
}

/** The value at `path`, or undefined when the path leads nowhere. */
export function getAt(value: Json, path: JsonPath): Json | undefined {
  let current: Json | undefined = value;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step];
    else if (isObject(current) && typeof step === 'string') current = current[step];
    else return undefined;
  }
  return current;
}

/**
 * A copy of `value` with the entry at `path` replaced by `replacement`, or removed when
 * `replacement` is undefined. Throws when the path leads nowhere (a generator bug).
 */
export function setAt(value: Json, path: JsonPath, replacement: Json | undefined): Json {
  const [step, ...rest] = path;
  if (step === undefined) {
    if (replacement === undefined) throw new Error('setAt: cannot remove the root');
    return replacement;
  }
  if (Array.isArray(value) && typeof step === 'number' && step < value.length) {
    const list = value as readonly Json[];
    const child = list[step] as Json;
    if (rest.length === 0 && replacement === undefined) return list.filter((_, i) => i !== step);
    return list.map((entry, i) => (i === step ? setAt(child, rest, replacement) : entry));
  }
  if (isObject(value) && typeof step === 'string') {
    if (rest.length === 0 && replacement === undefined) {
      return Object.fromEntries(Object.entries(value).filter(([key]) => key !== step));
    }
    const child = value[step];
    if (child === undefined && rest.length > 0) throw new Error(`setAt: no ${step}`);
    return {
      ...value,
      [step]: rest.length === 0 ? (replacement as Json) : setAt(child as Json, rest, replacement),
    };
  }
  throw new Error(`setAt: cannot follow ${String(step)}`);
}

/**
 * A copy of `value` whose object at `path` is written with `pairs` first (e.g. a `__proto__`
 * key); when nothing at `path` is an object, the pairs go into the root object, or wrap it.
 */
export function withEntries(
  value: Json,
  path: JsonPath,
  pairs: ReadonlyArray<readonly [string, Json]>,
): Json {
  const target = getAt(value, path);
  if (isObject(target)) {
    return setAt(value, path, new Entries([...pairs, ...Object.entries(target)]));
  }
  if (isObject(value)) return new Entries([...pairs, ...Object.entries(value)]);
  return new Entries([...pairs, ['value', value]]);
}

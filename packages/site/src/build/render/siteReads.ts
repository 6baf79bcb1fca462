// What content one page reads while it renders (decision 033, incremental builds). Templates take
// the whole SiteData, so which records a page depends on is only known by watching it render: the
// page gets a proxy of the content that notes each top-level field it reads; for the lists
// (products, brands, …) the list's length, and per record the fields read — finding a product by
// id reads every product's id, but only that product's price. A later build re-renders the page
// only when one of those values differs; rendering is deterministic, so a page that reads the
// same values renders the same bytes (and reads the same things again).
import type {SiteData} from '@schaufenster/core';

/**
 * The reads of one page, sorted: `siteConfig` (a whole field), `products#` (a list's length),
 * `products.price:0-2999` (one field of records by index, consecutive ones as a range) and
 * `products:4` (whole records: their keys were listed, e.g. by a spread or JSON.stringify).
 */
export type SiteReads = string[];

/** A proxy of `site` for one page and what it has read so far. */
export interface TrackedSite {
  /** Use instead of the content for the page's whole render. */
  site: SiteData;
  /** The reads so far. */
  reads: () => SiteReads;
  /** Runs `render` and gives its result with the reads it made (noted for the page as usual). */
  capture: <T>(render: () => T) => {value: T; log: ReadLog};
  /** Notes the reads of `log` (from {@link TrackedSite.capture}) as this page's own. */
  replay: (log: ReadLog) => void;
  /**
   * Notes what a scan of the list `list` notes when it reads `field` of its first `count` records
   * (`find` stopping at the record `count - 1`, or `filter`): the list's length and those fields.
   * For lookups that find the records by an index instead (contentLookups.ts).
   */
  noteScan: (list: string, field: string, count: number) => void;
  /** Notes the token of a value worked out from the content (derivedReads.ts) as read. */
  noteDerived: (token: string) => void;
}

/** Whether `key` is an array index as a property name (`0`, `17`; not `01`). */
function isIndex(key: string): boolean {
  const {length} = key;
  if (length === 0 || length > 15) return false;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57 || (first === 48 && length > 1)) return false;
  for (let i = 1; i < length; i++) {
    const code = key.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** The record part of a read: a field of the record, or the whole record. */
const WHOLE = '';

// A field may be called '' too; the whole record gets a key no field name can be.
const WHOLE_RECORD = Symbol('whole record');

type RecordPart = string | typeof WHOLE_RECORD;

/** Reads noted while one part of a page rendered, to note again where that part is reused. */
export type ReadLog = ReadSet;

/**
 * Reads as sets; a page notes into its own and into every capture under way. Record reads are
 * flags by index (a page of a 3,000-product catalogue reads thousands of them), which also gives
 * them in order.
 */
class ReadSet {
  readonly whole = new Set<string>();
  readonly lengths = new Set<string>();
  /** List → record part → 1 at each index read. */
  readonly records = new Map<string, Map<RecordPart, Uint8Array>>();

  /** The record parts read of `list`. */
  partsOf(list: string): Map<RecordPart, Uint8Array> {
    let parts = this.records.get(list);
    if (parts === undefined) this.records.set(list, (parts = new Map()));
    return parts;
  }

  record(list: string, part: RecordPart, index: number, size: number): void {
    flag(this.partsOf(list), part, index, size);
  }

  merge(log: ReadSet): void {
    for (const key of log.whole) this.whole.add(key);
    for (const key of log.lengths) this.lengths.add(key);
    for (const [list, parts] of log.records) {
      const own = this.partsOf(list);
      for (const [part, flags] of parts) {
        const last = flags.lastIndexOf(1);
        if (last === -1) continue;
        // Grown to the log's size, then its flags or'ed in.
        flag(own, part, last, flags.length);
        const mine = own.get(part) as Uint8Array;
        for (let index = flags.indexOf(1); index <= last; index++) {
          if (flags[index] === 1) mine[index] = 1;
        }
      }
    }
  }

  sorted(): SiteReads {
    const out = [...this.whole, ...[...this.lengths].map((field) => `${field}#`)];
    for (const [list, parts] of this.records) {
      for (const [part, flags] of parts) {
        const key = part === WHOLE_RECORD ? list + WHOLE : `${list}.${part}`;
        for (const range of ranges(flags)) out.push(`${key}:${range}`);
      }
    }
    return out.sort();
  }
}

/** Sets the flag of `index` in `parts`' flags of `part` (sized `size`, grown past it). */
function flag(parts: Map<RecordPart, Uint8Array>, part: RecordPart, index: number, size: number) {
  let flags = parts.get(part);
  if (flags === undefined) {
    flags = new Uint8Array(Math.max(size, index + 1));
    parts.set(part, flags);
  } else if (index >= flags.length) {
    const grown = new Uint8Array(index + 1);
    grown.set(flags);
    parts.set(part, (flags = grown));
  }
  flags[index] = 1;
}

/** The reads of one list on one page: notes them into the page's set and any captures. */
class ListReads {
  readonly #list: string;
  readonly #size: number;
  readonly #own: Map<RecordPart, Uint8Array>;
  readonly #captures: readonly ReadSet[];

  constructor(list: string, size: number, own: ReadSet, captures: readonly ReadSet[]) {
    this.#list = list;
    this.#size = size;
    this.#own = own.partsOf(list);
    this.#captures = captures;
  }

  note(part: RecordPart, index: number): void {
    flag(this.#own, part, index, this.#size);
    for (const capture of this.#captures) capture.record(this.#list, part, index, this.#size);
  }

  refuse(): never {
    throw new Error(`A page may not change the content (${this.#list})`);
  }
}

/** The traps of one record's proxy: one small object per record read, its methods shared. */
class RecordTraps implements ProxyHandler<object> {
  readonly #reads: ListReads;
  readonly #index: number;

  constructor(reads: ListReads, index: number) {
    this.#reads = reads;
    this.#index = index;
  }

  get(target: object, key: string | symbol, receiver: unknown): unknown {
    if (typeof key === 'string') this.#reads.note(key, this.#index);
    return Reflect.get(target, key, receiver);
  }

  has(target: object, key: string | symbol): boolean {
    if (typeof key === 'string') this.#reads.note(key, this.#index);
    return Reflect.has(target, key);
  }

  ownKeys(target: object): ArrayLike<string | symbol> {
    this.#reads.note(WHOLE_RECORD, this.#index);
    return Reflect.ownKeys(target);
  }

  set(): boolean {
    return this.#reads.refuse();
  }
}

/**
 * Wraps `site` for one page. One proxy per page: a cache keyed by the content object would make a
 * later page skip reads an earlier page made.
 */
export function trackSiteReads(site: SiteData): TrackedSite {
  const own = new ReadSet();
  // Captures under way (nested ones too); the page's own set gets every read anyway.
  const captures: ReadSet[] = [];
  const lists = new Map<string, unknown[]>();

  const noteWhole = (key: string) => {
    own.whole.add(key);
    for (const capture of captures) capture.whole.add(key);
  };
  const noteLength = (field: string) => {
    own.lengths.add(field);
    for (const capture of captures) capture.lengths.add(field);
  };

  const listReads = new Map<string, ListReads>();
  const readsOf = (field: string, size: number): ListReads => {
    let reads = listReads.get(field);
    if (reads === undefined) {
      reads = new ListReads(field, size, own, captures);
      listReads.set(field, reads);
    }
    return reads;
  };

  const listProxy = (field: string, list: unknown[]): unknown[] => {
    const reads = readsOf(field, list.length);
    const proxies: unknown[] = [];
    const element = (index: number): unknown => {
      const value = list[index];
      if (typeof value !== 'object' || value === null) {
        reads.note(WHOLE_RECORD, index);
        return value;
      }
      let proxy = proxies[index];
      if (proxy === undefined) {
        proxy = new Proxy(value, new RecordTraps(reads, index));
        proxies[index] = proxy;
      }
      return proxy;
    };
    return new Proxy(list, {
      get(target, key, receiver) {
        if (typeof key === 'string') {
          if (key === 'length') noteLength(field);
          else if (isIndex(key)) return element(Number(key));
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
      has(target, key) {
        if (key === 'length') noteLength(field);
        else if (typeof key === 'string' && isIndex(key)) noteLength(field);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        noteLength(field);
        return Reflect.ownKeys(target);
      },
      set() {
        return reads.refuse();
      },
    });
  };

  const proxy = new Proxy(site, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string') return value;
      if (Array.isArray(value)) {
        let list = lists.get(key);
        if (list === undefined) {
          list = listProxy(key, value);
          lists.set(key, list);
        }
        return list;
      }
      noteWhole(key);
      return value;
    },
    set() {
      throw new Error('A page may not change the content');
    },
  });

  return {
    site: proxy,
    reads: () => own.sorted(),
    capture: (render) => {
      const log = new ReadSet();
      captures.push(log);
      try {
        return {value: render(), log};
      } finally {
        captures.splice(captures.indexOf(log), 1);
      }
    },
    replay: (log) => {
      own.merge(log);
      for (const capture of captures) capture.merge(log);
    },
    noteDerived: (token) => noteWhole(token),
    noteScan: (list, field, count) => {
      const records = (site as unknown as Record<string, unknown>)[list];
      if (!Array.isArray(records)) throw new Error(`${list} is not a list of the content`);
      noteLength(list);
      const reads = readsOf(list, records.length);
      for (let index = 0; index < count; index++) reads.note(field, index);
    },
  };
}

/** The read indices of `flags` as ranges: flags at 0, 1, 2 and 5 → `['0-2', '5']`. */
function ranges(flags: Uint8Array): string[] {
  const out: string[] = [];
  // indexOf skips the unread stretches natively: a page reads few of thousands of records.
  let start = flags.indexOf(1);
  while (start !== -1) {
    const after = flags.indexOf(0, start + 1);
    const end = after === -1 ? flags.length - 1 : after - 1;
    out.push(start === end ? `${start}` : `${start}-${end}`);
    start = after === -1 ? -1 : flags.indexOf(1, after + 1);
  }
  return out;
}

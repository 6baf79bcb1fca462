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

/** Reads noted while one part of a page rendered, to note again where that part is reused. */
export type ReadLog = ReadSet;

/** Reads as sets; a page notes into its own and into every capture under way. */
class ReadSet {
  readonly whole = new Set<string>();
  readonly lengths = new Set<string>();
  readonly records = new Map<string, Map<string, Set<number>>>();
  readonly wholeRecords = new Map<string, Set<number>>();

  record(list: string, field: string | typeof WHOLE_RECORD, index: number): void {
    let indices: Set<number> | undefined;
    if (field === WHOLE_RECORD) {
      indices = this.wholeRecords.get(list);
      if (indices === undefined) this.wholeRecords.set(list, (indices = new Set()));
    } else {
      let fields = this.records.get(list);
      if (fields === undefined) this.records.set(list, (fields = new Map()));
      indices = fields.get(field);
      if (indices === undefined) fields.set(field, (indices = new Set()));
    }
    indices.add(index);
  }

  merge(log: ReadSet): void {
    for (const key of log.whole) this.whole.add(key);
    for (const key of log.lengths) this.lengths.add(key);
    for (const [list, fields] of log.records) {
      for (const [field, indices] of fields)
        for (const index of indices) this.record(list, field, index);
    }
    for (const [list, indices] of log.wholeRecords) {
      for (const index of indices) this.record(list, WHOLE_RECORD, index);
    }
  }

  sorted(): SiteReads {
    const out = [...this.whole, ...[...this.lengths].map((field) => `${field}#`)];
    const push = (key: string, indices: Set<number>) => {
      out.push(...ranges([...indices].sort((a, b) => a - b)).map((range) => `${key}:${range}`));
    };
    for (const [list, fields] of this.records) {
      for (const [field, indices] of fields) push(`${list}.${field}`, indices);
    }
    for (const [list, indices] of this.wholeRecords) push(list + WHOLE, indices);
    return out.sort();
  }
}

/**
 * Wraps `site` for one page. One proxy per page: a cache keyed by the content object would make a
 * later page skip reads an earlier page made.
 */
export function trackSiteReads(site: SiteData): TrackedSite {
  const own = new ReadSet();
  // The page's own set first, then captures under way (nested ones too).
  const sinks: ReadSet[] = [own];
  const lists = new Map<string, unknown[]>();

  const noteWhole = (key: string) => {
    for (const sink of sinks) sink.whole.add(key);
  };
  const noteLength = (field: string) => {
    for (const sink of sinks) sink.lengths.add(field);
  };
  const note = (list: string, field: string | typeof WHOLE_RECORD, index: number) => {
    for (const sink of sinks) sink.record(list, field, index);
  };

  const recordProxy = (list: string, index: number, record: object): object =>
    new Proxy(record, {
      get(target, key, receiver) {
        if (typeof key === 'string') note(list, key, index);
        return Reflect.get(target, key, receiver) as unknown;
      },
      has(target, key) {
        if (typeof key === 'string') note(list, key, index);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        note(list, WHOLE_RECORD, index);
        return Reflect.ownKeys(target);
      },
      set() {
        throw new Error(`A page may not change the content (${list})`);
      },
    });

  const listProxy = (field: string, list: unknown[]): unknown[] => {
    const proxies = new Map<number, unknown>();
    const element = (index: number): unknown => {
      const value = list[index];
      if (typeof value !== 'object' || value === null) {
        note(field, WHOLE_RECORD, index);
        return value;
      }
      let proxy = proxies.get(index);
      if (proxy === undefined) {
        proxy = recordProxy(field, index, value);
        proxies.set(index, proxy);
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
        throw new Error(`A page may not change the content (${field})`);
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
      sinks.push(log);
      try {
        return {value: render(), log};
      } finally {
        sinks.splice(sinks.indexOf(log), 1);
      }
    },
    replay: (log) => {
      own.merge(log);
      for (const sink of sinks.slice(1)) sink.merge(log);
    },
  };
}

/** `[0, 1, 2, 5]` → `['0-2', '5']`. */
function ranges(sorted: readonly number[]): string[] {
  const out: string[] = [];
  let start = sorted[0];
  let end = start;
  for (const index of sorted.slice(1)) {
    if (end !== undefined && index === end + 1) {
      end = index;
      continue;
    }
    if (start !== undefined && end !== undefined)
      out.push(start === end ? `${start}` : `${start}-${end}`);
    start = index;
    end = index;
  }
  if (start !== undefined && end !== undefined)
    out.push(start === end ? `${start}` : `${start}-${end}`);
  return out;
}

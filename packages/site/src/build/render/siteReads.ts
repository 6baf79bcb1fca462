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
}

const INDEX = /^(0|[1-9]\d*)$/;

/** The record part of a read: a field of the record, or the whole record. */
const WHOLE = '';

/**
 * Wraps `site` for one page. One proxy per page: a cache keyed by the content object would make a
 * later page skip reads an earlier page made.
 */
export function trackSiteReads(site: SiteData): TrackedSite {
  const whole = new Set<string>();
  const lengths = new Set<string>();
  // `list.field` or `list` (whole records) → indices.
  const records = new Map<string, Set<number>>();
  const lists = new Map<string, unknown[]>();

  const note = (key: string, index: number) => {
    let indices = records.get(key);
    if (indices === undefined) {
      indices = new Set();
      records.set(key, indices);
    }
    indices.add(index);
  };

  const recordProxy = (list: string, index: number, record: object): object =>
    new Proxy(record, {
      get(target, key, receiver) {
        if (typeof key === 'string') note(`${list}.${key}`, index);
        return Reflect.get(target, key, receiver) as unknown;
      },
      has(target, key) {
        if (typeof key === 'string') note(`${list}.${key}`, index);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        note(list + WHOLE, index);
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
        note(field + WHOLE, index);
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
          if (key === 'length') lengths.add(field);
          else if (INDEX.test(key)) return element(Number(key));
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
      has(target, key) {
        if (key === 'length') lengths.add(field);
        else if (typeof key === 'string' && INDEX.test(key)) lengths.add(field);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        lengths.add(field);
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
      whole.add(key);
      return value;
    },
    set() {
      throw new Error('A page may not change the content');
    },
  });

  return {
    site: proxy,
    reads: () => {
      const out = [...whole, ...[...lengths].map((field) => `${field}#`)];
      for (const [key, indices] of records) {
        out.push(...ranges([...indices].sort((a, b) => a - b)).map((range) => `${key}:${range}`));
      }
      return out.sort();
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

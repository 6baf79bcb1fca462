// What a page is rendered from, as hashes (decisions 033, 055): the inputs every page shares (the
// global key: code, client assets, the shell id, settings, runtime config, images), its planned
// entry, and the value of each read of the content it made last time. When all three are equal
// the render would read the same values and write the same bytes. Each distinct read's value is
// worked out once per build and compared with the one the manifest kept, not hashed per page.
import {hash as digest} from 'node:crypto';
import type {SiteData} from '@schaufenster/core';
import type {PlannedPage} from '../plan/routes.ts';
import type {ClientAssets} from '../render/document.ts';
import type {ImageManifest} from '../render/images.ts';
import type {RenderContext} from '../render/renderPage.tsx';
import {MANIFEST_VERSION} from './manifest.ts';
import {RangeHashes} from './rangeHash.ts';

function hash(text: string): string {
  return digest('sha256', text, 'hex').slice(0, 24);
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

/** Content fields left out of the shell id: the catalogue, which changes often and only in main. */
const CATALOGUE_FIELDS = ['products', 'ratings', 'attributes'] as const;

/**
 * The id every page's HTML and app-data.json carry (decision 012b: a client-side navigation turns
 * into a document load when it differs). It covers what a mounted page keeps across navigations —
 * the client files, the shared data, the runtime config, the settings and the content the shell
 * is built from — but not the catalogue: a price change reaches visitors through the page data,
 * and leaves every other page's HTML byte-identical.
 */
export function shellId(
  site: SiteData,
  context: Pick<RenderContext, 'assets' | 'sharedHash' | 'runtime' | 'settings' | 'businessType'>,
): string {
  const shell = Object.fromEntries(
    Object.entries(site).filter(
      ([field]) => !(CATALOGUE_FIELDS as readonly string[]).includes(field),
    ),
  );
  return hash(
    json([
      context.assets.entry,
      context.assets.styles,
      context.sharedHash,
      context.runtime,
      context.settings,
      context.businessType,
      shell,
    ]),
  ).slice(0, 20);
}

/** The inputs every page shares. */
export interface GlobalInputs {
  /** The bundle cache key (bundleCache.ts): a hash of all the code. */
  code: string;
  /** What pages link. */
  assets: ClientAssets;
  /** The shell id ({@link shellId}), written into every page. */
  shell: string;
  /** Everything else the render context holds but the content. */
  context: Pick<RenderContext, 'settings' | 'businessType' | 'runtime' | 'sharedHash'>;
  /** The prepared images. */
  images: ImageManifest;
}

/** One hash of the inputs every page shares: when it changes, every page is rendered. */
export function globalKey(inputs: GlobalInputs): string {
  return hash(
    json([
      MANIFEST_VERSION,
      inputs.code,
      inputs.assets,
      inputs.shell,
      inputs.context.settings,
      inputs.context.businessType,
      inputs.context.runtime,
      inputs.context.sharedHash,
      inputs.images,
    ]),
  );
}

/**
 * What stands for a whole record in its digest: a string equal for equal records and different
 * for different ones under the same code (the content cache's raw-record digest, decision 058),
 * or undefined, when the record's JSON is taken.
 */
export type RecordOrigin = (record: unknown) => string | undefined;

/**
 * The record an earlier load prepared from the raw record with this digest (the content cache's
 * previous entries); undefined when it is not known.
 */
export type RecordRecall = (digest: string) => unknown;

/**
 * Changed records of one list beyond which a field read is worked out anew rather than checked
 * record by record ({@link PageInputs.carryOver}).
 */
const FIELD_CHECK_LIMIT = 16;

/** How {@link PageInputs} knows records and derived values beyond the content itself. */
export interface PageInputsOptions {
  origin?: RecordOrigin;
  recall?: RecordRecall;
  derive?: (token: string) => unknown;
}

/** The values of reads and the hashes of planned pages over one build's content. */
export class PageInputs {
  readonly #site: SiteData;
  readonly #origin: RecordOrigin;
  readonly #recall: RecordRecall;
  readonly #derive: (token: string) => unknown;
  readonly #tokens = new Map<string, string>();
  readonly #ranges = new Map<string, RangeHashes>();
  /** `products.price_brutto:7`: whether changed record 7 has the field as before. */
  readonly #fieldsKept = new Map<string, boolean>();

  /**
   * `origin` spares serialising every record of every list (9 MB for the 3,000-product
   * catalogue) on each build; values are only compared between builds of the same code.
   * `recall` gives the previous version of a changed record, so reads of its unchanged fields
   * keep their values. `derive` works out a value a page noted as one (`@…`, derivedReads.ts).
   */
  constructor(site: SiteData, options: PageInputsOptions = {}) {
    this.#site = site;
    this.#origin = options.origin ?? (() => undefined);
    this.#recall = options.recall ?? (() => undefined);
    this.#derive = options.derive ?? (() => undefined);
  }

  /** The hash of a planned page (kind, path, language, alternates, …). */
  plan(page: PlannedPage): string {
    return hash(json(page));
  }

  /**
   * The digest of every record of every list of the content (`products`, `ratings`, …), by list:
   * what the next build compares to tell which records changed ({@link carryOver}). `#` and the
   * raw record's digest where its origin is known (the next build recalls it by that), else the
   * hash of its JSON.
   */
  records(): Record<string, string[]> {
    const site = this.#site as unknown as Record<string, unknown>;
    const lists = Object.keys(site).filter((field) => Array.isArray(site[field]));
    return Object.fromEntries(
      lists.map((list) => {
        const records = site[list] as unknown[];
        let ranges: RangeHashes | undefined;
        const digestOf = (record: unknown, index: number) => {
          const origin = this.#origin(record);
          if (origin !== undefined) return `#${origin}`;
          ranges ??= this.#rangesOf(list);
          return ranges.of(index, index);
        };
        return [list, records.map(digestOf)];
      }),
    );
  }

  /**
   * Takes over the previous build's values of the reads that cannot have changed: those of a list
   * of the same length (its length, a field or whole records by index) none of whose records in
   * the range has a new digest, and those of a field that each changed record in the range (a
   * few at most) has as before, its previous version recalled. A record whose JSON is the same has
   * the same fields, so a rebuild after one price change digests every record once instead of
   * every field of every record (decisions 055, 063). Other reads are worked out when asked for.
   */
  carryOver(previous: {
    records: Readonly<Record<string, readonly string[]>>;
    reads: readonly string[];
    values: readonly string[];
  }): void {
    const now = this.records();
    // Per list of the same length: how many records changed before each index, and which.
    const lists = new Map<string, ListChanges>();
    for (const [list, digests] of Object.entries(now)) {
      const before = previous.records[list];
      if (!Array.isArray(before) || before.length !== digests.length) continue;
      const counts = new Int32Array(digests.length + 1);
      const changed: number[] = [];
      for (const [index, digest] of digests.entries()) {
        const same = digest === before[index];
        counts[index + 1] = (counts[index] as number) + (same ? 0 : 1);
        if (!same) changed.push(index);
      }
      lists.set(list, {counts, changed, before});
    }
    for (const [index, token] of previous.reads.entries()) {
      const value = previous.values[index];
      if (value === undefined || this.#tokens.has(token)) continue;
      const range = listRange(token);
      const changes = range === null ? undefined : lists.get(range.list);
      if (range === null || changes === undefined) continue;
      const {counts} = changes;
      const length = counts.length - 1;
      const from = Math.min(range.from, length);
      const to = Math.min(range.to + 1, length);
      const changed = (counts[to] as number) - (counts[from] as number);
      if (
        changed === 0 ||
        (range.field !== null &&
          changed <= FIELD_CHECK_LIMIT &&
          this.#fieldKept(range.list, range.field, changes, from, changed))
      ) {
        this.#tokens.set(token, value);
      }
    }
  }

  // Whether each of the `count` changed records from index `from` on has `field` as before.
  #fieldKept(list: string, field: string, changes: ListChanges, from: number, count: number) {
    const records = (this.#site as unknown as Record<string, unknown[]>)[list] ?? [];
    const first = changes.counts[from] as number;
    for (const index of changes.changed.slice(first, first + count)) {
      const key = `${list}.${field}:${index}`;
      let kept = this.#fieldsKept.get(key);
      if (kept === undefined) {
        const digest = changes.before[index] ?? '';
        const old = digest.startsWith('#') ? this.#recall(digest.slice(1)) : undefined;
        kept =
          old !== undefined && json(fieldOf(old, field)) === json(fieldOf(records[index], field));
        this.#fieldsKept.set(key, kept);
      }
      if (!kept) return false;
    }
    return true;
  }

  /** The value of one read (`products.price_brutto:3-9`, siteReads.ts), as a short string. */
  value(token: string): string {
    let value = this.#tokens.get(token);
    if (value === undefined) {
      value = this.#compute(token);
      this.#tokens.set(token, value);
    }
    return value;
  }

  #compute(token: string): string {
    const site = this.#site as unknown as Record<string, unknown>;
    if (token.endsWith('#')) {
      const list = site[token.slice(0, -1)];
      return Array.isArray(list) ? String(list.length) : 'none';
    }
    // A value worked out from the content (`@catalogPriceRange`), worked out again.
    if (token.startsWith('@')) return hash(json(this.#derive(token)));
    const colon = token.indexOf(':');
    if (colon < 0) return hash(json(site[token]));
    // `products.price:3-9` (a field of records 3 to 9) or `products:4` (record 4 whole).
    const key = token.slice(0, colon);
    const [from = NaN, to = from] = token
      .slice(colon + 1)
      .split('-')
      .map(Number);
    return this.#rangesOf(key).of(from, to);
  }

  // Range hashes over one field (`products.price`) or the whole records (`products`) of a list.
  #rangesOf(key: string): RangeHashes {
    let ranges = this.#ranges.get(key);
    if (ranges === undefined) {
      const dot = key.indexOf('.');
      const field = dot < 0 ? key : key.slice(0, dot);
      const list = (this.#site as unknown as Record<string, unknown>)[field];
      const records: unknown[] = Array.isArray(list) ? list : [];
      const origin = this.#origin;
      ranges = new RangeHashes(
        dot < 0
          ? records.map((record) => {
              // `#` and a digest: no record's JSON starts so.
              const digest = origin(record);
              return digest === undefined ? json(record) : `#${digest}`;
            })
          : records.map((record) => json(fieldOf(record, key.slice(dot + 1)))),
      );
      this.#ranges.set(key, ranges);
    }
    return ranges;
  }
}

/** One list's records that changed since the previous build ({@link PageInputs.carryOver}). */
interface ListChanges {
  /** `counts[i]`: how many of records 0 to i − 1 changed. */
  counts: Int32Array;
  /** Their indexes, ascending. */
  changed: number[];
  /** The previous build's record digests. */
  before: readonly string[];
}

function fieldOf(record: unknown, field: string): unknown {
  return (record as Record<string, unknown> | null)?.[field];
}

/** `products.price:3-9` or `products:4`: the list, its field if any, and the records. */
const LIST_RANGE = /^([^.:]*)(?:\.([^:]*))?:(\d+)(?:-(\d+))?$/;

/**
 * The list and record range a read of a list depends on: all of it for its length
 * (`products#`), records `from` to `to` for a field or whole records (`products.price:3-9`,
 * `products:4`); null for any other read or a malformed range (worked out anew, then). One
 * regular expression: the 3,000-product catalogue's 89,000 reads are looked at on every rebuild.
 */
function listRange(
  token: string,
): {list: string; field: string | null; from: number; to: number} | null {
  // The length only: no record (the lists compared have the same length).
  if (token.endsWith('#')) return {list: token.slice(0, -1), field: null, from: 0, to: -1};
  const match = LIST_RANGE.exec(token);
  if (match === null) return null;
  const from = Number(match[3]);
  const to = match[4] === undefined ? from : Number(match[4]);
  return to < from ? null : {list: match[1] ?? '', field: match[2] ?? null, from, to};
}

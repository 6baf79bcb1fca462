// The reads of the content pages made, each listed once (decision 055): pages keep indexes into
// the list. Seeded with the previous manifest's list, so the kept pages' indexes stay valid while
// the rendered pages add theirs; `compact` then leaves out what no page reads any more.
import type {SiteReads} from '../render/siteReads.ts';
import type {PageRecord} from './manifest.ts';

/** A list of distinct reads and their indexes. */
export class ReadTable {
  readonly #reads: string[];
  readonly #index = new Map<string, number>();

  constructor(reads: readonly string[] = []) {
    this.#reads = [...reads];
    for (const [index, read] of this.#reads.entries()) {
      if (!this.#index.has(read)) this.#index.set(read, index);
    }
  }

  /** The indexes of `reads`, adding those not listed yet. */
  indexes(reads: SiteReads): number[] {
    return reads.map((read) => {
      let index = this.#index.get(read);
      if (index === undefined) {
        index = this.#reads.push(read) - 1;
        this.#index.set(read, index);
      }
      return index;
    });
  }

  /**
   * The reads `records` point at, in first-use order, and the records pointing into that list;
   * throws on an index the table does not hold.
   */
  compact(records: ReadonlyMap<string, PageRecord>): {
    reads: string[];
    pages: Record<string, PageRecord>;
  } {
    const reads: string[] = [];
    const renumbered = new Int32Array(this.#reads.length).fill(-1);
    const pages: Record<string, PageRecord> = {};
    for (const [pagePath, record] of records) {
      const indexes = record.reads.map((old) => {
        if (!(old >= 0 && old < renumbered.length)) throw new Error(`No read ${old}`);
        let index = renumbered[old] as number;
        if (index < 0) {
          index = reads.push(this.#reads[old] as string) - 1;
          renumbered[old] = index;
        }
        return index;
      });
      pages[pagePath] = {...record, reads: indexes};
    }
    return {reads, pages};
  }
}

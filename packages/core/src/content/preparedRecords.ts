// List records prepared by an earlier load, taken again instead of being normalised, sorted out
// and validated anew (decision 058): after one price change in the 3,000-product catalogue, one
// record changed. Only the interface lives here; the build keeps the records on disk.
import type {Lang} from '../language/lang.ts';
import type {CollectionName} from './collections.ts';
import type {RowReport} from './translationRows.ts';

/** One list record as a load prepares it (collection-source.ts). */
export interface PreparedRecord {
  /** The validated record. */
  record: unknown;
  /** Translation rows ignored and texts filled from another language. */
  rows: RowReport;
}

/**
 * Remembers prepared list records between loads. Returns what `prepare` returns for this
 * collection's `raw` record and the project's languages `served`: by calling it, or as it returned
 * for an equal raw record before (a record is prepared from those three and the code alone).
 * `prepare` throws ContentValidationError for a bad record, which goes through unchanged.
 */
export interface PreparedRecordCache {
  prepare(
    collection: CollectionName,
    raw: unknown,
    served: readonly Lang[],
    prepare: () => PreparedRecord,
  ): PreparedRecord;
}

/** What one load may be given. */
export interface LoadOptions {
  /** Prepared records of earlier loads (decision 058); none: every record is prepared. */
  cache?: PreparedRecordCache | undefined;
}

// The hash of a range of one list's values in constant time (decision 038). An item page of the
// 3,000-product catalogue reads every product's id up to its own, each page a different range:
// hashing each range's values anew was quadratic (a second of the rebuild). A range's hash is the
// sum, in two lanes modulo 2^52, of its records' digests (each over the record's index and value):
// one difference of two prefix sums. Records past the list's end are counted, as if missing.
import {hash} from 'node:crypto';

/** Each of the two lanes sums 52-bit parts of the digests modulo 2^52: exact in a double. */
const LANE = 2 ** 52;

/** Range hashes over one list's values (the JSON of a field of each record, or of each record). */
export class RangeHashes {
  /** `first[i]`, `second[i]`: the lanes' sums over records 0 to i − 1. */
  readonly #first: Float64Array;
  readonly #second: Float64Array;

  constructor(values: readonly string[]) {
    const first = new Float64Array(values.length + 1);
    const second = new Float64Array(values.length + 1);
    for (let index = 0; index < values.length; index++) {
      // SHA-1 through the one-shot API: telling edits apart needs no stronger hash, and a list's
      // records (up to every product of the catalogue, whole) are digested at several a
      // microsecond. Its first 26 hex digits make the two lanes' parts.
      const hex = hash('sha1', `${index}\n${values[index]}`, 'hex');
      first[index + 1] = ((first[index] as number) + parseInt(hex.slice(0, 13), 16)) % LANE;
      second[index + 1] = ((second[index] as number) + parseInt(hex.slice(13, 26), 16)) % LANE;
    }
    this.#first = first;
    this.#second = second;
  }

  /** The hash of records `from` to `to` (both included); `none` for a range that is not one. */
  of(from: number, to: number): string {
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) return 'none';
    const end = Math.min(to + 1, this.#first.length - 1);
    const missing = to + 1 - Math.max(end, from);
    if (end <= from) return `0.0+${missing}`;
    const first = (this.#first[end] as number) - (this.#first[from] as number);
    const second = (this.#second[end] as number) - (this.#second[from] as number);
    // Decimal: V8 prints other radixes of large doubles several times slower.
    return `${(first + LANE) % LANE}.${(second + LANE) % LANE}+${missing}`;
  }
}

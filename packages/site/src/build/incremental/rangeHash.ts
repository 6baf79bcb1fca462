// The hash of a range of one list's values in constant time (decision 038). An item page of the
// 3,000-product catalogue reads every product's id up to its own, each page a different range:
// hashing each range's values anew was quadratic (a second of the rebuild). A range's hash is the
// sum, modulo 2^128, of its records' digests (each over the record's index and value), one
// difference of two prefix sums; records past the list's end are counted, as they were missing.
import {hash} from 'node:crypto';

const BITS = 128;

// SHA-1 through the one-shot API: telling edits apart needs no stronger hash, and a list's
// records (up to every product of the catalogue, whole) are digested at several a microsecond.
function digest(index: number, value: string): bigint {
  return BigInt(`0x${hash('sha1', `${index}\n${value}`, 'hex')}`);
}

/** Range hashes over one list's values (the JSON of a field of each record, or of each record). */
export class RangeHashes {
  /** `sums[i]`: the sum of the digests of records 0 to i − 1. */
  readonly #sums: bigint[] = [0n];

  constructor(values: readonly string[]) {
    let sum = 0n;
    for (const [index, value] of values.entries()) {
      sum = BigInt.asUintN(BITS, sum + digest(index, value));
      this.#sums.push(sum);
    }
  }

  /** The hash of records `from` to `to` (both included); `none` for a range that is not one. */
  of(from: number, to: number): string {
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) return 'none';
    const sums = this.#sums;
    const end = Math.min(to + 1, sums.length - 1);
    const present = Math.max(0, end - from);
    const sum =
      present === 0 ? 0n : BigInt.asUintN(BITS, (sums[end] as bigint) - (sums[from] as bigint));
    return `${sum.toString(36)}+${to - from + 1 - present}`;
  }
}

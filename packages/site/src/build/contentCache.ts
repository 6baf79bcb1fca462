// Prepared content records kept between builds (decision 058). Every list record is normalised,
// its translation rows sorted out and validated on each build (decision 029): a third of a second
// of the 3,000-product rebuild, although one price changed. A record is prepared from its raw
// JSON, its collection, the project's languages and the code alone, so a record prepared by an
// earlier build is taken again when all four are equal: the code by the file's key (the bundle
// cache's hash of all the code, decision 032), the rest by each entry's digest.
//
// One file per content source, beside the build manifests: a header line (version, key, a
// checksum of the rest), then one line per record of the last load, `<digest> <JSON>`. A file that
// fails its checksum or cannot be read is warned about and every record prepared anew; lines taken
// again are written back as they were read, not serialised anew.
import {hash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {CollectionName} from '@schaufenster/core';
import type {PreparedRecord, PreparedRecordCache} from '@schaufenster/core/node';
import {keepNewest, writeWhole} from './cacheFiles.ts';
import {isJsonFaithful} from './jsonFaithful.ts';

/** Bump when what an entry holds or how it is keyed changes. */
const CACHE_VERSION = 1;

/** Files kept (one per content source); the oldest go first beyond this. */
const KEEP_FILES = 8;

const FILE_NAME = /^[0-9a-f]{16}\.txt$/;

/** How an entry's JSON starts, and where its record ends (`JSON.stringify` of a PreparedRecord). */
const RECORD_START = '{"record":';
const ROWS_START = ',"rows":{';

/** The first line of a cache file. */
interface Header {
  version: number;
  /** The code's hash the records were prepared with. */
  key: string;
  /** SHA-1 of the rest of the file. */
  sum: string;
}

/** The prepared records of one content source, as an earlier build left them. */
export class ContentCache implements PreparedRecordCache {
  readonly #file: string;
  readonly #key: string;
  /** The JSON of each prepared record the file holds, by digest. */
  readonly #known: ReadonlyMap<string, string>;
  /** The JSON of each record of this load, by digest, in load order. */
  readonly #used = new Map<string, string>();
  /** The digest of the raw record each prepared record of this load came from. */
  readonly #origins = new WeakMap<object, string>();
  /** Whether this load prepared a record the file did not hold. */
  #added = false;

  private constructor(file: string, key: string, known: ReadonlyMap<string, string>) {
    this.#file = file;
    this.#key = key;
    this.#known = known;
  }

  /**
   * The cache of `source` (a content folder, a CMS) in `dir` for the code hashed as `key`: empty
   * when there is none yet or it was written by other code, empty with a warning when it cannot
   * be read or fails its checksum.
   */
  static async open(
    dir: string,
    source: string,
    key: string,
    warn: (line: string) => void,
  ): Promise<ContentCache> {
    const file = path.join(dir, `${hash('sha256', source, 'hex').slice(0, 16)}.txt`);
    let text: string | null;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      text = null;
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) {
        warn(`Content cache: ${file} cannot be read (${String(error)}); preparing every record`);
      }
    }
    const known = text === null ? new Map<string, string>() : parseCache(text, key);
    if (known === null) warn(`Content cache: ${file} is damaged; preparing every record`);
    return new ContentCache(file, key, known ?? new Map());
  }

  prepare(
    collection: CollectionName,
    raw: unknown,
    served: readonly string[],
    work: () => PreparedRecord,
  ): PreparedRecord {
    const digest = digestOf(collection, raw, served);
    const known = digest === null ? undefined : this.#known.get(digest);
    const found = known === undefined ? null : parsePrepared(known);
    if (digest !== null && known !== undefined && found !== null) {
      this.#used.set(digest, known);
      this.#remember(found.record, digest);
      return found;
    }
    const prepared = work();
    // Only what JSON gives back unchanged: a record taken again must equal one prepared anew.
    if (digest !== null && isJsonFaithful(prepared)) {
      this.#used.set(digest, JSON.stringify(prepared));
      this.#added = true;
      this.#remember(prepared.record, digest);
    }
    return prepared;
  }

  /**
   * The digest of the raw record (with its collection and the languages) `record` was prepared
   * from in this load; undefined for anything else. Equal digests mean equal records under the
   * same code: the build's page inputs take it for the record's JSON (inputs.ts).
   */
  originOf(record: unknown): string | undefined {
    return record !== null && typeof record === 'object' ? this.#origins.get(record) : undefined;
  }

  /**
   * The record the file holds for the raw record with `digest`: as an earlier load prepared it,
   * when that raw record has since changed (inputs.ts compares its fields). Undefined when the
   * file holds none.
   */
  recall(digest: string): unknown {
    const json = this.#known.get(digest);
    return json === undefined ? undefined : parsePrepared(json)?.record;
  }

  /**
   * The JSON of `record` as this load's entry holds it (`JSON.stringify(record)` byte for byte: an
   * entry is kept only when JSON gives its record back unchanged); undefined for anything else.
   */
  jsonOf(record: object): string | undefined {
    const digest = this.#origins.get(record);
    const entry = digest === undefined ? undefined : this.#used.get(digest);
    if (entry === undefined || !entry.startsWith(RECORD_START)) return undefined;
    // The entry is `{"record":…,"rows":{…}}`; `,"rows":` outside a string is the last one.
    const end = entry.lastIndexOf(ROWS_START);
    return end < 0 ? undefined : entry.slice(RECORD_START.length, end);
  }

  #remember(record: unknown, digest: string): void {
    if (record !== null && typeof record === 'object') this.#origins.set(record, digest);
  }

  /**
   * Writes this load's records (whole or not at all) when they differ from the file's, then
   * removes the oldest files beyond {@link KEEP_FILES}.
   */
  async save(): Promise<void> {
    if (!this.#added && this.#used.size === this.#known.size) return;
    const body = [...this.#used].map(([digest, json]) => `${digest} ${json}`).join('\n');
    const header: Header = {version: CACHE_VERSION, key: this.#key, sum: checksum(body)};
    await writeWhole(this.#file, `${JSON.stringify(header)}\n${body}`);
    await keepNewest(path.dirname(this.#file), FILE_NAME, KEEP_FILES);
  }
}

function checksum(text: string): string {
  return hash('sha1', text, 'base64url');
}

// Null when the raw record has no JSON (it came from JSON, so it always has).
function digestOf(collection: string, raw: unknown, served: readonly string[]): string | null {
  let json: string | undefined;
  try {
    json = JSON.stringify(raw);
  } catch {
    return null;
  }
  return json === undefined ? null : checksum(`${collection}\n${served.join(',')}\n${json}`);
}

// The file's entries; empty for another version or code; null when it is damaged.
function parseCache(text: string, key: string): Map<string, string> | null {
  const end = text.indexOf('\n');
  let header: Partial<Header> | null;
  try {
    header = JSON.parse(end < 0 ? text : text.slice(0, end)) as Partial<Header> | null;
  } catch {
    return null;
  }
  if (header === null || typeof header !== 'object' || typeof header.version !== 'number') {
    return null;
  }
  if (header.version !== CACHE_VERSION || header.key !== key) return new Map();
  const body = end < 0 ? '' : text.slice(end + 1);
  if (typeof header.sum !== 'string' || checksum(body) !== header.sum) return null;
  const entries = new Map<string, string>();
  if (body === '') return entries;
  for (const line of body.split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) return null;
    entries.set(line.slice(0, space), line.slice(space + 1));
  }
  return entries;
}

function parsePrepared(json: string): PreparedRecord | null {
  try {
    const value = JSON.parse(json) as Partial<PreparedRecord> | null;
    const rows = value?.rows;
    if (
      value !== null &&
      typeof value === 'object' &&
      'record' in value &&
      Array.isArray(rows?.ignored) &&
      Array.isArray(rows.fallbacks)
    ) {
      return value as PreparedRecord;
    }
  } catch {
    // treated as missing
  }
  return null;
}

// Applies the committed schema snapshot to a running Directus (POST /schema/diff, /schema/apply),
// the API twin of `directus schema apply --yes snapshot.json` without a second process.
//
// Junction tables (translations, many-to-many) are kept out of Directus's collection list: without
// a licence Directus 12 allows 25 collections, and tables without collection meta do not count.
// A snapshot leaves such tables out of `collections` but keeps their fields and relations, so they
// are created here first, from those very fields, before the snapshot is applied (decision 020).
import {readFileSync} from 'node:fs';
import {SNAPSHOT_FILE} from './paths.ts';
import type {Rest} from './rest.ts';

interface SnapshotField {
  collection: string;
  field: string;
  type: string;
  meta: unknown;
  schema: unknown;
}

/** The parts of a Directus schema snapshot read here. */
interface Snapshot {
  collections: {collection: string}[];
  fields: SnapshotField[];
}

/** Reads the committed snapshot. */
function readSnapshot(file = SNAPSHOT_FILE): Snapshot {
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
}

/** Tables the snapshot has fields of but no collection entry: the junction tables. */
function junctionTables(snapshot: Snapshot): Map<string, SnapshotField[]> {
  const managed = new Set(snapshot.collections.map((entry) => entry.collection));
  const tables = new Map<string, SnapshotField[]>();
  for (const field of snapshot.fields) {
    if (managed.has(field.collection) || field.type === 'alias') continue;
    tables.set(field.collection, [...(tables.get(field.collection) ?? []), field]);
  }
  return tables;
}

/**
 * A snapshot field as POST /collections takes it. A UUID foreign key reads back as char(36): ask
 * for type uuid without a column type again (like Directus's own apply), which gives char(36).
 */
function asCreatable({field, type, meta, schema}: SnapshotField): Record<string, unknown> {
  const column = (schema ?? {}) as Record<string, unknown>;
  const isUuidKey =
    ['char', 'varchar'].includes(String(column.data_type).toLowerCase()) &&
    column.max_length === 36 &&
    (column.is_primary_key === true || (!!column.foreign_key_table && !!column.foreign_key_column));
  if (!isUuidKey) return {field, type, meta, schema};
  const {data_type: _type, max_length: _length, ...rest} = column;
  return {field, type: 'uuid', meta, schema: rest};
}

async function createJunctionTables(rest: Rest, snapshot: Snapshot): Promise<number> {
  const existing = new Set(
    (await rest.request<{collection: string}[]>('GET', '/collections')).map(
      (entry) => entry.collection,
    ),
  );
  let created = 0;
  for (const [collection, fields] of junctionTables(snapshot)) {
    if (existing.has(collection)) continue;
    await rest.request('POST', '/collections', {
      collection,
      meta: null,
      schema: {name: collection},
      fields: fields.map(asCreatable),
    });
    created += 1;
  }
  return created;
}

/** Brings the server's schema to the snapshot; returns false when nothing had to change. */
export async function applySnapshot(rest: Rest, file = SNAPSHOT_FILE): Promise<boolean> {
  const snapshot = readSnapshot(file);
  const created = await createJunctionTables(rest, snapshot);
  // force: the snapshot was taken on SQLite; the diff is still right for another vendor.
  const diff = await rest.request<{hash: string; diff: unknown} | undefined>(
    'POST',
    '/schema/diff?force=true',
    snapshot,
  );
  if (diff === undefined) return created > 0;
  await rest.request('POST', '/schema/apply', diff);
  return true;
}

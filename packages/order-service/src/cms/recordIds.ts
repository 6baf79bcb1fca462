// The ids the service gives its inbox records and ratings in Directus. The SQLite rows are
// numbered from 1 in every data folder, so `contact:1` of a fresh folder must not overwrite
// `contact:1` of an earlier one: each id is a name-based UUID (RFC 9562 version 5) of the row's
// marker key in a namespace made once per data folder and kept in `service_settings`.
import {createHash, randomUUID} from 'node:crypto';
import type {DatabaseSync} from 'node:sqlite';

/** The key the data folder's namespace is kept under in `service_settings`. */
const NAMESPACE_KEY = 'cms_namespace';

/**
 * The data folder's namespace: made and stored on first use; two processes starting together
 * agree (the first insert wins, both read it back).
 */
export function cmsNamespace(db: DatabaseSync): string {
  db.prepare(
    'INSERT INTO service_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
  ).run(NAMESPACE_KEY, randomUUID());
  const row = db.prepare('SELECT value FROM service_settings WHERE key = ?').get(NAMESPACE_KEY) as
    {value: string} | undefined;
  if (!row) throw new Error('No sync namespace in service_settings');
  return row.value;
}

/** The version-5 UUID of `name` in `namespace` (a UUID). */
export function nameUuid(namespace: string, name: string): string {
  const bytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(bytes).update(name, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A content id as Directus takes it: a number for digits (integer keys), else the text. */
export function contentId(id: string): string | number {
  return /^(0|[1-9]\d{0,14})$/.test(id) ? Number(id) : id;
}

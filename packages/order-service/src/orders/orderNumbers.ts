// Order numbers with a per-retailer prefix (decision 067): the prefix plus 1000 plus the row id,
// so numbers stay sequential. The prefix comes from `--order-prefix` or from the initials of the
// project's name (juwelier-morgenstern → JM-), and a data folder keeps the one it started with:
// a folder that already holds orders from before the prefixes keeps `SF-`.
import type {DatabaseSync} from 'node:sqlite';
import {ORDER_ID_PREFIX} from '../limits.ts';

/** DDL of the service's own settings per data folder, run with the rest of the schema. */
export const SERVICE_SETTINGS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS service_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/** The settings table, for tests and inspection. */
export const SERVICE_SETTINGS_TABLES = ['service_settings'] as const;

/** The key the data folder's order number prefix is kept under. */
const PREFIX_KEY = 'order_prefix';

/** What an `--order-prefix` may be: 1 to 8 letters or digits, a `-` after them optional. */
const CONFIGURED_PREFIX = /^([A-Za-z0-9]{1,8})-?$/;

/** `JM` or `jm-` as the prefix `JM-`, or null when it is not 1 to 8 letters or digits. */
export function normalizeOrderPrefix(value: string): string | null {
  const match = CONFIGURED_PREFIX.exec(value);
  return match?.[1] === undefined ? null : `${match[1].toUpperCase()}-`;
}

/**
 * The prefix of a project: the initials of the words of its domain's first label, at most four
 * (`juwelier-morgenstern.example` → `JM-`), or its first two letters when it is one word; SF-
 * without a domain.
 */
export function derivedOrderPrefix(domain: string | undefined): string {
  const label = (domain ?? '').split('.')[0] ?? '';
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_ -]/g, '')
    .split(/[-_ ]+/)
    .filter((word) => word !== '');
  const initials = words.map((word) => word[0]).join('');
  const letters = (initials.length >= 2 ? initials : (words[0] ?? '').slice(0, 2))
    .slice(0, 4)
    .toUpperCase();
  return letters.length >= 2 ? `${letters}-` : ORDER_ID_PREFIX;
}

/**
 * The data folder's prefix, settled once in its own transaction (two processes starting on one
 * folder agree): a configured one is taken and kept; otherwise the one the folder has, else `SF-`
 * for a folder with orders from before the prefixes, else `derived`.
 */
export function settleOrderPrefix(
  db: DatabaseSync,
  wanted: {configured?: string | undefined; derived: string},
): string {
  db.exec('BEGIN IMMEDIATE');
  try {
    const prefix = settle(db, wanted);
    db.exec('COMMIT');
    return prefix;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function settle(db: DatabaseSync, wanted: {configured?: string | undefined; derived: string}) {
  const stored = db.prepare('SELECT value FROM service_settings WHERE key = ?').get(PREFIX_KEY) as
    {value: string} | undefined;
  const hasOrders = db.prepare('SELECT 1 FROM orders LIMIT 1').get() !== undefined;
  const prefix =
    wanted.configured ?? stored?.value ?? (hasOrders ? ORDER_ID_PREFIX : wanted.derived);
  if (stored?.value !== prefix) {
    db.prepare(
      'INSERT INTO service_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(PREFIX_KEY, prefix);
  }
  return prefix;
}

// Stock as a ledger (decision 067): an append-only table of movements per product and variant,
// each naming its cause; the available stock is their sum. The catalogue's stock is imported
// once per item and later differences become adjustments, so the content stays the owner's word
// on how many pieces the shop has; orders reserve, and cancellations give back, inside the same
// SQLite transactions as the order rows, so two processes on one data folder never sell one
// piece twice.
import type {DatabaseSync} from 'node:sqlite';
import {ordersBeyondStock, type StaticCatalogue} from '@schaufenster/core';
import {cmsSyncAttached, markStock} from '../cms/markers.ts';
import type {PricedLine} from '../pricing/lines.ts';
import {sameId} from '../pricing/money.ts';

/** A kind of movement. */
type MovementKind = 'import' | 'reserve' | 'release' | 'sell' | 'adjust';

/** Cause of the movements the service records from the content. */
const CATALOGUE_CAUSE = 'catalogue';

/**
 * DDL of the ledger, run with the rest of the schema. The triggers keep it append-only; the
 * CHECK keeps each kind's sign: imports add or are zero, reservations and sales take, releases
 * give back, adjustments go either way.
 */
export const STOCK_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS stock_movements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product TEXT NOT NULL,
  variant TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL CHECK (kind IN ('import', 'reserve', 'release', 'sell', 'adjust')),
  quantity INTEGER NOT NULL CHECK (typeof(quantity) = 'integer' AND (
    (kind = 'import' AND quantity >= 0) OR (kind IN ('reserve', 'sell') AND quantity < 0) OR
    (kind = 'release' AND quantity > 0) OR kind = 'adjust')),
  cause TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS stock_movements_item ON stock_movements (product, variant);
CREATE INDEX IF NOT EXISTS stock_movements_cause ON stock_movements (cause);
CREATE TRIGGER IF NOT EXISTS stock_movements_no_update BEFORE UPDATE ON stock_movements
BEGIN SELECT RAISE(ABORT, 'stock_movements is append-only'); END;
CREATE TRIGGER IF NOT EXISTS stock_movements_no_delete BEFORE DELETE ON stock_movements
BEGIN SELECT RAISE(ABORT, 'stock_movements is append-only'); END;
`;

/** The ledger's table, for tests and inspection. */
export const STOCK_TABLES = ['stock_movements'] as const;

/** One product, or one variant of a product, whose stock the catalogue counts. */
interface StockItem {
  /** Product id as text. */
  product: string;
  /** Variant id as text, '' for a product without variants. */
  variant: string;
  /** The catalogue's stock (never below 0). */
  stock: number;
}

/**
 * The items whose stock the catalogue counts: each variant with a stock number, and each product
 * without variants with one (the order service prices a product with variants by its variant,
 * decision 010). A null stock is not counted, so it gets no movements.
 */
export function stockItemsOf(catalogue: StaticCatalogue): StockItem[] {
  const items: StockItem[] = [];
  for (const product of catalogue.products) {
    const id = String(product.id);
    if (product.variants.length > 0) {
      for (const variant of product.variants) {
        if (variant.stock === null) continue;
        items.push({product: id, variant: String(variant.id), stock: Math.max(variant.stock, 0)});
      }
    } else if (product.stock !== null) {
      items.push({product: id, variant: '', stock: Math.max(product.stock, 0)});
    }
  }
  return items;
}

/** One item of an order that the ledger cannot give. */
interface UnavailableLine {
  /** Product id as text. */
  product: string;
  /** Variant id as text, or null. */
  variant: string | null;
  /** Name of the line as priced (product and variant). */
  name: string;
  /** Index of the item's first line in the order body. */
  index: number;
  /** Pieces the ledger still has (never below 0). */
  available: number;
}

/** Thrown inside an order's transaction when a line is no longer available; rolls it back. */
export class StockRefusal extends Error {
  /** The items that are missing. */
  readonly lines: readonly UnavailableLine[];

  /** Creates the refusal for `lines`. */
  constructor(lines: readonly UnavailableLine[]) {
    super(`No longer available: ${lines.map((line) => line.name).join(', ')}`);
    this.name = 'StockRefusal';
    this.lines = lines;
  }
}

/** Stock movements on one connection; every method runs inside the caller's transaction. */
export interface StockLedger {
  /** Pieces available of an item: the sum of its movements; null when it has none. */
  available(product: string, variant: string): number | null;
  /**
   * Imports the catalogue's stock of items without movements and adjusts the ones whose
   * catalogue stock differs from what the catalogue's movements add up to (an owner's own
   * adjustments are kept apart: they stand beside the content's number). While the sync to
   * Directus runs, the content's number is the ledger's own, so only the import is made.
   */
  syncCatalogue(items: readonly StockItem[]): void;
  /**
   * Reserves the lines of order `orderId`; throws StockRefusal, before recording anything, when
   * an item with counted stock has fewer pieces than ordered and may not be ordered beyond it.
   */
  reserve(orderId: string, lines: readonly PricedLine[], catalogue: StaticCatalogue): void;
  /** Gives back what order `orderId` still holds reserved. */
  release(orderId: string): void;
  /** Turns what order `orderId` still holds reserved into a sale. */
  sell(orderId: string): void;
  /** Records an owner's (or another cause's) correction of an item's stock. */
  adjust(product: string, variant: string, quantity: number, cause: string): void;
}

/** Whether an item may be ordered beyond its stock (reorder flag or purchase_to_order). */
function beyondStock(catalogue: StaticCatalogue, product: string, variant: string): boolean {
  const found = catalogue.products.find((candidate) => sameId(candidate.id, product));
  if (!found) return false;
  const chosen =
    variant === '' ? null : found.variants.find((candidate) => sameId(candidate.id, variant));
  return ordersBeyondStock((chosen ?? found).reorder_possible, catalogue.settings);
}

/** The ledger's statements on `db` (whose schema includes STOCK_SCHEMA_SQL). */
export function openStockLedger(db: DatabaseSync, stamp: () => string): StockLedger {
  const sum = db.prepare(`SELECT count(*) AS n, COALESCE(SUM(quantity), 0) AS total,
    COALESCE(SUM(CASE WHEN cause = '${CATALOGUE_CAUSE}' THEN quantity ELSE 0 END), 0) AS counted
    FROM stock_movements WHERE product = ? AND variant = ?`);
  const insert = db.prepare(`INSERT INTO stock_movements (product, variant, kind, quantity, cause,
    created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  // What an order still holds: its reservations less what was released or sold of them.
  const held = db.prepare(`SELECT product, variant, -SUM(quantity) AS pieces FROM stock_movements
    WHERE cause = ? AND kind IN ('reserve', 'release') GROUP BY product, variant
    HAVING SUM(quantity) < 0 ORDER BY product, variant`);

  const totals = (product: string, variant: string) => {
    const row = sum.get(product, variant) as {n: number; total: number; counted: number};
    return {n: Number(row.n), total: Number(row.total), counted: Number(row.counted)};
  };
  const record = (
    product: string,
    variant: string,
    kind: MovementKind,
    quantity: number,
    cause: string,
  ) => {
    insert.run(product, variant, kind, quantity, cause, stamp());
    // Directus's `stock` shows the ledger (a no-op without the sync).
    markStock(db, product, variant);
  };
  const heldBy = (orderId: string) =>
    (held.all(orderId) as {product: string; variant: string; pieces: number}[]).map((row) => ({
      ...row,
      pieces: Number(row.pieces),
    }));

  return {
    available(product, variant) {
      const {n, total} = totals(product, variant);
      return n === 0 ? null : total;
    },
    syncCatalogue(items) {
      // While the service writes Directus's `stock`, the content's number is the ledger's own
      // output read back, not the owner's word: taking its difference as an adjustment would
      // count every sale twice. Only items the ledger does not know yet are imported then.
      const adjust = !cmsSyncAttached(db);
      for (const item of items) {
        const {n, counted} = totals(item.product, item.variant);
        if (n === 0) {
          record(item.product, item.variant, 'import', item.stock, CATALOGUE_CAUSE);
        } else if (adjust && counted !== item.stock) {
          record(item.product, item.variant, 'adjust', item.stock - counted, CATALOGUE_CAUSE);
        }
      }
    },
    reserve(orderId, lines, catalogue) {
      const wanted = new Map<string, {line: PricedLine; index: number; count: number}>();
      lines.forEach((line, index) => {
        const key = `${line.product}|${line.variant ?? ''}`;
        const entry = wanted.get(key);
        if (entry) entry.count += line.count;
        else wanted.set(key, {line, index, count: line.count});
      });
      const missing: UnavailableLine[] = [];
      const counted: {product: string; variant: string; count: number}[] = [];
      for (const {line, index, count} of wanted.values()) {
        const variant = line.variant ?? '';
        const {n, total} = totals(line.product, variant);
        if (n === 0) continue;
        counted.push({product: line.product, variant, count});
        if (total < count && !beyondStock(catalogue, line.product, variant)) {
          missing.push({
            product: line.product,
            variant: line.variant,
            name: line.name,
            index,
            available: Math.max(total, 0),
          });
        }
      }
      if (missing.length > 0) throw new StockRefusal(missing);
      for (const item of counted) {
        record(item.product, item.variant, 'reserve', -item.count, orderId);
      }
    },
    release(orderId) {
      for (const item of heldBy(orderId)) {
        record(item.product, item.variant, 'release', item.pieces, orderId);
      }
    },
    sell(orderId) {
      for (const item of heldBy(orderId)) {
        record(item.product, item.variant, 'release', item.pieces, orderId);
        record(item.product, item.variant, 'sell', -item.pieces, orderId);
      }
    },
    adjust(product, variant, quantity, cause) {
      if (!Number.isInteger(quantity) || quantity === 0) {
        throw new RangeError(`An adjustment is a whole number other than 0, not ${quantity}`);
      }
      record(product, variant, 'adjust', quantity, cause);
    },
  };
}

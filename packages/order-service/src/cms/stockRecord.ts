// An item's stock as Directus holds it: the ledger's available pieces (never below 0, as the
// live stock endpoint shows them) in `stock` of the product, or of the variant for a product with
// variants. The service is the only writer of that field; the owner restocks through the
// service's ledger (the "Bestand anpassen" Flow).
import type {DatabaseSync} from 'node:sqlite';

/** The Directus collection of products. */
const PRODUCT_COLLECTION = 'ecommerce_product';
/** The Directus collection of variants (cms/src/model-shop.ts). */
const VARIANT_COLLECTION = 'ecommerce_product_variant';

/** Where an item's stock goes and what it is. */
interface StockRecord {
  collection: typeof PRODUCT_COLLECTION | typeof VARIANT_COLLECTION;
  /** The product's or variant's id. */
  id: string;
  /** Pieces available. */
  stock: number;
}

/**
 * The stock of marker key `key` (`product:<id>` or `variant:<id>`), or undefined when the ledger
 * counts none for it (no movements: the content does not count the item).
 */
export function stockRecord(db: DatabaseSync, key: string): StockRecord | undefined {
  const match = /^(product|variant):(.+)$/.exec(key);
  if (!match?.[2]) return undefined;
  const id = match[2];
  const row = (
    match[1] === 'product'
      ? db
          .prepare(
            `SELECT count(*) AS n, COALESCE(SUM(quantity), 0) AS total FROM stock_movements
            WHERE product = ? AND variant = ''`,
          )
          .get(id)
      : db
          .prepare(
            `SELECT count(*) AS n, COALESCE(SUM(quantity), 0) AS total FROM stock_movements
            WHERE variant = ?`,
          )
          .get(id)
  ) as {n: number; total: number};
  if (Number(row.n) === 0) return undefined;
  return {
    collection: match[1] === 'product' ? PRODUCT_COLLECTION : VARIANT_COLLECTION,
    id,
    stock: Math.max(Number(row.total), 0),
  };
}

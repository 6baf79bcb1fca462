// A cart re-priced, not refused: after the owner changed a price and the site was published again,
// a cart saved in the browser still holds the price it was added at, and the order service refuses
// the order with one `price_mismatch` per line, each with the catalogue's unit price. This finds
// the cart lines those errors mean and what they cost now; the cart store applies it and the
// checkout says per line what changed before the shopper confirms again. Pure.
import type {Cart, CartLine, Id, LinePriceCorrection} from '@schaufenster/core';
import {samePersonalization} from '../cart/cartReducer.ts';
import type {OrderDraft} from './buildOrder.ts';

/** A cart line whose unit price changed: what the cart store sets and the notice says. */
export interface PriceChange {
  /** The cart line's id. */
  cartId: string;
  /** The line's name as the order summary shows it: product, and variant after a dash. */
  name: string;
  /** The unit price brutto the cart held, in euros. */
  oldPrice: number;
  /** The catalogue's unit price brutto, in euros. */
  newPrice: number;
}

/** What identifies an order line's cart line: product, variant and personalization. */
type PostedLine = Pick<OrderDraft['products'][number], 'product' | 'variant' | 'personalization'>;

// Ids are numbers or strings depending on the collection; 7 and "7" name the same record.
function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  return a === null || a === undefined || b === null || b === undefined
    ? (a ?? null) === (b ?? null)
    : String(a) === String(b);
}

function isLineOf(line: CartLine, posted: PostedLine): boolean {
  return (
    sameId(line.product.id, posted.product) &&
    sameId(line.variant?.id, posted.variant) &&
    samePersonalization(line.personalization, posted.personalization)
  );
}

// Whole cents, as the cart sums them: 24.9 and 24.90000001 are the same price.
function cents(price: number): number {
  return Math.round(Number((price * 100).toPrecision(12)));
}

/**
 * The line's name as the checkout shows it: "Solitärring Aurora – Größe 52"; a stored line
 * without a name (an older cart) is named by its product id.
 */
export function lineName(line: CartLine): string {
  const name = line.product.display_name ?? String(line.product.id);
  const variant = line.variant?.display_name;
  return variant ? `${name} – ${variant}` : name;
}

/**
 * The price changes the service's corrections mean for `cart`. A correction's index points into
 * the posted order's `products`, which `buildOrder` made from the cart's lines one for one, in
 * order; the cart line is found again by product, variant and personalization (a cart holds one
 * line per such item), so a line added or removed in another tab meanwhile cannot take another
 * line's price. A correction whose line is gone, or whose price the cart already holds, changes
 * nothing. The changes come in the cart's order.
 */
export function priceChangesFor(
  cart: Cart,
  posted: readonly PostedLine[],
  corrections: readonly LinePriceCorrection[],
): PriceChange[] {
  const newPrices = new Map<string, number>();
  for (const {index, expected} of corrections) {
    const sent = posted[index];
    const line = sent && cart.products.find((candidate) => isLineOf(candidate, sent));
    if (line && !newPrices.has(line.cartId)) newPrices.set(line.cartId, expected);
  }
  // In the cart's order, as the order summary lists the lines.
  return cart.products.flatMap((line) => {
    const newPrice = newPrices.get(line.cartId);
    if (newPrice === undefined || cents(newPrice) === cents(line.priceBrutto)) return [];
    return [{cartId: line.cartId, name: lineName(line), oldPrice: line.priceBrutto, newPrice}];
  });
}

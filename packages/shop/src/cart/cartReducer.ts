// The cart's state and actions, pure (spec §3 Cart, §4 Cart actions; decision 009 cart).
import {
  MAX_LINE_COUNT,
  type Cart,
  type CartLine,
  type Id,
  type Image,
  type PersonalizationValues,
} from '@schaufenster/core';

// Larger counts are clamped to core's MAX_LINE_COUNT, which the order service enforces too.
export {MAX_LINE_COUNT};

/** The empty cart: no lines, zero totals, never saved. */
export const EMPTY_CART: Cart = Object.freeze({
  products: Object.freeze([]) as unknown as CartLine[],
  totalCount: 0,
  totalPriceBrutto: 0,
  timestamp: 0,
}) as Cart;

/** The product a line refers to: its id plus the display fields the cart page shows. */
interface CartProduct {
  /** The product's id (spec §3 Cart line "product (with id)"). */
  id: Id;
  /** Shown as the line's name. */
  display_name: string;
  /** For the link back to the item page. */
  slug?: string;
  /** The product's first image, for a thumbnail. */
  image?: Image | null;
}

/** The chosen variant of a line, or null for a product without variants. */
interface CartVariant {
  /** The variant's id. */
  id: Id;
  /** Shown next to the product name. */
  display_name: string;
}

/** What `add` puts into the cart; the reducer gives it a line id. */
export interface CartItemInput {
  /** The product. */
  product: CartProduct;
  /** The chosen variant; null when the product has none. */
  variant: CartVariant | null;
  /** Personalization values by field name; null or {} when there are none. */
  personalization: PersonalizationValues | null;
  /** How many to add; a positive integer. */
  count: number;
  /** Unit price, brutto. */
  priceBrutto: number;
}

/** A line's new unit price, brutto, by the line's id. */
export interface LinePrice {
  /** The cart line's id. */
  cartId: string;
  /** Its new unit price, brutto. */
  priceBrutto: number;
}

/**
 * The cart's actions (spec §4 Cart actions), plus `restore` for the copy read from storage and
 * `reprice` for the catalogue's prices the order service answered with (checkout/repricing.ts).
 */
export type CartAction =
  | {type: 'add'; item: CartItemInput; timestamp: number}
  | {type: 'changeCount'; cartId: string; count: number; timestamp: number}
  | {type: 'remove'; cartId: string; timestamp: number}
  | {type: 'reprice'; prices: readonly LinePrice[]; timestamp: number}
  | {type: 'reset'}
  | {type: 'restore'; cart: Cart};

/**
 * The cart reducer. Every change recomputes the totals (spec §4); invalid input and unknown
 * actions are logged with console.warn and return the same state object, so nothing re-renders.
 */
export function cartReducer(state: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      return addItem(state, action.item, action.timestamp);
    case 'changeCount':
      return changeLineCount(state, action.cartId, action.count, action.timestamp);
    case 'remove':
      return removeLine(state, action.cartId, action.timestamp);
    case 'reprice':
      return repriceLines(state, action.prices, action.timestamp);
    case 'reset':
      return state === EMPTY_CART ? state : EMPTY_CART;
    case 'restore':
      return withTotals(action.cart.products, action.cart.timestamp);
    default:
      // spec §4: unknown action types are logged and ignored.
      console.warn('[cart] Ignored unknown action', (action as {type?: unknown}).type);
      return state;
  }
}

/** The line's total: unit price × count, in whole cents. */
export function lineTotal(line: Pick<CartLine, 'priceBrutto' | 'count'>): number {
  return (toCents(line.priceBrutto) * line.count) / 100;
}

/** Builds a cart from lines, with totalCount and totalPriceBrutto summed (rounded to cents). */
function withTotals(products: CartLine[], timestamp: number): Cart {
  if (products.length === 0) return EMPTY_CART;
  let totalCount = 0;
  let cents = 0;
  for (const line of products) {
    totalCount += line.count;
    cents += toCents(line.priceBrutto) * line.count;
  }
  return {products, totalCount, totalPriceBrutto: cents / 100, timestamp};
}

/**
 * Personalization values as the cart keeps them: fields left blank (empty or only spaces) are
 * dropped, so "engraving left empty" and "no personalization" are the same line.
 */
function normalisePersonalization(
  values: PersonalizationValues | null | undefined,
): PersonalizationValues {
  const kept: PersonalizationValues = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' && value.trim() !== '') kept[name] = value;
  }
  return kept;
}

/** Whether two personalizations hold the same values, whatever the key order (spec §4 add). */
export function samePersonalization(
  a: PersonalizationValues | null | undefined,
  b: PersonalizationValues | null | undefined,
): boolean {
  const left = normalisePersonalization(a);
  const right = normalisePersonalization(b);
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && left[key] === right[key])
  );
}

/** Whether a line holds this product, variant and personalization (spec §4 add). */
function isSameItem(
  line: CartLine,
  item: Pick<CartItemInput, 'product' | 'variant' | 'personalization'>,
): boolean {
  return (
    sameId(line.product.id, item.product.id) &&
    sameId(line.variant?.id ?? null, item.variant?.id ?? null) &&
    samePersonalization(line.personalization, item.personalization)
  );
}

/**
 * The line id for an item: derived from product, variant and personalization, so it is
 * deterministic (stable across reloads and in stories); a clash gets a numeric suffix.
 */
function cartIdFor(item: CartItemInput, taken: ReadonlySet<string>): string {
  const personalization = normalisePersonalization(item.personalization);
  const keys = Object.keys(personalization).sort();
  const base = [
    `p${String(item.product.id)}`,
    item.variant ? `v${String(item.variant.id)}` : null,
    keys.length > 0
      ? `x${hash(keys.map((key) => `${key}=${personalization[key]}`).join('\n'))}`
      : null,
  ]
    .filter((part) => part !== null)
    .join('-');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

function addItem(state: Cart, item: CartItemInput, timestamp: number): Cart {
  const problem = invalidItem(item);
  if (problem) {
    console.warn(`[cart] Ignored add: ${problem}`);
    return state;
  }
  const index = state.products.findIndex((line) => isSameItem(line, item));
  const existing = state.products[index];
  if (existing) {
    // Merge (spec §4): the count grows; the newest price and names win, since the item page
    // shows live data and the older line may carry a stale price (decision 009 cart).
    const merged: CartLine = {
      ...toLine(item, existing.cartId),
      count: Math.min(existing.count + item.count, MAX_LINE_COUNT),
    };
    return withTotals(replaceAt(state.products, index, merged), timestamp);
  }
  const taken = new Set(state.products.map((line) => line.cartId));
  const line = {
    ...toLine(item, cartIdFor(item, taken)),
    count: Math.min(item.count, MAX_LINE_COUNT),
  };
  return withTotals([...state.products, line], timestamp);
}

function changeLineCount(state: Cart, cartId: string, count: number, timestamp: number): Cart {
  if (!Number.isSafeInteger(count) || count < 0) {
    console.warn(`[cart] Ignored changeCount to ${String(count)}: not a whole number ≥ 0`);
    return state;
  }
  // A count of 0 removes the line, as a shopper setting "0" means (decision 009 cart).
  if (count === 0) return removeLine(state, cartId, timestamp);
  const index = state.products.findIndex((line) => line.cartId === cartId);
  const line = state.products[index];
  if (!line) return unknownLine(state, cartId);
  const next = Math.min(count, MAX_LINE_COUNT);
  if (next === line.count) return state;
  return withTotals(replaceAt(state.products, index, {...line, count: next}), timestamp);
}

function removeLine(state: Cart, cartId: string, timestamp: number): Cart {
  const products = state.products.filter((line) => line.cartId !== cartId);
  if (products.length === state.products.length) return unknownLine(state, cartId);
  return withTotals(products, timestamp);
}

// Only the price changes: count, names and line ids stay, so the shopper sees the same lines.
function repriceLines(state: Cart, prices: readonly LinePrice[], timestamp: number): Cart {
  const next = new Map<string, number>();
  for (const {cartId, priceBrutto} of prices) {
    if (!Number.isFinite(priceBrutto) || priceBrutto < 0) {
      console.warn(`[cart] Ignored price ${String(priceBrutto)} of line "${cartId}": must be ≥ 0`);
    } else if (!state.products.some((line) => line.cartId === cartId)) {
      unknownLine(state, cartId);
    } else {
      next.set(cartId, priceBrutto);
    }
  }
  let changed = false;
  const products = state.products.map((line) => {
    const priceBrutto = next.get(line.cartId);
    if (priceBrutto === undefined || toCents(priceBrutto) === toCents(line.priceBrutto))
      return line;
    changed = true;
    return {...line, priceBrutto};
  });
  return changed ? withTotals(products, timestamp) : state;
}

function unknownLine(state: Cart, cartId: string): Cart {
  console.warn(`[cart] Ignored change of unknown line "${cartId}"`);
  return state;
}

function invalidItem(item: CartItemInput): string | null {
  const id: unknown = item?.product?.id;
  if (!(typeof id === 'string' ? id !== '' : Number.isInteger(id))) return 'product id missing';
  if (!Number.isSafeInteger(item.count) || item.count < 1)
    return 'count must be a whole number ≥ 1';
  if (!Number.isFinite(item.priceBrutto) || item.priceBrutto < 0) return 'price must be ≥ 0';
  return null;
}

function toLine(item: CartItemInput, cartId: string): CartLine {
  const product: CartLine['product'] = {
    id: item.product.id,
    display_name: item.product.display_name,
  };
  if (item.product.slug !== undefined) product.slug = item.product.slug;
  if (item.product.image) product.image = item.product.image;
  return {
    cartId,
    product,
    variant: item.variant ? {id: item.variant.id, display_name: item.variant.display_name} : null,
    personalization: normalisePersonalization(item.personalization),
    count: item.count,
    priceBrutto: item.priceBrutto,
  };
}

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((entry, i) => (i === index ? value : entry));
}

// Ids are numbers or strings depending on the collection; 7 and "7" name the same record.
function sameId(a: Id | null, b: Id | null): boolean {
  return a === null || b === null ? a === b : String(a) === String(b);
}

// Money is summed in whole cents so 0.1 + 0.2 style float errors never reach the totals; the
// precision step makes 1.005 (stored as 1.00499…) round half up like a person would.
function toCents(price: number): number {
  return Math.round(Number((price * 100).toPrecision(12)));
}

// FNV-1a, 32 bit: a short, stable tag for personalization text inside a line id.
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

// Product view state of the item page (spec §3 Product view state, §4 Product view actions).
// Pure: the async load lives in useProductView.ts and only dispatches these plain actions.
import {
  ordersBeyondStock,
  publishedRatings,
  type Id,
  type ModeratedRating,
  type Product,
  type ProductVariant,
  type ProductViewState,
} from '@schaufenster/core';

/** Label of the variant selector when the product names none (spec §9 "Variante"). */
export const DEFAULT_VARIANT_DISPLAY_NAME = 'Variante';

/** Count selected when a buyable choice is made (spec §9 "Initial selected count 1"). */
const INITIAL_COUNT = 1;

/** Where loading the product stands; the spec names no states, so this is decision 009 item. */
export type ProductLoadStatus = 'loading' | 'ready' | 'notFound' | 'error';

/** Spec §3 Product view state plus the load flow and the id being loaded. */
export interface ProductView extends ProductViewState {
  /** Load flow of the product details. */
  status: ProductLoadStatus;
  /** The product id last asked for; answers for another id are dropped. */
  requestedId: Id | null;
  /** The shop sells out-of-stock items to order (settings.purchase_to_order, decision 009i). */
  purchaseToOrder: boolean;
}

/** Actions of {@link productViewReducer}. */
export type ProductViewAction =
  /** Details loaded (spec §4 add): with variants shows the list and range, else price, stock, count 1. */
  | {type: 'add'; details: Product}
  /** Back to the empty view (spec §4 reset). */
  | {type: 'reset'}
  /** A variant chosen by id, or null for the empty selection (spec §4 variantChange). */
  | {type: 'variantChange'; variantId: Id | null}
  /** The shopper's count; clamped to 1…max (spec §4 countChange). */
  | {type: 'countChange'; count: number}
  /** One personalization field's value, by field name (spec §4 personalizationChange). */
  | {type: 'personalizationChange'; name: string; value: string}
  /** A load of `id` started (live refresh or first load). */
  | {type: 'loadStart'; id: Id}
  /** The API has no published product with the requested id. */
  | {type: 'notFound'; id: Id}
  /** Loading the requested id failed. */
  | {type: 'loadFailed'; id: Id};

/** Events that move the load flow. */
type LoadEvent = 'start' | 'found' | 'missing' | 'failed';

/**
 * The load flow as a table (STYLE.md State). A page that already shows details (build-time props)
 * keeps them while refreshing and when the refresh fails; a product that is gone is not found.
 */
export const LOAD_TRANSITIONS: Readonly<
  Record<ProductLoadStatus, Readonly<Record<LoadEvent, ProductLoadStatus>>>
> = {
  loading: {start: 'loading', found: 'ready', missing: 'notFound', failed: 'error'},
  ready: {start: 'ready', found: 'ready', missing: 'notFound', failed: 'ready'},
  notFound: {start: 'loading', found: 'ready', missing: 'notFound', failed: 'error'},
  error: {start: 'loading', found: 'ready', missing: 'notFound', failed: 'error'},
};

/** The empty view: nothing loaded, nothing chosen. */
export const INITIAL_PRODUCT_VIEW: ProductView = {
  status: 'loading',
  requestedId: null,
  purchaseToOrder: false,
  details: null,
  hasVariants: false,
  variantDisplayName: DEFAULT_VARIANT_DISPLAY_NAME,
  variantsAvailable: [],
  variantSelected: null,
  variantPriceRange: null,
  shippingTime: null,
  reorderPossible: false,
  priceBrutto: null,
  stock: null,
  countSelected: 0,
  personalization: {},
  ratingsCount: 0,
  averageRating: null,
};

/** Shop settings the product view follows. */
interface ProductViewOptions {
  /** settings.purchase_to_order: out-of-stock items may be ordered (decision 009i). @default false */
  purchaseToOrder?: boolean;
}

/** The starting view: empty, or already showing build-time details (refreshed after mount). */
export function initProductView(
  details: Product | null = null,
  {purchaseToOrder = false}: ProductViewOptions = {},
): ProductView {
  const empty = {...INITIAL_PRODUCT_VIEW, purchaseToOrder};
  if (details === null) return empty;
  return productViewReducer({...empty, requestedId: details.id}, {type: 'add', details});
}

/** Ids compare by text: Directus gives numbers, the static catalogue may give strings. */
function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

/** Spec §4: reorder is possible when the reorder flag is set or stock is not empty. */
export function isReorderPossible(reorderFlag: boolean, stock: number | null): boolean {
  return reorderFlag || (stock !== null && stock > 0);
}

/** Lowest and highest price of the priced variants; null when none has a price. */
export function variantPriceRange(
  variants: readonly ProductVariant[],
): {min: number; max: number} | null {
  const prices = variants
    .map((variant) => variant.price_brutto)
    .filter((price): price is number => price !== null);
  if (prices.length === 0) return null;
  return {min: Math.min(...prices), max: Math.max(...prices)};
}

/** Mean of the published ratings rounded to one decimal (4.3 of 5); null without any. */
export function averageRating(ratings: readonly ModeratedRating[]): number | null {
  const published = publishedRatings(ratings);
  if (published.length === 0) return null;
  const sum = published.reduce((total, {rating}) => total + rating, 0);
  return Math.round((sum / published.length) * 10) / 10;
}

/** The reorder flag of what is chosen: the variant's own flag, else the product's. */
function reorderFlag(state: ProductViewState): boolean {
  if (state.hasVariants) return state.variantSelected?.reorder_possible ?? false;
  return state.details?.reorder_possible ?? false;
}

/**
 * Highest count the shopper may pick: the stock, unless the reorder flag or a shop selling to
 * order allows ordering more (null: no upper bound). 0 when nothing buyable is chosen.
 */
export function maxCount(state: ProductView): number | null {
  if (!state.reorderPossible) return 0;
  if (ordersBeyondStock(reorderFlag(state), {purchase_to_order: state.purchaseToOrder})) {
    return null;
  }
  return state.stock ?? 0;
}

/** What the purchase box says about availability beyond the stock. */
type StockNote = 'reorder' | 'toOrder';

/**
 * "Can be reordered" for an item out of stock whose own reorder flag is set; "to order" when
 * only the shop's purchase_to_order lets the chosen count be ordered (out of stock, or more than
 * the stock); null while the stock covers the count or nothing buyable is chosen (decision 009i).
 */
export function stockNote(state: ProductView): StockNote | null {
  if (state.details === null || !state.reorderPossible) return null;
  const stock = Math.max(state.stock ?? 0, 0);
  if (reorderFlag(state)) return stock > 0 ? null : 'reorder';
  if (!state.purchaseToOrder) return null;
  return stock === 0 || state.countSelected > stock ? 'toOrder' : null;
}

/** Keeps a count within 1…max; NaN (a cleared number field) keeps the current count. */
function clampCount(count: number, max: number | null, current: number): number {
  if (Number.isNaN(count)) return current;
  const whole = Math.trunc(count);
  const upper = max ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(whole, INITIAL_COUNT), upper);
}

// spec §4 "Reorder is possible when the reorder flag is set or stock is not empty"; a shop selling
// to order counts as a set flag for every item (decision 009i).
function canReorder(flag: boolean, stock: number | null, purchaseToOrder: boolean): boolean {
  return isReorderPossible(ordersBeyondStock(flag, {purchase_to_order: purchaseToOrder}), stock);
}

// spec §4 add: a product without variants takes price, stock and shipping time, count 1.
function withoutVariants(details: Product, purchaseToOrder: boolean): Partial<ProductViewState> {
  return {
    hasVariants: false,
    variantsAvailable: [],
    variantSelected: null,
    variantPriceRange: null,
    priceBrutto: details.price_brutto,
    stock: details.stock,
    shippingTime: details.shipping_time,
    reorderPossible: canReorder(details.reorder_possible, details.stock, purchaseToOrder),
    countSelected: INITIAL_COUNT,
  };
}

// spec §4 variantChange: a chosen variant sets stock, price, shipping and count 1. A variant
// without its own shipping time ships like its product (decision 009 item).
function chosenVariant(
  details: Product,
  variant: ProductVariant,
  purchaseToOrder: boolean,
): Partial<ProductViewState> {
  return {
    variantSelected: variant,
    priceBrutto: variant.price_brutto,
    stock: variant.stock,
    shippingTime: variant.shipping_time ?? details.shipping_time,
    reorderPossible: canReorder(variant.reorder_possible, variant.stock, purchaseToOrder),
    countSelected: INITIAL_COUNT,
  };
}

// spec §4 variantChange: an empty selection clears stock, price, count and shipping.
const EMPTY_SELECTION: Partial<ProductViewState> = {
  variantSelected: null,
  priceBrutto: null,
  stock: null,
  shippingTime: null,
  reorderPossible: false,
  countSelected: 0,
};

function addDetails(state: ProductView, details: Product): ProductView {
  const status = LOAD_TRANSITIONS[state.status].found;
  const base: ProductView = {
    ...INITIAL_PRODUCT_VIEW,
    status,
    requestedId: details.id,
    purchaseToOrder: state.purchaseToOrder,
    details,
    variantDisplayName: details.variant_display_name ?? DEFAULT_VARIANT_DISPLAY_NAME,
    ratingsCount: publishedRatings(details.ratings).length,
    averageRating: averageRating(details.ratings),
  };
  const variants = details.variants.filter((variant) => variant.active);
  const fresh: ProductView =
    details.variants.length === 0
      ? {...base, ...withoutVariants(details, state.purchaseToOrder)}
      : {
          ...base,
          ...EMPTY_SELECTION,
          hasVariants: true,
          variantsAvailable: variants,
          variantPriceRange: variantPriceRange(variants),
        };
  // A refresh of the shown product keeps what the shopper already chose (decision 009 item).
  if (!sameId(state.details?.id, details.id)) return fresh;
  return keepChoices(state, fresh);
}

function keepChoices(previous: ProductView, fresh: ProductView): ProductView {
  let next = fresh;
  const chosen = previous.variantSelected;
  if (chosen !== null && fresh.details !== null) {
    const still = fresh.variantsAvailable.find((variant) => sameId(variant.id, chosen.id));
    if (still) next = {...next, ...chosenVariant(fresh.details, still, fresh.purchaseToOrder)};
  }
  if (next.countSelected > 0 && previous.countSelected > 0) {
    next = {...next, countSelected: clampCount(previous.countSelected, maxCount(next), 1)};
  }
  for (const [name, value] of Object.entries(previous.personalization)) {
    next = changePersonalization(next, name, value);
  }
  return next;
}

function changeVariant(state: ProductView, variantId: Id | null): ProductView {
  if (state.details === null || !state.hasVariants) return state;
  if (variantId === null) return {...state, ...EMPTY_SELECTION};
  const variant = state.variantsAvailable.find((candidate) => sameId(candidate.id, variantId));
  // An id that is not on offer (inactive, other product) is ignored rather than guessed at.
  if (!variant) return state;
  return {...state, ...chosenVariant(state.details, variant, state.purchaseToOrder)};
}

function changeCount(state: ProductView, count: number): ProductView {
  const max = maxCount(state);
  if (max === 0) return state;
  const next = clampCount(count, max, state.countSelected);
  return next === state.countSelected ? state : {...state, countSelected: next};
}

function changePersonalization(state: ProductView, name: string, value: string): ProductView {
  const field = state.details?.personalization
    .flatMap((offer) => offer.fields)
    .find((candidate) => candidate.name === name);
  // Only the product's own fields are kept; a select only takes one of its options.
  if (!field) return state;
  if (field.type === 'select' && value !== '' && !field.options.includes(value)) return state;
  const kept = field.max_length === null ? value : value.slice(0, field.max_length);
  return {...state, personalization: {...state.personalization, [name]: kept}};
}

function loadEvent(state: ProductView, id: Id, event: LoadEvent): ProductView {
  if (event === 'start') {
    // Another product: drop the old details so the page never shows the wrong product.
    if (!sameId(state.details?.id, id)) {
      return {...INITIAL_PRODUCT_VIEW, requestedId: id, purchaseToOrder: state.purchaseToOrder};
    }
    return {...state, requestedId: id, status: LOAD_TRANSITIONS[state.status].start};
  }
  if (!sameId(state.requestedId, id)) return state;
  const status = LOAD_TRANSITIONS[state.status][event];
  if (status === 'notFound') {
    return {
      ...INITIAL_PRODUCT_VIEW,
      status,
      requestedId: id,
      purchaseToOrder: state.purchaseToOrder,
    };
  }
  return {...state, status};
}

/** The item page's state (spec §3/§4): one case per action, pure helpers above. */
export function productViewReducer(state: ProductView, action: ProductViewAction): ProductView {
  switch (action.type) {
    case 'add':
      // An answer for a product no longer asked for (a quick switch) is dropped.
      if (state.requestedId !== null && !sameId(state.requestedId, action.details.id)) {
        return state;
      }
      return addDetails(state, action.details);
    case 'reset':
      return INITIAL_PRODUCT_VIEW;
    case 'variantChange':
      return changeVariant(state, action.variantId);
    case 'countChange':
      return changeCount(state, action.count);
    case 'personalizationChange':
      return changePersonalization(state, action.name, action.value);
    case 'loadStart':
      return loadEvent(state, action.id, 'start');
    case 'notFound':
      return loadEvent(state, action.id, 'missing');
    case 'loadFailed':
      return loadEvent(state, action.id, 'failed');
    default: {
      const unknown: never = action;
      console.warn('[productView] unknown action ignored', unknown);
      return state;
    }
  }
}

// Prices order lines from the catalogue, never from the client (decision 010). The rules mirror
// the item page's purchase box (spec §4 Product view actions): a product with variants needs an
// active variant, a price on request cannot be ordered, required personalization must be filled,
// and more than the stock only when the reorder flag is set or the shop sells to order.
import {
  ordersBeyondStock,
  type OrderLine,
  type PersonalizationField,
  type Product,
  type ProductVariant,
  type ShopSettings,
} from '@schaufenster/core';
import type {ServiceError} from '../http/reply.ts';
import {sameId, toCents} from './money.ts';

/** An order line as priced by the server. */
export interface PricedLine {
  /** Product id as text. */
  product: string;
  /** Variant id as text, or null. */
  variant: string | null;
  /** Product name (and variant name) at order time, for whoever reads the order. */
  name: string;
  /** Trimmed, non-blank personalization values. */
  personalization: Record<string, string>;
  /** How many were ordered. */
  count: number;
  /** Catalogue unit price in cents. */
  unitCents: number;
  /** unitCents × count. */
  lineCents: number;
}

/** A priced line, or why the line cannot be ordered. */
export type LineResult =
  | {ok: true; line: PricedLine; stockKey: string; stock: StockRule}
  | {ok: false; errors: ServiceError[]};

/** How many of one product (or variant) may be ordered: any number, or up to `max`. */
export type StockRule = {unlimited: true} | {unlimited: false; max: number};

/** Spec §4: reorder possible when the flag is set (no upper bound), else up to the stock. */
function stockRule(reorderFlag: boolean, stock: number | null): StockRule {
  return reorderFlag ? {unlimited: true} : {unlimited: false, max: Math.max(stock ?? 0, 0)};
}

/**
 * Prices line `index` of an order against the published `products`. Beyond the stock only where
 * the purchase box allows it too (core `ordersBeyondStock`: reorder flag or purchase_to_order).
 */
export function priceLine(
  products: readonly Product[],
  line: OrderLine,
  index: number,
  settings: Pick<ShopSettings, 'purchase_to_order'>,
): LineResult {
  const at = `products.${index}`;
  const product = products.find((candidate) => sameId(candidate.id, line.product));
  if (!product) {
    return fail(`${at}.product`, 'unknown_product', `Unknown product ${String(line.product)}`);
  }
  const chosen = chooseVariant(product, line.variant, at);
  if (!chosen.ok) return chosen;
  const {variant} = chosen;
  const price = variant ? variant.price_brutto : product.price_brutto;
  if (price === null) {
    return fail(at, 'price_on_request', `${product.display_name} has a price on request only`);
  }
  const personalization = checkPersonalization(product, line.personalization, at);
  if (!personalization.ok) return personalization;
  const unitCents = toCents(price);
  return {
    ok: true,
    line: {
      product: String(product.id),
      variant: variant ? String(variant.id) : null,
      name: variant ? `${product.display_name} – ${variant.display_name}` : product.display_name,
      personalization: personalization.values,
      count: line.count,
      unitCents,
      lineCents: unitCents * line.count,
    },
    stockKey: `${String(product.id)}|${variant ? String(variant.id) : ''}`,
    stock: variant
      ? stockRule(ordersBeyondStock(variant.reorder_possible, settings), variant.stock)
      : stockRule(ordersBeyondStock(product.reorder_possible, settings), product.stock),
  };
}

function fail(path: string, code: string, message: string): {ok: false; errors: ServiceError[]} {
  return {ok: false, errors: [{code, message, path}]};
}

type VariantChoice =
  {ok: true; variant: ProductVariant | null} | {ok: false; errors: ServiceError[]};

// A product with variants is bought as one of its active variants (the purchase box offers only
// those); a product without variants takes no variant.
function chooseVariant(
  product: Product,
  variantId: OrderLine['variant'],
  at: string,
): VariantChoice {
  if (variantId === null) {
    return product.variants.length > 0
      ? fail(`${at}.variant`, 'variant_required', `Choose a variant of ${product.display_name}`)
      : {ok: true, variant: null};
  }
  const variant = product.variants.find((candidate) => sameId(candidate.id, variantId));
  if (!variant) {
    return fail(
      `${at}.variant`,
      'unknown_variant',
      `Product ${String(product.id)} has no variant ${String(variantId)}`,
    );
  }
  if (!variant.active) {
    return fail(
      `${at}.variant`,
      'variant_unavailable',
      `Variant ${String(variant.id)} is not on offer`,
    );
  }
  return {ok: true, variant};
}

type PersonalizationCheck =
  {ok: true; values: Record<string, string>} | {ok: false; errors: ServiceError[]};

function checkPersonalization(
  product: Product,
  given: Readonly<Record<string, string>>,
  at: string,
): PersonalizationCheck {
  const fields = new Map<string, PersonalizationField>(
    product.personalization.flatMap((offer) => offer.fields.map((field) => [field.name, field])),
  );
  const values: Record<string, string> = {};
  const errors: ServiceError[] = [];
  for (const [name, raw] of Object.entries(given)) {
    const value = raw.trim();
    const path = `${at}.personalization.${name}`;
    const field = fields.get(name);
    if (!field) {
      errors.push({code: 'invalid_personalization', message: `Unknown field ${name}`, path});
    } else if (field.max_length !== null && value.length > field.max_length) {
      errors.push({
        code: 'invalid_personalization',
        message: `${name} is longer than ${field.max_length} characters`,
        path,
      });
    } else if (field.type === 'select' && value !== '' && !field.options.includes(value)) {
      errors.push({code: 'invalid_personalization', message: `${name} is not an option`, path});
    } else if (value !== '') {
      values[name] = value;
    }
  }
  for (const field of fields.values()) {
    if (field.required && values[field.name] === undefined && !given[field.name]?.trim()) {
      errors.push({
        code: 'personalization_missing',
        message: `${field.name} is required`,
        path: `${at}.personalization.${field.name}`,
      });
    }
  }
  return errors.length > 0 ? {ok: false, errors} : {ok: true, values};
}

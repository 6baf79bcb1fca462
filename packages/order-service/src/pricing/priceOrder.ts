// The server's price of an order (spec §7 /ecom/order; decision 010): lines from the catalogue,
// shipping from the settings, stock per product or variant over all lines. The client's
// price_brutto, shipping_cost and total_price_brutto are never used.
import {showsCartWidget, type OrderPayload, type StaticCatalogue} from '@schaufenster/core';
import type {ServiceError} from '../http/reply.ts';
import {priceLine, type PricedLine, type StockRule} from './lines.ts';
import {priceShipping} from './shipping.ts';

/** An order as the server prices it, in cents. */
export interface PricedOrder {
  /** The lines in body order, priced from the catalogue. */
  lines: PricedLine[];
  /** Sum of the lines, in cents. */
  subtotalCents: number;
  /** Shipping cost from the settings, in cents. */
  shippingCents: number;
  /** subtotalCents + shippingCents. */
  totalCents: number;
}

/** The priced order, or every reason it cannot be placed (answered 422). */
export type PricingResult = {ok: true; order: PricedOrder} | {ok: false; errors: ServiceError[]};

interface StockUse {
  rule: StockRule;
  count: number;
  firstIndex: number;
}

/** Prices `order` against `catalogue`; pure. */
export function priceOrder(catalogue: StaticCatalogue, order: OrderPayload): PricingResult {
  const {settings} = catalogue;
  // spec §4 Cart widget: the cart exists only with enable_cart and without maintenance_mode.
  if (settings === null || !showsCartWidget(settings)) {
    return {
      ok: false,
      errors: [{code: 'shop_closed', message: 'The shop does not take orders right now'}],
    };
  }
  const errors: ServiceError[] = [];
  const lines: PricedLine[] = [];
  const stock = new Map<string, StockUse>();
  order.products.forEach((line, index) => {
    const result = priceLine(catalogue.products, line, index, settings);
    if (!result.ok) {
      errors.push(...result.errors);
      return;
    }
    lines.push(result.line);
    const use = stock.get(result.stockKey);
    if (use) use.count += line.count;
    else stock.set(result.stockKey, {rule: result.stock, count: line.count, firstIndex: index});
  });
  for (const use of stock.values()) {
    if (!use.rule.unlimited && use.count > use.rule.max) {
      errors.push({
        code: 'out_of_stock',
        message: `Only ${use.rule.max} in stock and no reorder possible`,
        path: `products.${use.firstIndex}.count`,
      });
    }
  }
  const shipping = priceShipping(settings, order);
  if (!shipping.ok) errors.push(...shipping.errors);
  if (errors.length > 0 || !shipping.ok) return {ok: false, errors};
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  return {
    ok: true,
    order: {
      lines,
      subtotalCents,
      shippingCents: shipping.cents,
      totalCents: subtotalCents + shipping.cents,
    },
  };
}

// A cart re-priced from the order service's price refusal: the corrections' indexes point into the
// posted order, which buildOrder made from the cart's lines; the re-priced cart carries exactly the
// catalogue's prices on those lines, keeps every other line as it was, and sums again.
import fc from 'fast-check';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {Cart, CheckoutState, LinePriceCorrection} from '@schaufenster/core';
import {
  EMPTY_CART,
  cartReducer,
  lineTotal,
  type CartAction,
  type CartItemInput,
} from '../cart/cartReducer.ts';
import {ANNA_ADDRESS, JEWELLER_SETTINGS, TWO_LINE_CART} from '../stories/checkoutSeed.ts';
import {buildOrder, linesTotal, roundPrice, type OrderDraft} from './buildOrder.ts';
import {INITIAL_CHECKOUT_STATE} from './checkoutReducer.ts';
import {lineName, priceChangesFor, type PriceChange} from './repricing.ts';

// DHL Standard to Germany, 9.90 €, prepayment.
const FILLED: CheckoutState = {
  ...INITIAL_CHECKOUT_STATE,
  customerEmail: 'anna@example.com',
  shippingAddress: ANNA_ADDRESS,
  paymentMethod: 1,
  shippingMethod: 1,
  shippingCost: 9.9,
};
const SHIPPING = 9.9;

function orderOf(cart: Cart): OrderDraft {
  const built = buildOrder(cart, FILLED, JEWELLER_SETTINGS, 'de');
  if (!built.ok) throw new Error(built.problems.join());
  return built.order;
}

// What the checkout does with the service's answer: find the changes, then re-price the cart.
function reprice(cart: Cart, order: OrderDraft, corrections: LinePriceCorrection[]) {
  const changes = priceChangesFor(cart, order.products, corrections);
  const prices = changes.map(({cartId, newPrice}) => ({cartId, priceBrutto: newPrice}));
  const action: CartAction = {type: 'reprice', prices, timestamp: 2};
  return {changes, cart: cartReducer(cart, action)};
}

const cents = (price: number) => Math.round(price * 100);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('priceChangesFor', () => {
  it('re-prices the engraved ring in size 54 at index 0 and names it as the summary does', () => {
    const order = orderOf(TWO_LINE_CART);
    const {changes, cart} = reprice(TWO_LINE_CART, order, [{index: 0, expected: 129}]);
    expect(changes).toEqual<PriceChange[]>([
      {
        cartId: 'line-1',
        name: 'Thomas Sabo Ring Zirkonia – Größe 54',
        oldPrice: 119,
        newPrice: 129,
      },
    ]);
    expect(cart.products.map((line) => line.priceBrutto)).toEqual([129, 24.9]);
    expect(cart).toMatchObject({totalCount: 3, totalPriceBrutto: 282.9, timestamp: 2});
    // Confirmed again, the order carries the new unit price and total.
    expect(orderOf(cart)).toMatchObject({
      products: [{price_brutto: 129}, {price_brutto: 24.9}],
      total_price_brutto: 292.8,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('finds the line again by product, variant and personalization when the cart changed meanwhile', () => {
    const order = orderOf(TWO_LINE_CART);
    // Another tab removed the ring while the order was on its way: index 1 is now index 0.
    const careOnly = cartReducer(TWO_LINE_CART, {type: 'remove', cartId: 'line-1', timestamp: 3});
    const {changes, cart} = reprice(careOnly, order, [
      {index: 0, expected: 129},
      {index: 1, expected: 19.9},
    ]);
    expect(changes.map((change) => change.cartId)).toEqual(['line-2']);
    expect(cart.products).toEqual([{...careOnly.products[0], priceBrutto: 19.9}]);
  });

  it('changes nothing for a price the cart holds already, or an index the order never had', () => {
    const order = orderOf(TWO_LINE_CART);
    const {changes, cart} = reprice(TWO_LINE_CART, order, [
      {index: 1, expected: 24.9},
      {index: 7, expected: 1},
    ]);
    expect(changes).toEqual([]);
    expect(cart).toBe(TWO_LINE_CART);
  });

  it('names a line without a stored name by its product id', () => {
    const line = {...TWO_LINE_CART.products[1]!, product: {id: 137}};
    expect(lineName(line)).toBe('137');
  });
});

// Small id ranges, so generated carts hold the same product in several variants and engravings.
const item: fc.Arbitrary<CartItemInput> = fc
  .record({
    product: fc.integer({min: 1, max: 4}),
    variant: fc.option(fc.integer({min: 1, max: 3})),
    personalization: fc.option(
      fc.constantFrom<Record<string, string>>({}, {engraving: 'A & B'}, {engraving: 'Für immer'}),
    ),
    count: fc.integer({min: 1, max: 5}),
    cents: fc.integer({min: 0, max: 500_000}),
  })
  .map(({product, variant, personalization, count, cents: price}) => ({
    product: {id: product, display_name: `Produkt ${product}`},
    variant: variant === null ? null : {id: variant, display_name: `Variante ${variant}`},
    personalization,
    count,
    priceBrutto: price / 100,
  }));

const cartOf = (items: CartItemInput[]): Cart =>
  items.reduce<Cart>(
    (cart, entry, i) => cartReducer(cart, {type: 'add', item: entry, timestamp: i + 1}),
    EMPTY_CART,
  );

const price = fc.integer({min: 0, max: 500_000}).map((value) => value / 100);

describe('re-pricing, for any cart and any catalogue prices', () => {
  it('sets exactly the expected prices at the refused indexes, keeps the rest, and sums again', () => {
    fc.assert(
      fc.property(
        fc.array(item, {minLength: 1, maxLength: 8}),
        fc.array(fc.tuple(fc.nat({max: 7}), price), {maxLength: 8}),
        (items, refusals) => {
          const before = cartOf(items);
          const order = orderOf(before);
          // The service answers once per line: keep an index's first expected price.
          const expected = new Map<number, number>();
          for (const [index, value] of refusals) {
            if (index < order.products.length && !expected.has(index)) expected.set(index, value);
          }
          const corrections = [...expected].map(([index, value]) => ({index, expected: value}));

          const {changes, cart} = reprice(before, order, corrections);

          expect(cart.products.map((line) => line.cartId)).toEqual(
            before.products.map((line) => line.cartId),
          );
          before.products.forEach((line, index) => {
            const next = cart.products[index]!;
            const catalogue = expected.get(index);
            if (catalogue === undefined) expect(next).toBe(line);
            else
              expect({...next, priceBrutto: cents(next.priceBrutto)}).toEqual({
                ...line,
                priceBrutto: cents(catalogue),
              });
          });
          // One sentence per line whose price really changed, with its old and new price.
          expect(changes).toEqual(
            before.products.flatMap((line, index) => {
              const catalogue = expected.get(index);
              return catalogue === undefined || cents(catalogue) === cents(line.priceBrutto)
                ? []
                : [
                    {
                      cartId: line.cartId,
                      name: lineName(line),
                      oldPrice: line.priceBrutto,
                      newPrice: catalogue,
                    },
                  ];
            }),
          );
          if (changes.length === 0) expect(cart).toBe(before);
          // Totals: the count stays, the sum is the lines' sum, the new order is what the
          // service computes from its catalogue (prices at the refused lines, the rest as sent).
          expect(cart.totalCount).toBe(before.totalCount);
          expect(cents(cart.totalPriceBrutto)).toBe(
            cart.products.reduce((sum, line) => sum + cents(lineTotal(line)), 0),
          );
          expect(cents(linesTotal(cart))).toBe(cents(cart.totalPriceBrutto));
          const serverCents =
            order.products.reduce(
              (sum, line, index) =>
                sum + line.count * cents(expected.get(index) ?? line.price_brutto),
              0,
            ) + cents(SHIPPING);
          const again = orderOf(cart);
          expect(cents(again.total_price_brutto)).toBe(serverCents);
          expect(again.total_price_brutto).toBe(roundPrice(again.total_price_brutto));
          expect(warn).not.toHaveBeenCalled();
        },
      ),
    );
  });
});

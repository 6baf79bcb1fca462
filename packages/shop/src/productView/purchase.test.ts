import {beforeAll, describe, expect, it} from 'vitest';
import type {Product} from '@schaufenster/core';
import {loadRetailer} from '@schaufenster/fixtures';
import {initProductView, productViewReducer, type ProductViewAction} from './productViewReducer.ts';
import {
  cartLineRequest,
  missingPersonalization,
  personalizationValues,
  productName,
  purchaseBlocker,
} from './purchase.ts';

let products: Product[] = [];

beforeAll(async () => {
  products = (await loadRetailer('juwelier-morgenstern')).products;
});

function productWhere(what: string, test: (product: Product) => boolean): Product {
  const found = products.find(test);
  if (!found) throw new Error(`fixture lacks a product with ${what}`);
  return found;
}

const LANGS = ['de', 'en', 'fr'] as const;

function view(product: Product, ...actions: ProductViewAction[]) {
  return actions.reduce(productViewReducer, initProductView(product));
}

describe('purchaseBlocker', () => {
  it('asks for a variant until one is chosen', () => {
    const product = productWhere('variants in stock', (p) =>
      p.variants.some((v) => v.active && (v.stock ?? 0) > 0),
    );
    expect(purchaseBlocker(view(product))).toBe('chooseVariant');
    const variant = product.variants.find((v) => v.active && (v.stock ?? 0) > 0);
    expect(
      purchaseBlocker(view(product, {type: 'variantChange', variantId: variant?.id ?? 0})),
    ).toBeNull();
  });

  it('is "notAvailable" when no variant is active', () => {
    const product = productWhere('variants', (p) => p.variants.length > 0);
    const none = {...product, variants: product.variants.map((v) => ({...v, active: false}))};
    expect(purchaseBlocker(view(none))).toBe('notAvailable');
  });

  it('is "notAvailable" out of stock without reorder, fine with reorder', () => {
    const noReorder = productWhere('stock 0, no reorder, priced', (p) => {
      return (
        p.variants.length === 0 && p.stock === 0 && !p.reorder_possible && p.price_brutto !== null
      );
    });
    const reorder = productWhere('stock 0, reorder', (p) => {
      return p.variants.length === 0 && p.stock === 0 && p.reorder_possible;
    });
    expect(purchaseBlocker(view(noReorder))).toBe('notAvailable');
    expect(purchaseBlocker(view(reorder))).toBeNull();
  });

  it('is "priceOnRequest" without a price', () => {
    const onRequest = productWhere(
      'no price',
      (p) => p.price_brutto === null && p.variants.length === 0,
    );
    expect(purchaseBlocker(view(onRequest))).toBe('priceOnRequest');
  });

  it('is "loading" without details', () => {
    expect(purchaseBlocker(initProductView())).toBe('loading');
  });
});

describe('personalization values', () => {
  it('lists blank required fields and keeps trimmed non-blank values', () => {
    const product = productWhere('personalization without variants', (p) => {
      return p.personalization.length > 0 && p.variants.length === 0 && (p.stock ?? 0) > 0;
    });
    const [required, optional] = product.personalization[0]?.fields ?? [];
    if (!required?.required || !optional) throw new Error('fixture lacks required + optional');
    const blank = view(product, {type: 'personalizationChange', name: required.name, value: '  '});
    expect(missingPersonalization(blank)).toEqual([required.name]);
    expect(personalizationValues(blank)).toBeNull();
    const filled = view(
      product,
      {type: 'personalizationChange', name: required.name, value: ' Anna '},
      {type: 'personalizationChange', name: optional.name, value: ''},
    );
    expect(missingPersonalization(filled)).toEqual([]);
    expect(personalizationValues(filled)).toEqual({[required.name]: 'Anna'});
    expect(cartLineRequest(blank, 'de', LANGS)).toBeNull();
    expect(cartLineRequest(filled, 'de', LANGS)?.personalization).toEqual({
      [required.name]: 'Anna',
    });
  });
});

describe('cartLineRequest (CART contract addToCart input)', () => {
  it('carries product, variant in the page language, count and unit price', () => {
    const product = productWhere(
      'variants with English names',
      (p) =>
        p.variants.some((v) => v.active && (v.stock ?? 0) > 1 && v.translations.length > 1) &&
        p.personalization.length === 0,
    );
    const variant = product.variants.find((v) => v.active && (v.stock ?? 0) > 1);
    if (!variant) throw new Error('no variant');
    const state = view(
      product,
      {type: 'variantChange', variantId: variant.id},
      {type: 'countChange', count: 2},
    );
    const english = variant.translations.find((entry) => entry.language === 'en')?.display_name;
    expect(cartLineRequest(state, 'en', LANGS)).toEqual({
      product: {
        id: product.id,
        display_name: productName(product, 'en', LANGS),
        slug: product.slug,
        image: product.images[0],
      },
      variant: {id: variant.id, display_name: english},
      personalization: null,
      count: 2,
      priceBrutto: variant.price_brutto,
    });
  });

  it('is null while the purchase is blocked', () => {
    const product = productWhere('variants', (p) => p.variants.length > 0);
    expect(cartLineRequest(view(product), 'de', LANGS)).toBeNull();
  });
});

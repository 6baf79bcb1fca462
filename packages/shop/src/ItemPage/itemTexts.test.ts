import {beforeAll, describe, expect, it} from 'vitest';
import type {Image, Product} from '@schaufenster/core';
import {loadRetailer} from '@schaufenster/fixtures';
import {initProductView, productViewReducer} from '../productView/index.ts';
import {
  attributeRows,
  imageUrl,
  priceDisplay,
  referenceNumber,
  sizeGuideRows,
} from './itemTexts.ts';

let products: Product[] = [];

beforeAll(async () => {
  products = (await loadRetailer('juwelier-morgenstern')).products;
});

function productWhere(what: string, test: (product: Product) => boolean): Product {
  const found = products.find(test);
  if (!found) throw new Error(`fixture lacks a product with ${what}`);
  return found;
}

describe('priceDisplay', () => {
  it('shows the product price, or "on request" when it is null (spec §2)', () => {
    const priced = productWhere(
      'a price, no variants',
      (p) => p.variants.length === 0 && p.price_brutto !== null,
    );
    expect(priceDisplay(initProductView(priced))).toEqual({
      kind: 'price',
      value: priced.price_brutto,
    });
    expect(priceDisplay(initProductView({...priced, price_brutto: null}))).toEqual({
      kind: 'onRequest',
    });
  });

  it('before a variant is chosen: "from" the lowest, or the one shared price', () => {
    const product = productWhere('variants', (p) => p.variants.length > 1);
    const [a, b] = product.variants;
    if (!a || !b) throw new Error('two variants needed');
    const two = (x: number | null, y: number | null) => ({
      ...product,
      variants: [
        {...a, active: true, price_brutto: x},
        {...b, active: true, price_brutto: y},
      ],
    });
    expect(priceDisplay(initProductView(two(90, 120)))).toEqual({kind: 'from', value: 90});
    expect(priceDisplay(initProductView(two(90, 90)))).toEqual({kind: 'price', value: 90});
    expect(priceDisplay(initProductView(two(null, null)))).toEqual({kind: 'onRequest'});
    const chosen = productViewReducer(initProductView(two(90, 120)), {
      type: 'variantChange',
      variantId: b.id,
    });
    expect(priceDisplay(chosen)).toEqual({kind: 'price', value: 120});
  });

  it('is null while nothing is loaded', () => {
    expect(priceDisplay(initProductView())).toBeNull();
  });
});

describe('referenceNumber', () => {
  it('appends the chosen variant’s suffix', () => {
    const product = productWhere(
      'a variant with suffix',
      (p) =>
        p.reference_number !== null && p.variants.some((v) => v.reference_number_suffix !== null),
    );
    const variant = product.variants.find((v) => v.reference_number_suffix !== null) ?? null;
    expect(referenceNumber(product, null)).toBe(product.reference_number);
    expect(referenceNumber(product, variant)).toBe(
      `${product.reference_number}${variant?.reference_number_suffix}`,
    );
    expect(referenceNumber({...product, reference_number: null}, variant)).toBeNull();
    expect(referenceNumber({...product, reference_number: ' '}, null)).toBeNull();
  });
});

describe('imageUrl', () => {
  const image: Image = {
    id: 'x',
    filename_download: ' Ring Gold.SVG ',
    title: null,
    width: null,
    height: null,
  };
  it('lower-cases and trims the file name (spec §3) under the base', () => {
    expect(imageUrl(image, '/images/')).toBe('/images/ring%20gold.svg');
    expect(imageUrl(image, '/img')).toBe('/img/ring%20gold.svg');
  });
});

describe('attributeRows', () => {
  it('names groups and values in the page language', () => {
    const product = productWhere('attributes', (p) => p.attributes.length > 0);
    const [first] = product.attributes;
    const rows = attributeRows(product, 'en', ['de', 'en', 'fr']);
    const english = first?.group.translations.find((entry) => entry.language === 'en');
    expect(rows).toHaveLength(product.attributes.length);
    expect(rows[0]?.group).toBe(english?.display_name);
    expect(rows[0]?.values).toEqual(
      first?.display_values.map(
        (value) => value.translations.find((entry) => entry.language === 'en')?.display_value,
      ),
    );
  });
});

describe('sizeGuideRows', () => {
  it('splits off the header row; null for an empty table', () => {
    expect(
      sizeGuideRows([
        ['Größe', 'mm'],
        ['50', '15,9'],
      ]),
    ).toEqual({
      head: ['Größe', 'mm'],
      body: [['50', '15,9']],
    });
    expect(sizeGuideRows([])).toBeNull();
    expect(sizeGuideRows([[]])).toBeNull();
  });
});

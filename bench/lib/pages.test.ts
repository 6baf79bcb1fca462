import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {STORAGE_KEYS} from '@schaufenster/core';
import {loadRetailer} from '@schaufenster/fixtures';
import {validateStoredCart} from '../../packages/shop/src/cart/storedCart.ts';
import {TEMPLATES} from './budget.ts';
import {pageDataPathname} from './navigation.ts';
import {
  MEASURED_CART,
  MEASURED_RETAILER,
  NAVIGATION_TARGETS,
  TEMPLATE_PATHS,
  htmlFile,
  storageFor,
} from './pages.ts';

describe('measured pages', () => {
  it('has one German path per template', () => {
    expect(Object.keys(TEMPLATE_PATHS)).toEqual([...TEMPLATES]);
    for (const pathname of Object.values(TEMPLATE_PATHS)) {
      expect(pathname).not.toMatch(/^\/(en|fr)\//);
    }
  });

  it('maps paths to the build output files (decision 011 Output)', () => {
    expect(htmlFile('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(htmlFile('/out', '/shop/warenkorb')).toBe(
      path.join('/out', 'shop/warenkorb/index.html'),
    );
  });

  it('maps paths to page-data files (root → index)', () => {
    expect(pageDataPathname('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataPathname('/en/')).toBe('/page-data/en/page-data.json');
    expect(pageDataPathname('/shop/artikel/x')).toBe('/page-data/shop/artikel/x/page-data.json');
  });

  it('navigates to a different page on every hop', () => {
    const hops = ['/', ...NAVIGATION_TARGETS];
    hops.slice(1).forEach((target, index) => expect(target).not.toBe(hops[index]));
  });

  it('measures cart and checkout with a stored cart, every other page without', () => {
    for (const template of TEMPLATES) {
      const seeded = template === 'cart' || template === 'checkout';
      expect(Object.keys(storageFor(template))).toEqual(seeded ? [STORAGE_KEYS.cart] : []);
    }
    const stored: unknown = JSON.parse(storageFor('checkout')[STORAGE_KEYS.cart] ?? 'null');
    // As the cart store reads it back: a corrupt entry would be dropped, the cart empty.
    expect(validateStoredCart(stored)).toEqual(MEASURED_CART);
  });

  it("stores the jeweller's products at their prices, with consistent totals", async () => {
    const {products} = await loadRetailer(MEASURED_RETAILER);
    for (const line of MEASURED_CART.products) {
      const product = products.find((entry) => entry.id === line.product.id);
      expect(product?.slug).toBe(line.product.slug);
      expect(product?.images[0]).toEqual(line.product.image);
      const variant = product?.variants.find((entry) => entry.id === line.variant?.id);
      expect(variant?.price_brutto ?? product?.price_brutto).toBe(line.priceBrutto);
    }
    const lines = MEASURED_CART.products;
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(MEASURED_CART.totalCount);
    const cents = lines.reduce(
      (sum, line) => sum + Math.round(line.priceBrutto * 100) * line.count,
      0,
    );
    expect(cents / 100).toBe(MEASURED_CART.totalPriceBrutto);
  });
});

// What the prerender (and so the first client render during hydration) shows while the browser
// already holds a cart: the loading note, never the empty state or the lines (decision 009 cart).
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {OrderClient, ShopApi} from '@schaufenster/core';
import {LanguageProvider} from '@schaufenster/ui';
import {CartButton} from '../CartButton/CartButton.tsx';
import {addToCart, initCart, resetCart} from '../cart/cartStore.ts';
import {ShopProvider} from '../ShopProvider/index.ts';
import {CartPage} from './CartPage.tsx';

function prerender(node: ReturnType<typeof createElement>): string {
  const shop = createElement(
    ShopProvider,
    {
      api: {} as ShopApi,
      orders: {} as OrderClient,
      domain: 'juwelier-morgenstern.example',
      storeRootPath: '/shop',
    },
    node,
  );
  return renderToString(createElement(LanguageProvider, {lang: 'de', children: shop}));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  initCart({storage: () => undefined});
  addToCart({
    product: {id: 137, display_name: 'Schmuckpflege-Set'},
    variant: null,
    personalization: null,
    count: 3,
    priceBrutto: 24.9,
  });
});
afterEach(() => {
  resetCart();
  vi.restoreAllMocks();
});

describe('server rendering with a cart already in the store', () => {
  it('shows the cart page loading note, not the empty state nor the lines', () => {
    const html = prerender(createElement(CartPage));
    expect(html).toContain('Warenkorb wird geladen …');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('Ihr Warenkorb ist leer.');
    expect(html).not.toContain('Schmuckpflege-Set');
  });

  it('names the cart button from the empty cart, as the first client render will', () => {
    const html = prerender(
      createElement(CartButton, {storeRootPath: '/shop', settings: {enable_cart: true}}),
    );
    expect(html).toContain('Warenkorb (0)');
    expect(html).not.toContain('Warenkorb (3)');
  });
});

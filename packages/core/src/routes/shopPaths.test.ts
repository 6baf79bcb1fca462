import {describe, expect, it} from 'vitest';
import {brandPath, cartPath, checkoutPath, itemPath} from './shopPaths.ts';

describe('brandPath', () => {
  it('puts the brand below its category page', () => {
    expect(brandPath('watches', 'rolex', 'de')).toBe('/uhren/rolex');
    expect(brandPath('watches', 'longines', 'de')).toBe('/uhren/longines');
    expect(brandPath('watches', 'rolex', 'en')).toBe('/en/watches/rolex');
    expect(brandPath('watches', 'rolex', 'fr')).toBe('/uhren/rolex');
    expect(brandPath('floral_workshop', 'x', 'en')).toBe('/en/floral_workshop/x');
  });

  it('trims slashes and spaces from the slug', () => {
    expect(brandPath('jewelry', ' /pandora/ ', 'de')).toBe('/schmuck/pandora');
  });
});

describe('cartPath (spec §2: {storeRootPath}/warenkorb)', () => {
  it('normalises slashes', () => {
    expect(cartPath('/shop')).toBe('/shop/warenkorb');
    expect(cartPath('/shop/')).toBe('/shop/warenkorb');
    expect(cartPath('shop')).toBe('/shop/warenkorb');
    expect(cartPath('//en//shop//')).toBe('/en/shop/warenkorb');
    expect(cartPath('/')).toBe('/warenkorb');
    expect(cartPath('')).toBe('/warenkorb');
  });
});

describe('checkoutPath and itemPath', () => {
  it('build the decided shop paths', () => {
    expect(checkoutPath('/shop/')).toBe('/shop/kasse');
    expect(itemPath('/shop', 'seamaster-300')).toBe('/shop/artikel/seamaster-300');
    expect(itemPath('/fr/boutique/', 42)).toBe('/fr/boutique/artikel/42');
  });
});

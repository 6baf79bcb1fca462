// The pages the bench measures on the jeweller's site (fixtures/retailers/juwelier-morgenstern),
// one per template, all German, and their static HTML figures. Cart and checkout are measured with
// a stored cart (`MEASURED_CART`): with an empty one they show the empty-cart message, not the
// lines and the checkout form a visitor gets.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {STORAGE_KEYS} from '@schaufenster/core';
import {TEMPLATES, type Template} from './budget.ts';
import {aboveFold, gzipBytes, toKb, type AboveFold} from './gzip.ts';

/** The retailer the per-template figures are taken on. */
export const MEASURED_RETAILER = 'juwelier-morgenstern';

/** One German page per template (spec §2 Pages and paths); the item has variants. */
export const TEMPLATE_PATHS: Record<Template, string> = {
  home: '/',
  category: '/uhren',
  contact: '/kontakt',
  imprint: '/impressum',
  item_list: '/shop',
  item: '/shop/artikel/tudor-black-bay-58',
  cart: '/shop/warenkorb',
  checkout: '/shop/kasse',
};

/**
 * The `int-cart` entry (spec §9 Storage keys) cart and checkout are measured with: two of the
 * jeweller's products, a watch in a variant and two care sets, as the item page adds them (with
 * their first image) and the cart store writes them (packages/shop/src/cart/storedCart.ts
 * validates the entry on read).
 */
export const MEASURED_CART = {
  products: [
    {
      cartId: 'p101-v1001',
      product: {
        id: 101,
        display_name: 'Tudor Black Bay 58',
        slug: 'tudor-black-bay-58',
        image: {
          id: 'c968379f-9258-cb26-0b0b-0a06abc2ff6a',
          filename_download: 'watch.svg',
          title: 'Tudor Black Bay 58',
          width: 800,
          height: 800,
        },
      },
      variant: {id: 1001, display_name: 'Stahlband'},
      personalization: {},
      count: 1,
      priceBrutto: 4050,
    },
    {
      cartId: 'p137',
      product: {
        id: 137,
        display_name: 'Schmuckpflege-Set',
        slug: 'schmuckpflege-set',
        image: {
          id: '4b95d0a4-8061-2224-a756-3313c5535aa4',
          filename_download: 'accessory.svg',
          title: 'Schmuckpflege-Set',
          width: 800,
          height: 800,
        },
      },
      variant: null,
      personalization: {},
      count: 2,
      priceBrutto: 24.9,
    },
  ],
  totalCount: 3,
  totalPriceBrutto: 4099.8,
  timestamp: 0,
};

/** Local-storage entries a template is measured with, stored before any page script runs. */
export function storageFor(template: Template): Record<string, string> {
  return template === 'cart' || template === 'checkout'
    ? {[STORAGE_KEYS.cart]: JSON.stringify(MEASURED_CART)}
    : {};
}

/** Client-side hops of the navigation timing, starting at `/`. */
export const NAVIGATION_TARGETS = [
  '/kontakt',
  '/uhren',
  '/impressum',
  '/shop',
  '/shop/artikel/tudor-black-bay-58',
  '/shop/warenkorb',
  '/marken',
  '/',
] as const;

/** The HTML file a path is written to (decision 011 Output). */
export function htmlFile(outDir: string, pathname: string): string {
  return path.join(outDir, pathname.replace(/^\/+|\/+$/g, ''), 'index.html');
}

/** Each template's gzipped HTML size and above-the-fold offsets. */
export interface HtmlFigures {
  gzKb: Record<Template, number>;
  aboveFold: Record<Template, AboveFold>;
}

/** Reads each template's HTML from the build output; a missing page breaks the bench. */
export async function measureHtml(outDir: string): Promise<HtmlFigures> {
  const gzKb = {} as Record<Template, number>;
  const fold = {} as Record<Template, AboveFold>;
  for (const template of TEMPLATES) {
    const file = htmlFile(outDir, TEMPLATE_PATHS[template]);
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch (error) {
      throw new Error(`The ${template} page ${TEMPLATE_PATHS[template]} was not built (${file})`, {
        cause: error,
      });
    }
    gzKb[template] = toKb(gzipBytes(html));
    fold[template] = aboveFold(html);
  }
  return {gzKb, aboveFold: fold};
}

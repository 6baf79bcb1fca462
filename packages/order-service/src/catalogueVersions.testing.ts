// What the catalogue reload tests (`reload.test.ts`, `reloadCli.test.ts`) share: versions of
// the jeweller's catalogue with a changed price, shipping cost, stock or maintenance switch,
// written as catalogue files into temporary folders, and an order priced on one version.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SHOP_CONTENT_FILE, type StaticCatalogue} from '@schaufenster/core';
import {PAYMENT} from './payments.testing.ts';
import {
  JEWELLER_DOMAIN,
  loadJeweller,
  orderBody,
  post,
  withAmpleStock,
} from './testService.testing.ts';

/** The chain the tests order: product 119, 89 EUR, no variants. */
export const CHAIN = 119;

let base: StaticCatalogue | null = null;
const folders: string[] = [];

/** Loads the jeweller's catalogue, with ample stock, that every version starts from. */
export async function loadBase(): Promise<StaticCatalogue> {
  base = withAmpleStock((await loadJeweller()).catalogue);
  return base;
}

/** A new temporary folder, removed by `removeFolders`. */
export function folder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'order-service-reload-'));
  folders.push(dir);
  return dir;
}

/** Removes the folders `folder` made; for `afterEach`. */
export function removeFolders(): void {
  for (const dir of folders.splice(0)) rmSync(dir, {recursive: true, force: true});
}

/** What a version of the catalogue changes. */
interface Change {
  /** The chain's price. @default 89 */
  price?: number;
  /** DHL Standard's cost. @default 9.9 */
  shipping?: number;
  /** The settings' maintenance switch. @default false */
  maintenance?: boolean;
  /** The chain's stock. @default the ample stock */
  stock?: number;
  /** Products added. */
  added?: StaticCatalogue['products'];
}

/** The catalogue of `loadBase` with `change` made. */
export function version(change: Change = {}): StaticCatalogue {
  if (!base) throw new Error('loadBase() runs first');
  const {settings} = base;
  if (!settings) throw new Error('the jeweller has settings');
  return {
    ...base,
    settings: {
      ...settings,
      maintenance_mode: change.maintenance ?? false,
      shipping_methods_config: (settings.shipping_methods_config ?? []).map((option) =>
        option.id === 1 ? {...option, price_brutto: change.shipping ?? 9.9} : option,
      ),
    },
    products: [
      ...base.products.map((product) =>
        product.id === CHAIN
          ? {
              ...product,
              price_brutto: change.price ?? 89,
              ...(change.stock === undefined ? {} : {stock: change.stock}),
            }
          : product,
      ),
      ...(change.added ?? []),
    ],
  };
}

/** Writes `catalogue` (and the shop content `shop`, when given) into `dir`; the file's path. */
export function writeCatalogue(dir: string, catalogue: StaticCatalogue, shop?: unknown): string {
  const file = path.join(dir, 'shop-catalogue.json');
  writeFileSync(file, JSON.stringify(catalogue));
  if (shop !== undefined) writeFileSync(path.join(dir, SHOP_CONTENT_FILE), JSON.stringify(shop));
  return file;
}

/** An order of `count` of `product` at `price` shipped by DHL Standard at `shipping`, prepaid. */
export function order(price: number, shipping = 9.9, product = CHAIN, count = 1) {
  return {
    ...orderBody({
      payment_method: PAYMENT.prepayment,
      products: [{product, variant: null, personalization: {}, count, price_brutto: price}],
      shipping_cost: shipping,
      total_price_brutto: Math.round((price * count + shipping) * 100) / 100,
    }),
    project: JEWELLER_DOMAIN,
  };
}

/** Places `body` as an order with the service at `url`. */
export const place = (url: string, body: Record<string, unknown>) =>
  post(`${url}/ecom/order`, body);

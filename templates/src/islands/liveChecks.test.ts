// The shop islands' live checks (decision 036) against the fixture retailers as the browser reads
// them: the static catalogue the build writes, through JSON. A page whose data is unchanged must
// say so (else it hydrates at load for nothing); any change the island would show must be seen.
import {fileURLToPath} from 'node:url';
import {isValidElement, type ReactElement, type ReactNode} from 'react';
import fc from 'fast-check';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  buildStaticCatalogue,
  createStaticShopApi,
  parseStaticCatalogue,
  ratingsOf,
  type ShopApi,
  type SiteData,
} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {ItemListTemplate} from '../shop/ItemListTemplate.tsx';
import {ItemTemplate} from '../shop/ItemTemplate.tsx';
import {TEST_SITE_SETTINGS} from '../shop/siteSettings.testing.ts';
import type {PageExtra} from '../types.ts';
import {itemListDiffers, itemPageDiffers} from '@schaufenster/shop/live';
import type {ItemListIslandProps} from './ItemList.tsx';
import type {ItemPageIslandProps} from './ItemPage.tsx';
import {IslandSlot} from './IslandSlot.tsx';

const retailer = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/retailers/${name}`, import.meta.url));

const EXTRA: PageExtra = {
  path: '/shop',
  settings: TEST_SITE_SETTINGS,
  images: () => null,
};

// The props a template gives its island, found in the element tree as the prerender sees it.
function slotProps<P>(node: ReactNode, name: string): P {
  const found: P[] = [];
  const walk = (child: ReactNode): void => {
    if (Array.isArray(child)) return child.forEach(walk);
    if (!isValidElement(child)) return;
    const {props} = child as ReactElement<{name?: string; props?: P; children?: ReactNode}>;
    if (child.type === IslandSlot && props.name === name && props.props) found.push(props.props);
    walk(props.children);
  };
  walk(node);
  if (found.length !== 1) throw new Error(`${found.length} ${name} islands`);
  return found[0] as P;
}

// The catalogue as the browser gets it: written by the build, read back through JSON.
function browserApi(data: SiteData): ShopApi {
  const written = JSON.stringify(buildStaticCatalogue(data));
  return createStaticShopApi(parseStaticCatalogue(JSON.parse(written)));
}

const withCatalogue = (data: SiteData, change: (catalogue: SiteData) => SiteData) =>
  browserApi(change(structuredClone(data)));

// An API that must not be read.
const UNREAD = new Proxy({} as ShopApi, {
  get: () => () => Promise.reject(new Error('read')),
});

// Shuffles the keys of every object inside `value`, as another store might order them.
function shuffleKeys(value: unknown, seeds: readonly number[], depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => shuffleKeys(item, seeds, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const seed = seeds[depth % seeds.length] ?? 0;
  const rotated = entries.map((_, index) => entries[(index + seed) % entries.length]!).reverse();
  return Object.fromEntries(
    rotated.map(([key, item]) => [key, shuffleKeys(item, seeds, depth + 1)]),
  );
}

let jeweller: SiteData;
let watchmaker: SiteData;
beforeAll(async () => {
  const load = (name: string) => createFixtureSource(retailer(name)).load();
  [jeweller, watchmaker] = await Promise.all([
    load('juwelier-morgenstern'),
    load('uhrmacher-lindenhof'),
  ]);
}, 30_000);

const itemPageDiffersWith = (api: ShopApi, props: ItemPageIslandProps, data = jeweller) =>
  itemPageDiffers(api, {...props, domain: data.project.domain});
const itemListDiffersWith = (api: ShopApi, props: ItemListIslandProps, search = '') =>
  itemListDiffers(api, search, props);

function itemProps(data: SiteData, index = 0): ItemPageIslandProps {
  const product = data.products[index];
  if (!product) throw new Error('fixture without products');
  const ratings = ratingsOf(data.ratings, product.id);
  return slotProps(ItemTemplate(data, 'de', {...EXTRA, product, ratings}).element, 'ItemPage');
}

const listProps = (data: SiteData): ItemListIslandProps =>
  slotProps(ItemListTemplate(data, 'de', EXTRA).element, 'ItemList');

describe('item page live check (decision 036)', () => {
  it('finds every fixture product page current when nothing changed since the build', async () => {
    for (const data of [jeweller, watchmaker]) {
      if (data.shopSettings === null) continue;
      const api = browserApi(data);
      for (const [index] of data.products.entries()) {
        const props = itemProps(data, index);
        expect(await itemPageDiffersWith(api, props, data), props.product.slug).toBe(false);
      }
    }
  });

  it('sees a new price, stock, rating or shop state, and a product gone', async () => {
    const props = itemProps(jeweller);
    const id = props.product.id;
    const changes: Array<(data: SiteData) => SiteData> = [
      (data) => ({
        ...data,
        products: data.products.map((p) => (p.id === id ? {...p, price_brutto: 1} : p)),
      }),
      (data) => ({
        ...data,
        products: data.products.map((p) => (p.id === id ? {...p, stock: 0} : p)),
      }),
      (data) => ({...data, products: data.products.filter((p) => p.id !== id)}),
      (data) => ({
        ...data,
        ratings: [...data.ratings, {...data.ratings[0]!, id: 999, product: id}],
      }),
      (data) => ({...data, shopSettings: {...data.shopSettings!, maintenance_mode: true}}),
      (data) => ({...data, shopSettings: {...data.shopSettings!, enable_cart: false}}),
      (data) => ({...data, shopSettings: {...data.shopSettings!, show_stock: false}}),
    ];
    for (const change of changes) {
      const api = withCatalogue(jeweller, change);
      expect(await itemPageDiffersWith(api, props)).toBe(true);
    }
  });

  it('does not care in which order a store sends an object’s fields', async () => {
    const props = itemProps(jeweller);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), {minLength: 8, maxLength: 8}), async (seeds) => {
        const shuffled = shuffleKeys(structuredClone(props.product), seeds) as typeof props.product;
        expect(await itemPageDiffersWith(browserApi(jeweller), {...props, product: shuffled})).toBe(
          false,
        );
      }),
      {numRuns: 30},
    );
  });
});

describe('item list live check (decision 036)', () => {
  it('finds the built list current, also with a query that is not a filter', async () => {
    const props = listProps(jeweller);
    for (const search of ['', '?utm_source=newsletter', `?sort=${props.settings.default_sort}`]) {
      expect(await itemListDiffersWith(browserApi(jeweller), props, search), search).toBe(false);
    }
  });

  it('hydrates at once for a filter or another sort in the URL, without reading anything', async () => {
    const props = listProps(jeweller);
    const other = props.settings.default_sort === 'price_brutto' ? 'display_name' : 'price_brutto';
    for (const search of ['?category=1', '?tag=gold', '?price_min=10', `?sort=${other}`]) {
      expect(await itemListDiffersWith(UNREAD, props, search), search).toBe(true);
    }
  });

  it('sees a new price on the first page, new attribute values and a new price span', async () => {
    const props = listProps(jeweller);
    const first = props.initialData.data[0]!.id;
    const changes: Array<(data: SiteData) => SiteData> = [
      (data) => ({
        ...data,
        products: data.products.map((p) => (p.id === first ? {...p, price_brutto: 2} : p)),
      }),
      (data) => ({...data, attributes: data.attributes.slice(1)}),
      (data) => ({
        ...data,
        products: [
          ...data.products,
          {...data.products[0]!, id: 4242, slug: 'neu', price_brutto: 999999},
        ],
      }),
    ];
    for (const change of changes) {
      expect(await itemListDiffersWith(withCatalogue(jeweller, change), props)).toBe(true);
    }
  });
});

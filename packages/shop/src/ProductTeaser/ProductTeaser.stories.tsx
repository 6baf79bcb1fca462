import type {Decorator, Meta, StoryObj} from '@storybook/react-vite';
import {QueryClient} from '@tanstack/react-query';
import {expect, waitFor, within} from 'storybook/test';
import {
  createDirectusShopApi,
  createOrderClient,
  LANGUAGES,
  isLang,
  localizedPath,
  pickRandom,
  pickTranslation,
  t,
  toProductListItem,
  type Lang,
  type RandomSource,
} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {createSettingsStore} from '../settings/index.ts';
import {ShopProvider, ShopQueries} from '../ShopProvider/index.ts';
import {productFailures} from '../stories/productHandlers.ts';
import {fixtureImageSrc} from '../stories/productImages.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {STORY_CMS_URL, STORY_ORDER_URL} from '../stories/withShop.tsx';
import {ProductTeaser} from './ProductTeaser.tsx';
import {ProductTeaserView} from './ProductTeaserView.tsx';

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// Generous limits: the machine runs two story projects (and other suites) side by side.
const LOAD_TIMEOUT = {timeout: 8000};

function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return waitFor(check, LOAD_TIMEOUT);
}

/** A repeatable random source (a small linear congruential generator): no randomness in stories. */
function seededRandom(seed = 7): RandomSource {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Like `withShop`, but the random picks follow a fixed seed so every run shows the same products. */
const withSeededShop: Decorator = (Story, {loaded}) => {
  const domain = shopSiteOf(loaded).project.domain;
  return (
    <ShopProvider
      api={createDirectusShopApi({url: STORY_CMS_URL, domain, random: seededRandom()})}
      orders={createOrderClient({baseUrl: STORY_ORDER_URL, project: domain})}
      domain={domain}
      storeRootPath="/shop"
      settingsStore={createSettingsStore({retry: false})}
    >
      <ShopQueries client={new QueryClient({defaultOptions: {queries: {retry: false}}})}>
        <Story />
      </ShopQueries>
    </ShopProvider>
  );
};

const meta = {
  title: 'Shop/Catalogue/ProductTeaser',
  component: ProductTeaser,
  args: {limit: 4, headingLevel: 2},
  argTypes: {initialProducts: {control: false}, imageSrc: {control: false}},
  render: (args) => <ProductTeaser {...args} imageSrc={fixtureImageSrc} />,
  decorators: [stayOnPage, withSeededShop],
} satisfies Meta<typeof ProductTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four products picked at random (seeded), the way the Directus client picks them. */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const site = shopSiteOf(loaded);
    const pool = [...site.products].sort((a, b) => Number(a.id) - Number(b.id));
    const lang = langOf(globals);
    const expected = pickRandom(pool, 4, seededRandom()).map(
      (p) => pickTranslation(p.translations, lang, LANGUAGES)?.display_name ?? p.display_name,
    );
    const list = canvas.getByRole('list', {name: t(lang, 'productTeaserHeading')});
    await eventually(() => expect(within(list).getAllByRole('link')).toHaveLength(4));
    const names = within(list)
      .getAllByRole('heading', {level: 3})
      .map((heading) => heading.textContent);
    await expect(names).toEqual(expected);
  },
};

/** Try another number of products or heading level. */
export const Playground: Story = {args: {limit: 6, headingLevel: 3}};

/** While the shop has not answered: placeholders keep the cards' room. */
export const Loading: Story = {
  parameters: {msw: {handlers: {shop: productFailures.pending}}},
  play: async ({canvas, globals}) => {
    const list = canvas.getByRole('list', {name: t(langOf(globals), 'productTeaserHeading')});
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
  },
};

/** The shop fails: the teaser steps aside and shows nothing. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {msw: {handlers: {shop: productFailures.serverError}}},
  play: async ({canvas}) => {
    await eventually(() => expect(canvas.queryByRole('heading')).toBeNull());
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Products picked at build time show at once, before the live pick answers. */
export const WithInitialProducts: Story = {
  parameters: {msw: {handlers: {shop: productFailures.pending}}},
  render: (args, {loaded}) => (
    <ProductTeaser
      {...args}
      initialProducts={shopSiteOf(loaded).products.slice(0, 4).map(toProductListItem)}
      imageSrc={fixtureImageSrc}
    />
  ),
  play: async ({canvas}) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('list')).not.toHaveAttribute('aria-busy');
  },
};

/** English, whatever the toolbar says. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 2, name: 'From our range'})).toBeVisible();
  },
};

/**
 * A page section's teaser (decision 030): the first products with a tag, the owner's heading and
 * "show all" to the item list with the same filter.
 */
export const Filtered: Story = {
  args: {
    query: {tags: ['bestseller']},
    heading: 'Unsere Bestseller',
    moreHref: '/shop?tag=bestseller',
  },
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const bestsellers = shopSiteOf(loaded)
      .products.filter((product) => product.tags.includes('bestseller'))
      .map((p) => pickTranslation(p.translations, lang, LANGUAGES)?.display_name ?? p.display_name);
    const list = canvas.getByRole('list', {name: 'Unsere Bestseller'});
    await eventually(() =>
      expect(within(list).getAllByRole('heading', {level: 3})).not.toHaveLength(0),
    );
    const names = within(list)
      .getAllByRole('heading', {level: 3})
      .map((heading) => heading.textContent ?? '');
    await expect(names.length).toBeLessThanOrEqual(4);
    for (const name of names) await expect(bestsellers).toContain(name);
    // The shop's path follows the page language ("/shop" stands for the item list).
    await expect(canvas.getByRole('link', {name: t(lang, 'productTeaserMore')})).toHaveAttribute(
      'href',
      `${localizedPath('item_list', lang)}?tag=bestseller`,
    );
  },
};

/**
 * As category pages and page sections show it (decision 034): the build's pick prerendered with
 * `ProductTeaserView`, no fetching, so the shop failing changes nothing.
 */
export const Prerendered: Story = {
  parameters: {msw: {handlers: {shop: productFailures.serverError}}},
  render: (args, {loaded}) => (
    <ProductTeaserView
      products={shopSiteOf(loaded).products.slice(0, 3).map(toProductListItem)}
      limit={3}
      storeRootPath="/shop"
      imageSrc={fixtureImageSrc}
      headingLevel={args.headingLevel}
      heading="Neu bei uns"
      moreHref="/shop"
    />
  ),
  play: async ({canvas, globals}) => {
    const list = canvas.getByRole('list', {name: 'Neu bei uns'});
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shop\/artikel\//),
    );
    await expect(list).not.toHaveAttribute('aria-busy');
    const lang = langOf(globals);
    await expect(canvas.getByRole('link', {name: t(lang, 'productTeaserMore')})).toHaveAttribute(
      'href',
      localizedPath('item_list', lang),
    );
  },
};

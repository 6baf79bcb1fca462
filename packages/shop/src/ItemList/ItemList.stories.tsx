import type {Meta, StoryObj} from '@storybook/react-vite';
import {http, HttpResponse} from 'msw';
import {expect, userEvent, within} from 'storybook/test';
import {LANGUAGES, pickTranslation, queryProducts} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {catalogueOf, pagedProducts, productFailures} from '../stories/productHandlers.ts';
import {fixtureImageSrc} from '../stories/productImages.ts';
import {listenToLiveRegions} from '../stories/spokenText.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {withShop} from '../stories/withShop.tsx';
import {ItemList} from './ItemList.tsx';
import {filterOptionsOf} from './itemListModel.ts';
import {
  langOf,
  eventually,
  findRole,
  findText,
  text,
  productList,
  cards,
  listSettled,
  showMoreButton,
  urlQuery,
  clearFilterQuery,
  manufacturerId,
  platinumFilter,
  JEWELLER_SETTINGS,
} from '../stories/itemListStoryKit.ts';

// Whether the Retry story's list read fails; the story's play function flips it.
let listFails = true;

const meta = {
  title: 'Shop/Catalogue/ItemList',
  component: ItemList,
  args: {
    settings: JEWELLER_SETTINGS,
    // Filled from the loaded retailer's products by the render function.
    filterOptions: {categories: [], manufacturers: [], subcategories: []},
    headingLevel: 1,
  },
  argTypes: {
    filterOptions: {control: false},
    initialData: {control: false},
    imageSrc: {control: false},
  },
  render: (args, {loaded}) => (
    <ItemList
      {...args}
      filterOptions={filterOptionsOf(shopSiteOf(loaded).products)}
      imageSrc={fixtureImageSrc}
    />
  ),
  decorators: [stayOnPage, withShop],
  beforeEach: () => {
    clearFilterQuery();
    return clearFilterQuery;
  },
} satisfies Meta<typeof ItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The jeweller's shop: heading, filters, the first 20 products and "show more". */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const total = shopSiteOf(loaded).products.length;
    await expect(
      canvas.getByRole('heading', {level: 1, name: text(globals, 'itemListHeading')}),
    ).toBeVisible();
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(20));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(globals, 'itemListResultCount', {count: total}),
    );
    await expect(
      canvas.getByRole('search', {name: text(globals, 'itemListFiltersLabel')}),
    ).toBeVisible();
    for (const key of [
      'itemListFilterCategory',
      'itemListFilterManufacturer',
      'itemListSort',
    ] as const) {
      await expect(canvas.getByRole('combobox', {name: text(globals, key)})).toBeVisible();
    }
    await expect(
      await findRole(canvas, 'textbox', {name: text(globals, 'itemListPriceMin')}),
    ).toBeVisible();
    const {groupName} = platinumFilter(shopSiteOf(loaded), langOf(globals));
    await eventually(() => expect(canvas.getByRole('group', {name: groupName})).toBeVisible());
    await expect(showMoreButton(canvas, globals)).toBeVisible();
  },
};

/** Try the settings (filters on/off, attribute groups, default sort) and heading level. */
export const Playground: Story = {
  args: {headingLevel: 2, settings: {...JEWELLER_SETTINGS, attribute_filter: [1, 2, 3, 4]}},
};

/** While the shop answers nothing: a skeleton of one page, busy, "loading" announced. */
export const Loading: Story = {
  parameters: {msw: {handlers: {shop: productFailures.pending}}},
  play: async ({canvas, globals}) => {
    const list = productList(canvas, globals);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    // One page of placeholders, so the real cards take the same room.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(cards(canvas, globals)).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(text(globals, 'itemListLoading'));
    await expect(showMoreButton(canvas, globals)).toBeNull();
  },
};

/** A shop without any products: the empty message, no reset (nothing is filtered). */
export const Empty: Story = {
  parameters: {msw: {handlers: {shop: productFailures.noProducts}}},
  play: async ({canvas, globals}) => {
    await expect(await findText(canvas, text(globals, 'itemListEmpty'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(globals, 'itemListResultCount', {count: 0}),
    );
    await expect(
      canvas.queryByRole('button', {name: text(globals, 'itemListFilterReset')}),
    ).toBeNull();
    await expect(showMoreButton(canvas, globals)).toBeNull();
  },
};

/** A price no product reaches: empty, with "reset filters", which brings every product back. */
export const NoMatches: Story = {
  play: async ({canvas, globals, loaded}) => {
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(20));
    const min = await findRole(canvas, 'textbox', {name: text(globals, 'itemListPriceMin')});
    await userEvent.click(min);
    await userEvent.keyboard('999999{Enter}');
    await expect(await findText(canvas, text(globals, 'itemListEmpty'))).toBeVisible();
    await expect(urlQuery().get('price_min')).toBe('999999');

    const resets = canvas.getAllByRole('button', {name: text(globals, 'itemListFilterReset')});
    // The empty state's own reset button (the filters have one too).
    const reset = resets[resets.length - 1] as HTMLElement;
    await userEvent.click(reset);
    await expect(
      canvas.getByRole('heading', {level: 1, name: text(globals, 'itemListHeading')}),
    ).toHaveFocus();
    await eventually(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        text(globals, 'itemListResultCount', {count: shopSiteOf(loaded).products.length}),
      ),
    );
    await expect(urlQuery().has('price_min')).toBe(false);
  },
};

/**
 * Keyboard only: open the manufacturer select, type "Tud", Enter. Only Tudor products remain,
 * the choice is announced from our catalogue and the URL query carries it.
 */
export const Filtered: Story = {
  play: async ({canvas, globals, loaded}) => {
    const site = shopSiteOf(loaded);
    const tudor = manufacturerId(site, 'Tudor');
    const tudorCount = site.products.filter((p) => p.manufacturer?.id === tudor).length;
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(20));

    const select = canvas.getByRole('combobox', {
      name: text(globals, 'itemListFilterManufacturer'),
    });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('Tud');
    const live = listenToLiveRegions();
    await userEvent.keyboard('{Enter}');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toHaveTextContent('Tudor');
    await expect(select).toHaveFocus();
    // downshift's live region (outside the story root) speaks our catalogue's words.
    await eventually(() =>
      expect(live.heard()).toContain(text(globals, 'selectStatusSelected', {item: 'Tudor'})),
    );
    live.stop();

    await eventually(() => expect(cards(canvas, globals)).toHaveLength(tudorCount));
    for (const card of cards(canvas, globals)) {
      await expect(within(card).getByText('Tudor')).toBeVisible();
    }
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(globals, 'itemListResultCount', {count: tudorCount}),
    );
    await expect(urlQuery().get('manufacturer')).toBe(String(tudor));
    await expect(showMoreButton(canvas, globals)).toBeNull();
    await listSettled(canvas, globals);
  },
};

/**
 * A phone, products first: the filters wait behind "Filter", the sort stays in view; a chosen
 * filter shows in the button's count, and the button is a finger-sized target.
 */
export const Phone: Story = {
  globals: {viewport: {value: 'mobile2', isRotated: false}},
  play: async ({canvas, globals, loaded}) => {
    const site = shopSiteOf(loaded);
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(20));
    const toggle = canvas.getByRole('button', {
      name: text(globals, 'itemListFilterToggle', {count: 0}),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const manufacturer = {name: text(globals, 'itemListFilterManufacturer')};
    await expect(canvas.queryByRole('combobox', manufacturer)).toBeNull();
    await expect(canvas.getByRole('combobox', {name: text(globals, 'itemListSort')})).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const select = canvas.getByRole('combobox', manufacturer);
    await userEvent.click(select);
    await userEvent.click(await within(document.body).findByRole('option', {name: 'Tudor'}));
    const tudor = manufacturerId(site, 'Tudor');
    await eventually(() => expect(urlQuery().get('manufacturer')).toBe(String(tudor)));
    await expect(toggle).toHaveAccessibleName(text(globals, 'itemListFilterToggle', {count: 1}));
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('combobox', manufacturer)).toBeNull();
    await listSettled(canvas, globals);
  },
};

/** A shared link: the URL query's manufacturer and sort apply when the list mounts. */
export const FromUrl: Story = {
  beforeEach: () => {
    const params = urlQuery();
    params.set('manufacturer', '1');
    params.set('sort', '-price_brutto');
    params.set('price_max', 'not-a-price');
    window.history.replaceState(window.history.state, '', `?${params}`);
  },
  play: async ({canvas, globals, loaded}) => {
    const site = shopSiteOf(loaded);
    const expected = site.products
      .filter((p) => String(p.manufacturer?.id) === '1')
      .sort((a, b) => (b.price_brutto ?? Infinity) - (a.price_brutto ?? Infinity));
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(expected.length));
    await expect(
      canvas.getByRole('combobox', {name: text(globals, 'itemListFilterManufacturer')}),
    ).toHaveTextContent(expected[0]?.manufacturer?.display_name ?? '');
    await expect(
      canvas.getByRole('combobox', {name: text(globals, 'itemListSort')}),
    ).toHaveTextContent(text(globals, 'itemListSortPriceDesc'));
    const names = cards(canvas, globals).map(
      (card) => within(card).getByRole('heading').textContent,
    );
    const lang = langOf(globals);
    await expect(names).toEqual(
      expected.map(
        (p) => pickTranslation(p.translations, lang, LANGUAGES)?.display_name ?? p.display_name,
      ),
    );
    // The invalid price was dropped from the address as well.
    await expect(urlQuery().has('price_max')).toBe(false);
  },
};

/** Ticking an attribute filters by it and writes it to the URL query. */
export const ByAttribute: Story = {
  play: async ({canvas, globals, loaded}) => {
    const platinum = platinumFilter(shopSiteOf(loaded), langOf(globals));
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(20));
    const material = await findRole(canvas, 'group', {name: platinum.groupName});
    await userEvent.click(within(material).getByRole('checkbox', {name: platinum.valueName}));
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(platinum.products.length));
    await expect(urlQuery().getAll('attribute')).toEqual(['4']);
  },
};

/** A catalogue of exactly 40: "show more" appends page two, then there is nothing more. */
export const MorePages: Story = {
  parameters: {msw: {handlers: {list: pagedProducts(catalogueOf(40))}}},
  play: async ({canvas, globals}) => {
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(20));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(globals, 'itemListResultCount', {count: 40}),
    );
    const button = showMoreButton(canvas, globals);
    if (!button) throw new Error('no "show more" button');
    await userEvent.click(button);
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(40));
    await expect(showMoreButton(canvas, globals)).toBeNull();
    // Reading goes on with the first product of the new page.
    const first = cards(canvas, globals)[20] as HTMLElement;
    await expect(within(first).getByRole('link')).toHaveFocus();
  },
};

/** The shop answers with a server error: a message and "try again". */
export const LoadError: Story = {
  name: 'Error',
  parameters: {msw: {handlers: {shop: productFailures.serverError}}},
  play: async ({canvas, globals}) => {
    const alert = await findRole(canvas, 'alert');
    await expect(alert).toHaveTextContent(text(globals, 'itemListLoadError'));
    await expect(
      within(alert).getByRole('button', {name: text(globals, 'itemListRetry')}),
    ).toBeVisible();
    await expect(showMoreButton(canvas, globals)).toBeNull();
  },
};

/** "Try again" after the shop is back: the products appear. */
export const Retry: Story = {
  beforeEach: () => {
    listFails = true;
  },
  parameters: {
    msw: {
      handlers: {
        list: [
          http.get('*/items/ecommerce_product', ({request}) => {
            const isList = new URL(request.url).searchParams.has('meta');
            if (!isList || !listFails) return undefined;
            return HttpResponse.json({errors: []}, {status: 500});
          }),
        ],
      },
    },
  },
  play: async ({canvas, globals}) => {
    const alert = await findRole(canvas, 'alert');
    listFails = false;
    await userEvent.click(
      within(alert).getByRole('button', {name: text(globals, 'itemListRetry')}),
    );
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(20));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Build-time data: shown at once, no skeleton, while the live read is still out. */
export const WithInitialData: Story = {
  parameters: {msw: {handlers: {shop: productFailures.pending}}},
  render: (args, {loaded}) => {
    const site = shopSiteOf(loaded);
    const initialData = queryProducts(site.products, {sort: args.settings.default_sort, page: 0});
    return (
      <ItemList
        {...args}
        initialData={initialData}
        filterOptions={filterOptionsOf(site.products)}
        imageSrc={fixtureImageSrc}
      />
    );
  },
  play: async ({canvas, globals, loaded}) => {
    await expect(cards(canvas, globals)).toHaveLength(20);
    await expect(productList(canvas, globals)).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text(globals, 'itemListResultCount', {count: shopSiteOf(loaded).products.length}),
    );
    await expect(showMoreButton(canvas, globals)).toBeVisible();
  },
};

/** English, whatever the toolbar says: the spec's "Our products" and "show more". */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 1, name: 'Our products'})).toBeVisible();
    await expect(await findRole(canvas, 'button', {name: 'show more'})).toBeVisible();
    await expect(canvas.getByRole('combobox', {name: 'Manufacturer'})).toBeVisible();
  },
};

/** French, whatever the toolbar says. */
export const French: Story = {
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 1, name: 'Nos produits'})).toBeVisible();
    await expect(await findRole(canvas, 'button', {name: 'afficher plus'})).toBeVisible();
    await expect(canvas.getByRole('combobox', {name: 'Fabricant'})).toBeVisible();
  },
};

/**
 * Desktop (1280 × 900) with every filter of the jeweller (three selects, the price range, two
 * attribute groups, the sort): the filters stand beside the products, so the whole first card is
 * on the first screen.
 */
export const Desktop: Story = {
  globals: {viewport: {value: 'desktop', isRotated: false}},
  play: async ({canvas, globals, loaded}) => {
    await eventually(() => expect(cards(canvas, globals)).toHaveLength(20));
    const filters = canvas.getByRole('search', {name: text(globals, 'itemListFiltersLabel')});
    await expect(within(filters).getAllByRole('combobox')).toHaveLength(3);
    const {groupName} = platinumFilter(shopSiteOf(loaded), langOf(globals));
    await eventually(() =>
      expect(within(filters).getByRole('group', {name: groupName})).toBeVisible(),
    );
    const [first] = cards(canvas, globals);
    if (!first) throw new Error('No product card');
    window.scrollTo(0, 0);
    const box = first.getBoundingClientRect();
    await expect(window.innerWidth).toBe(1280);
    await expect(box.top).toBeLessThan(900);
    await expect(box.bottom).toBeLessThanOrEqual(900);
    // Beside the filters, not below them: the rule holds however many filters a shop has.
    await expect(box.top).toBeLessThan(filters.getBoundingClientRect().bottom);
  },
};

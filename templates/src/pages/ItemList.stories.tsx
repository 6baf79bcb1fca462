import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, screen, waitFor, within} from 'storybook/test';
import {siteOf} from '@schaufenster/fixtures';
import {ItemListTemplate} from '../shop/ItemListTemplate.tsx';
import {listedProducts, storeRootFor} from '../shop/shopPages.ts';
import {LOADING, backToTop, text} from '../stories/pagePlay.ts';
import {pageMeta, pinned} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({path: storeRootFor, template: ItemListTemplate}, {shop: true}),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The jeweller's shop: filters, sort, the first products and "show more". */
export const Default: Story = {};

/**
 * Filter by manufacturer with pointer or touch: on a phone first "Filter", then open "Hersteller"
 * and choose the first maker; the list, the result count and the URL query follow, and "reset
 * filters" brings every product back.
 */
export const Filtered: Story = {
  play: async ({globals, loaded, userEvent}) => {
    const products = listedProducts(siteOf(loaded));
    const maker = products.find((product) => product.manufacturer)?.manufacturer;
    if (!maker) throw new Error('No listed product has a manufacturer');
    const count = products.filter((product) => product.manufacturer?.id === maker.id).length;
    const status = within(screen.getByRole('main')).getByRole('status');
    const all = text(globals, 'itemListResultCount', {count: products.length});
    // The list has mounted and read the live data (the phone's toggle shows from then on).
    await waitFor(() => expect(status).toHaveTextContent(all), LOADING);

    // Phones show the filters behind "Filter" (hidden by CSS from 48em, so absent from the tree).
    const toggle = screen.queryByRole('button', {
      name: text(globals, 'itemListFilterToggle', {count: 0}),
    });
    if (toggle) {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }

    const select = screen.getByRole('combobox', {
      name: text(globals, 'itemListFilterManufacturer'),
    });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', {name: maker.display_name}));
    await expect(select).toHaveTextContent(maker.display_name);
    await waitFor(
      () => expect(status).toHaveTextContent(text(globals, 'itemListResultCount', {count})),
      LOADING,
    );
    await expect(new URLSearchParams(window.location.search).get('manufacturer')).toBe(
      String(maker.id),
    );

    const filters = screen.getByRole('search', {name: text(globals, 'itemListFiltersLabel')});
    await userEvent.click(
      within(filters).getByRole('button', {name: text(globals, 'itemListFilterReset')}),
    );
    await waitFor(() => expect(status).toHaveTextContent(all), LOADING);
    backToTop();
  },
};

/** The same journey on a phone, where the filters wait behind "Filter". */
export const FilteredOnPhone: Story = {...Filtered, ...pinned('phone', ['juwelier-morgenstern'])};

/**
 * Desktop (1280 × 900) with every filter the jeweller offers (three selects, the price range,
 * two attribute groups, the sort): the filters stand beside the products, so the whole first
 * product card is on the first screen, under the site header.
 */
export const FirstScreenOnDesktop: Story = {
  ...pinned('desktop', ['juwelier-morgenstern']),
  // A desktop rule: the phone pass (the `page` tag) would only shoot the same picture again.
  tags: ['!page'],
  play: async ({globals}) => {
    const main = within(screen.getByRole('main'));
    const filters = main.getByRole('search', {name: text(globals, 'itemListFiltersLabel')});
    // All filters present: the selects, the price range and the attribute groups.
    await expect(within(filters).getAllByRole('combobox').length).toBeGreaterThanOrEqual(3);
    await expect(
      within(filters).getByRole('textbox', {name: text(globals, 'itemListPriceMin')}),
    ).toBeVisible();
    // The price range's fieldset and the two attribute groups.
    await expect(within(filters).getAllByRole('group').length).toBeGreaterThanOrEqual(3);
    const [first] = await main.findAllByRole('article', {}, LOADING);
    if (!first) throw new Error('No product card');
    window.scrollTo(0, 0);
    await expect(window.innerWidth).toBe(1280);
    await expect(first.getBoundingClientRect().top).toBeLessThan(900);
    await expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(900);
    // Beside the filters, not below them: the rule holds however many filters a shop has.
    await expect(first.getBoundingClientRect().top).toBeLessThan(
      filters.getBoundingClientRect().bottom,
    );
  },
};

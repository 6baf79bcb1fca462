import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, screen, waitFor, within} from 'storybook/test';
import {siteOf} from '@schaufenster/fixtures';
import {ItemListTemplate} from '../shop/ItemListTemplate.tsx';
import {listedProducts, storeRootFor} from '../shop/shopPages.ts';
import {LOADING, text} from '../stories/pagePlay.ts';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  ...pageMeta({path: storeRootFor, template: ItemListTemplate}, {shop: true}),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The jeweller's shop: filters, sort, the first products and "show more". */
export const Default: Story = {};

/**
 * Filter by manufacturer with pointer or touch: open "Hersteller", choose the first maker; the
 * list, the result count and the URL query follow, and "reset filters" brings every product back.
 */
export const Filtered: Story = {
  play: async ({globals, loaded, userEvent}) => {
    const products = listedProducts(siteOf(loaded));
    const maker = products.find((product) => product.manufacturer)?.manufacturer;
    if (!maker) throw new Error('No listed product has a manufacturer');
    const count = products.filter((product) => product.manufacturer?.id === maker.id).length;
    const status = within(screen.getByRole('main')).getByRole('status');

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
    await waitFor(
      () =>
        expect(status).toHaveTextContent(
          text(globals, 'itemListResultCount', {count: products.length}),
        ),
      LOADING,
    );
  },
};

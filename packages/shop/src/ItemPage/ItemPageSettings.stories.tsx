// The item page under the shop settings the spec only names (decision 009i): purchase_to_order
// and a call-to-action line; ItemPage.stories.tsx has the page's other states.
import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor} from 'storybook/test';
import {shopSiteOf} from '@schaufenster/fixtures';
import {cartStore, resetCart} from '../cart/index.ts';
import {fixtureImageSrc} from '../stories/productImages.ts';
import {withShop} from '../stories/withShop.tsx';
import {ItemPage} from './ItemPage.tsx';
import {
  addButton,
  langOf,
  pick,
  requestSlot,
  text,
  type Trait,
} from '../stories/itemPageStoryKit.tsx';

/** The trait's fixture product with the jeweller's settings, `purchase_to_order` as given. */
function renderProduct(trait: Trait, purchaseToOrder: boolean): Story['render'] {
  const ItemStory: Story['render'] = (args, {loaded}) => {
    const site = shopSiteOf(loaded);
    const settings = site.shopSettings
      ? {...site.shopSettings, purchase_to_order: purchaseToOrder}
      : null;
    return <ItemPage {...args} productId={pick(loaded, trait).id} settings={settings} />;
  };
  return ItemStory;
}

const meta = {
  title: 'Shop/Item/ItemPage/Settings',
  component: ItemPage,
  decorators: [withShop],
  args: {productId: 101, imageSrc: fixtureImageSrc, requestAction: requestSlot},
  parameters: {layout: 'padded'},
  beforeEach: () => {
    resetCart();
  },
} satisfies Meta<typeof ItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * purchase_to_order: an item out of stock without its own reorder flag can be ordered, any count,
 * marked "to order" with the longer delivery; no "request availability" then.
 */
export const PurchaseToOrder: Story = {
  render: renderProduct('outOfStockNoReorder', true),
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const add = await addButton(canvas, lang);
    await expect(add).toBeEnabled();
    await expect(canvas.getByText(text(lang, 'itemPageToOrder'))).toBeVisible();
    await expect(canvas.getByText(text(lang, 'itemPageStock', {count: 0}))).toBeVisible();
    await expect(
      canvas.queryByRole('button', {name: text(lang, 'itemPageRequestAvailability')}),
    ).toBeNull();
    const count = canvas.getByRole('textbox', {name: text(lang, 'itemPageCount')});
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await userEvent.tab();
    await userEvent.click(add);
    await waitFor(() => expect(cartStore.getState().products[0]?.count).toBe(4));
  },
};

/** The same in French. */
export const PurchaseToOrderFrench: Story = {
  ...PurchaseToOrder,
  globals: {lang: 'fr'},
};

/** In stock with purchase_to_order: nothing to say until the count is more than the stock. */
export const PurchaseToOrderBeyondStock: Story = {
  render: renderProduct('withoutVariants', true),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const stock = pick(loaded, 'withoutVariants').stock ?? 0;
    await addButton(canvas, lang);
    await expect(canvas.queryByText(text(lang, 'itemPageToOrder'))).toBeNull();
    const count = canvas.getByRole('textbox', {name: text(lang, 'itemPageCount')});
    await userEvent.clear(count);
    await userEvent.type(count, String(stock + 1));
    await userEvent.tab();
    await expect(await canvas.findByText(text(lang, 'itemPageToOrder'))).toBeVisible();
  },
};

/** Without purchase_to_order the same item stays unavailable (spec §4 as it is). */
export const WithoutPurchaseToOrder: Story = {
  render: renderProduct('outOfStockNoReorder', false),
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await expect(await addButton(canvas, lang)).toBeDisabled();
    await expect(canvas.queryByText(text(lang, 'itemPageToOrder'))).toBeNull();
  },
};

/** A call-to-action line under the purchase box, as plain text: markup in it shows as text. */
export const CallToAction: Story = {
  render: renderProduct('withoutVariants', false),
  args: {callToAction: <p>{'Fragen? Rufen Sie uns an: <b>069 90009100</b>'}</p>},
  play: async ({canvas, globals}) => {
    await addButton(canvas, langOf(globals));
    await expect(canvas.getByText('Fragen? Rufen Sie uns an: <b>069 90009100</b>')).toBeVisible();
    await expect(canvas.queryByText('069 90009100', {selector: 'b'})).toBeNull();
  },
};

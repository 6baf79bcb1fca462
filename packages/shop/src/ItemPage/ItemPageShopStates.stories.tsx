// The item page when the shop does not sell online (decision 009j): maintenance and enable_cart
// off, from the build's state and from the live settings; ItemPage.stories.tsx has the open shop's
// states.
import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {localizedPath} from '@schaufenster/core';
import {resetCart} from '../cart/index.ts';
import {fixtureImageSrc} from '../stories/productImages.ts';
import {settingsFailures, settingsWith} from '../stories/settingsHandlers.ts';
import {withShop} from '../stories/withShop.tsx';
import {ItemPage} from './ItemPage.tsx';
import {
  langOf,
  pick,
  requestSlot,
  text,
  type Canvas,
  type Trait,
} from '../stories/itemPageStoryKit.tsx';

function renderProduct(trait: Trait): Story['render'] {
  const ItemStory: Story['render'] = (args, {loaded}) => (
    <ItemPage {...args} productId={pick(loaded, trait).id} />
  );
  return ItemStory;
}

const meta = {
  title: 'Shop/Item/ItemPage/Shop states',
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

async function expectNoPurchase(canvas: Canvas, lang: ReturnType<typeof langOf>) {
  await expect(canvas.queryByRole('button', {name: text(lang, 'itemPageAddToCart')})).toBeNull();
  await expect(canvas.queryByRole('textbox', {name: text(lang, 'itemPageCount')})).toBeNull();
}

/**
 * Maintenance per the live settings (the build still said open): the price stays, the
 * maintenance notice takes the purchase form's place, no request either; a contact link.
 */
export const Maintenance: Story = {
  render: renderProduct('withoutVariants'),
  parameters: {msw: {handlers: {shop: settingsWith({maintenance_mode: true})}}},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const notice = await canvas.findByRole('region', {
      name: text(lang, 'shopNoticeMaintenanceTitle'),
    });
    await expect(notice).toHaveTextContent(text(lang, 'shopNoticeMaintenanceText'));
    await expectNoPurchase(canvas, lang);
    await expect(
      canvas.queryByRole('button', {name: text(lang, 'itemPageRequestAvailability')}),
    ).toBeNull();
    await expect(canvas.getByText(text(lang, 'itemPageVatNote'))).toBeVisible();
    await expect(canvas.getByRole('link', {name: text(lang, 'shopNoticeContact')})).toHaveAttribute(
      'href',
      localizedPath('contact', lang),
    );
  },
};

/** The same in French. */
export const MaintenanceFrench: Story = {...Maintenance, globals: {lang: 'fr'}};

/**
 * The build's state while the live settings are still loading (what the prerendered page
 * shows): maintenance at once, no add to cart flashing first.
 */
export const MaintenanceFromTheBuild: Story = {
  render: renderProduct('withoutVariants'),
  args: {shopState: 'maintenance'},
  parameters: {msw: {handlers: {shop: settingsFailures.pending}}},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await canvas.findByRole('region', {name: text(lang, 'shopNoticeMaintenanceTitle')});
    await expectNoPurchase(canvas, lang);
  },
};

/**
 * enable_cart off: a catalogue with prices. The variant choice stays (its price shows), no
 * personalization, count or add to cart, and "request availability" for every item.
 */
export const CartOff: Story = {
  render: renderProduct('withVariants'),
  parameters: {msw: {handlers: {shop: settingsWith({enable_cart: false})}}},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    await canvas.findByRole('button', {name: text(lang, 'itemPageRequestAvailability')});
    await expectNoPurchase(canvas, lang);
    const product = pick(loaded, 'withVariants');
    const label = product.variant_display_name ?? text(lang, 'itemPageVariantLabel');
    await expect(canvas.getByText(label)).toBeVisible();
    await expect(
      canvas.queryByRole('region', {name: text(lang, 'shopNoticeCartOffTitle')}),
    ).toBeNull();
  },
};

/** The same in English. */
export const CartOffEnglish: Story = {...CartOff, globals: {lang: 'en'}};

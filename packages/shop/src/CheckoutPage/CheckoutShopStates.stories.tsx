// The checkout when the shop does not sell online (decision 009j); the open shop's states are in
// CheckoutPage.stories.tsx.
import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {localizedPath} from '@schaufenster/core';
import {freshCart, seedCart} from '../stories/cartSeed.ts';
import {m} from '../stories/checkoutPlay.ts';
import {freshCheckout} from '../stories/checkoutSeed.ts';
import {langOf} from '../stories/itemPageStoryKit.tsx';
import {settingsWith} from '../stories/settingsHandlers.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {withShop} from '../stories/withShop.tsx';
import {CheckoutPage} from './CheckoutPage.tsx';

const meta = {
  title: 'Shop/Checkout/CheckoutPage/Shop states',
  component: CheckoutPage,
  decorators: [withShop, stayOnPage],
  beforeEach: async () => {
    await seedCart();
    freshCheckout();
    return freshCart;
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Maintenance: the notice instead of the address form, before anything is typed in (the order
 * service would refuse the order with shop_closed at the very end).
 */
export const Maintenance: Story = {
  parameters: {msw: {handlers: {shop: settingsWith({maintenance_mode: true})}}},
  play: async ({canvas, globals}) => {
    await canvas.findByRole('region', {name: m(globals, 'shopNoticeMaintenanceTitle')});
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', {name: m(globals, 'shopNoticeContact')})).toHaveAttribute(
      'href',
      localizedPath('contact', langOf(globals)),
    );
  },
};

/** The same in English. */
export const MaintenanceEnglish: Story = {
  parameters: Maintenance.parameters,
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await canvas.findByRole('region', {name: 'The shop is closed for maintenance'});
    await expect(canvas.getByRole('link', {name: 'Contact us'})).toHaveAttribute(
      'href',
      '/en/contact',
    );
  },
};

/** The cart switched off after the build: no checkout either. */
export const CartOff: Story = {
  parameters: {msw: {handlers: {shop: settingsWith({enable_cart: false})}}},
  play: async ({canvas, globals}) => {
    await canvas.findByRole('region', {name: m(globals, 'shopNoticeCartOffTitle')});
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {ShopMenuMount} from '@schaufenster/ui';
import {langOf, text} from '../stories/itemPageStoryKit.tsx';
import {settingsWith} from '../stories/settingsHandlers.ts';
import {SettingsStatus} from '../stories/SettingsStatus.tsx';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {withShop} from '../stories/withShop.tsx';
import {ShopMenu} from './ShopMenu.tsx';

const meta = {
  title: 'Shop/Information/ShopMenu',
  component: ShopMenu,
  decorators: [withShop],
  render: () => (
    <ShopMenuMount>
      <ShopMenu />
    </ShopMenuMount>
  ),
} satisfies Meta<typeof ShopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three shop links in #int-shop-menu (spec §2): AGB, Widerruf, Versand und Zahlung. */
export const Default: Story = {
  decorators: [stayOnPage],
  play: async ({canvas, globals, userEvent}) => {
    const lang = langOf(globals);
    const nav = await canvas.findByRole('navigation', {name: text(lang, 'shopMenuLabel')});
    await expect(document.getElementById('int-shop-menu')).toContainElement(nav);
    const links = within(nav).getAllByRole('link');
    // The labels follow the language; the pages have German paths only (spec §2).
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [text(lang, 'shopMenuTerms'), '/agb'],
      [text(lang, 'shopMenuWithdrawal'), '/widerruf'],
      [text(lang, 'shopMenuShippingPayment'), '/versand-und-zahlung'],
    ]);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
  },
};

/** The menu without its mount point. */
export const Playground: Story = {render: () => <ShopMenu />};

/** English labels; the pages have German paths only (spec §2). */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    const nav = await canvas.findByRole('navigation', {name: 'Shop information'});
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms and conditions', '/agb'],
      ['Right of withdrawal', '/widerruf'],
      ['Shipping and payment', '/versand-und-zahlung'],
    ]);
  },
};

/** Maintenance mode does not hide the shop menu (spec §4). */
export const Maintenance: Story = {
  parameters: {msw: {handlers: {shop: settingsWith({maintenance_mode: true})}}},
  play: async ({canvas, globals}) => {
    await canvas.findByRole('navigation', {name: text(langOf(globals), 'shopMenuLabel')});
  },
};

/** enable_cart false: no shop menu (spec §4). */
export const CartDisabled: Story = {
  parameters: {msw: {handlers: {shop: settingsWith({enable_cart: false})}}},
  render: () => (
    <>
      <SettingsStatus />
      <ShopMenuMount>
        <ShopMenu />
      </ShopMenuMount>
    </>
  ),
  play: async ({canvas}) => {
    await canvas.findByText('useShopSettings() → data');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

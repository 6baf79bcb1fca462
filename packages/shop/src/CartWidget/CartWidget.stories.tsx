import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, waitFor, within} from 'storybook/test';
import {CartMount, ShopMenuMount} from '@schaufenster/ui';
import {ShopMenu} from '../ShopMenu/ShopMenu.tsx';
import {freshCart, seedCart} from '../stories/cartSeed.ts';
import {langOf, text} from '../stories/itemPageStoryKit.tsx';
import {settingsFailures, settingsWith} from '../stories/settingsHandlers.ts';
import {SettingsStatus} from '../stories/SettingsStatus.tsx';
import {withShop} from '../stories/withShop.tsx';
import {CartWidget} from './CartWidget.tsx';

/** Story-only: the two shop islands in their mount points, as the header and footer place them. */
function ShopChrome() {
  return (
    <div style={{display: 'grid', gap: '1rem'}}>
      <SettingsStatus />
      <CartMount>
        <CartWidget />
      </CartMount>
      <ShopMenuMount>
        <ShopMenu />
      </ShopMenuMount>
    </div>
  );
}

function mount(id: 'int-cart' | 'int-shop-menu'): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing`);
  return element;
}

const meta = {
  title: 'Shop/Cart/CartWidget',
  component: CartWidget,
  decorators: [withShop],
  beforeEach: freshCart,
  render: () => <ShopChrome />,
} satisfies Meta<typeof CartWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settings loaded (cart on, no maintenance): the cart button in #int-cart, the shop menu shown. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await canvas.findByText('useShopSettings() → data');
    const cart = within(mount('int-cart')).getByRole('link', {
      name: text(lang, 'cartButtonLabel', {count: 0}),
    });
    await expect(cart).toHaveAttribute('href', '/shop/warenkorb');
    const menu = within(mount('int-shop-menu')).getByRole('navigation', {
      name: text(lang, 'shopMenuLabel'),
    });
    await expect(within(menu).getAllByRole('link')).toHaveLength(3);
  },
};

/** The widget alone. */
export const Playground: Story = {render: () => <CartWidget />};

/** Three items in the cart: "Warenkorb (3)". */
export const WithItems: Story = {
  beforeEach: seedCart,
  play: async ({canvas, globals}) => {
    await canvas.findByRole('link', {name: text(langOf(globals), 'cartButtonLabel', {count: 3})});
  },
};

/** Settings still loading: neither the cart nor the shop menu shows yet. */
export const SettingsLoading: Story = {
  parameters: {msw: {handlers: {shop: settingsFailures.pending}}},
  play: async ({canvas}) => {
    await expect(canvas.getByText('useShopSettings() → loading')).toBeVisible();
    await expect(mount('int-cart')).toBeEmptyDOMElement();
    await expect(mount('int-shop-menu')).toBeEmptyDOMElement();
  },
};

/** Settings fetch failed: state error "Could not load settings" (spec §8); nothing shop shows. */
export const SettingsError: Story = {
  parameters: {msw: {handlers: {shop: settingsFailures.serverError}}},
  play: async ({canvas}) => {
    await canvas.findByText('useShopSettings() → error: Could not load settings');
    await expect(mount('int-cart')).toBeEmptyDOMElement();
    await expect(mount('int-shop-menu')).toBeEmptyDOMElement();
  },
};

/** No settings record for the domain: the same error (spec §8 "failed or empty"). */
export const SettingsEmpty: Story = {
  parameters: {msw: {handlers: {shop: settingsFailures.empty}}},
  play: async ({canvas}) => {
    await canvas.findByText('useShopSettings() → error: Could not load settings');
    await expect(mount('int-cart')).toBeEmptyDOMElement();
  },
};

/** maintenance_mode: the cart widget hides, the shop menu still shows (spec §4). */
export const Maintenance: Story = {
  beforeEach: seedCart,
  parameters: {msw: {handlers: {shop: settingsWith({maintenance_mode: true})}}},
  play: async ({canvas}) => {
    await canvas.findByText('useShopSettings() → data');
    await waitFor(() =>
      expect(within(mount('int-shop-menu')).getAllByRole('link')).toHaveLength(3),
    );
    await expect(mount('int-cart')).toBeEmptyDOMElement();
  },
};

/** enable_cart false: neither the cart widget nor the shop menu (spec §4). */
export const CartDisabled: Story = {
  parameters: {msw: {handlers: {shop: settingsWith({enable_cart: false})}}},
  play: async ({canvas}) => {
    await canvas.findByText('useShopSettings() → data');
    await expect(mount('int-cart')).toBeEmptyDOMElement();
    await expect(mount('int-shop-menu')).toBeEmptyDOMElement();
  },
};

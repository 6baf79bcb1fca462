import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {shopSiteOf} from '@schaufenster/fixtures';
import {BottomBar} from '@schaufenster/ui';
import {freshCart, seedCart} from '../stories/cartSeed.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {langOf, text} from '../stories/itemPageStoryKit.tsx';
import {CartButton} from './CartButton.tsx';

const meta = {
  title: 'Shop/Cart/CartButton',
  component: CartButton,
  args: {storeRootPath: '/shop', settings: {enable_cart: true}},
  // The cart store is shared by every story in the file: start each one empty.
  beforeEach: freshCart,
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's store root path and settings; an empty cart: "Warenkorb (0)", no badge. */
export const Default: Story = {
  render: (_args, {loaded}) => {
    const site = shopSiteOf(loaded);
    return <CartButton storeRootPath={site.project.store_root_path} settings={site.shopSettings} />;
  },
  play: async ({canvas, globals}) => {
    const name = text(langOf(globals), 'cartButtonLabel', {count: 0});
    const link = canvas.getByRole('link', {name});
    await expect(link).toHaveAttribute('href', '/shop/warenkorb');
    // Only the hidden name: no badge while the cart is empty.
    await expect(link.textContent).toBe(name);
  },
};

/** Any store root path and enable_cart value. */
export const Playground: Story = {};

/** Three items in the cart: the name and the badge follow totalCount. */
export const WithItems: Story = {
  beforeEach: seedCart,
  decorators: [stayOnPage],
  play: async ({canvas, globals, userEvent}) => {
    const name = text(langOf(globals), 'cartButtonLabel', {count: 3});
    const link = canvas.getByRole('link', {name});
    // The hidden name plus the visible badge.
    await expect(link.textContent).toBe(`${name}3`);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(link).toBeInTheDocument();
  },
};

/** English page: "Cart (3)"; the path keeps its German segment (decision 003). */
export const English: Story = {
  beforeEach: seedCart,
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    const link = canvas.getByRole('link', {name: 'Cart (3)'});
    await expect(link).toHaveAttribute('href', '/shop/warenkorb');
  },
};

/** enable_cart false: no button (spec §2). */
export const CartDisabled: Story = {
  args: {settings: {enable_cart: false}},
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No store root path (the optician has no shop): no button (spec §2). */
export const NoStoreRootPath: Story = {
  args: {storeRootPath: null},
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Settings not there (yet): no button. */
export const NoSettings: Story = {
  args: {settings: null},
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/**
 * The bottom bar's cart, so phones and tablets reach it in one tap: icon, visible "Warenkorb" and
 * the badge, named "Warenkorb (3)" like the header's, a finger-sized third column of the bar.
 */
export const InBottomBar: Story = {
  beforeEach: seedCart,
  decorators: [stayOnPage],
  globals: {viewport: {value: 'mobile2', isRotated: false}},
  render: (args) => <BottomBar cart={<CartButton {...args} variant="bar" />} />,
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const name = text(lang, 'cartButtonLabel', {count: 3});
    const bar = canvas.getByRole('navigation');
    const link = canvas.getByRole('link', {name});
    await expect(link).toHaveAttribute('href', '/shop/warenkorb');
    await expect(link.textContent).toBe(`${text(lang, 'bottomBarCartButton')}${name}3`);
    const box = link.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    // Three equal columns: menu, contact, cart.
    await expect(Math.round(box.width * 3)).toBeCloseTo(Math.round(bar.clientWidth), -1);
  },
};

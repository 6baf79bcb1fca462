import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, spyOn, waitFor, within} from 'storybook/test';
import {STORAGE_KEYS} from '@schaufenster/core';
import {initCart} from '../cart/cartStore.ts';
import {freshCart, seedCart} from '../stories/cartSeed.ts';
import {settingsWith} from '../stories/settingsHandlers.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {withShop} from '../stories/withShop.tsx';
import {CartPage} from './CartPage.tsx';

// seedCart: Tudor Black Bay 58 (Stahlband, 4.050,00 €), Solitärring Aurora (Größe 52, engraved
// "Für immer" in Antiqua, 2.490,00 €), Schmuckpflege-Set (24,90 €): 3 items, 6.564,90 €.

function storedCart(): {totalCount: number; products: {count: number}[]} | null {
  const text = localStorage.getItem(STORAGE_KEYS.cart);
  return text === null ? null : JSON.parse(text);
}

const meta = {
  title: 'Shop/Cart/CartPage',
  component: CartPage,
  decorators: [withShop, stayOnPage],
  // The cart store and int-cart are shared by every story in the file: start each one empty.
  beforeEach: freshCart,
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart with three lines from the jeweller's fixture products. */
export const Default: Story = {beforeEach: seedCart};

/** The page as it renders; seed the cart from other stories' states. */
export const Playground: Story = {};

/** No lines: the empty state with a link back to the item list. */
export const Empty: Story = {
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 1, name: 'Warenkorb'})).toBeVisible();
    await expect(canvas.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'Weiter einkaufen'})).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(canvas.queryByRole('link', {name: 'Zur Kasse'})).toBeNull();
  },
};

/** Lines with name, variant, personalization, prices; totals; the checkout link. */
export const Full: Story = {
  beforeEach: seedCart,
  play: async ({canvas}) => {
    const list = canvas.getByRole('list', {name: 'Warenkorb'});
    const lines = within(list).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    const [watch, ring, care] = lines.map((line) => within(line));
    await expect(watch?.getByRole('link', {name: 'Tudor Black Bay 58'})).toHaveAttribute(
      'href',
      '/shop/artikel/tudor-black-bay-58',
    );
    await expect(watch?.getByText('Variante')).toBeVisible();
    await expect(watch?.getByText('Stahlband')).toBeVisible();
    await expect(watch?.getByText('Einzelpreis')).toBeVisible();
    await expect(watch?.getAllByText('4.050,00 €')).toHaveLength(2);
    await expect(ring?.getByText('Personalisierung')).toBeVisible();
    await expect(ring?.getByText('Für immer, Antiqua')).toBeVisible();
    await expect(ring?.getByRole('textbox', {name: 'Anzahl für Solitärring Aurora'})).toHaveValue(
      '1',
    );
    await expect(care?.getByRole('button', {name: 'Schmuckpflege-Set entfernen'})).toBeVisible();
    await expect(canvas.getByText('3 Artikel')).toBeVisible();
    await expect(canvas.getByText('6.564,90 €')).toBeVisible();
    await expect(canvas.getByText('inkl. MwSt.')).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'Zur Kasse'})).toHaveAttribute(
      'href',
      '/shop/kasse',
    );
  },
};

/** Counts change with the keyboard (arrows, typing); line and cart totals follow and are saved. */
export const ChangeCountByKeyboard: Story = {
  beforeEach: seedCart,
  play: async ({canvas, userEvent}) => {
    const count = canvas.getByRole('textbox', {name: 'Anzahl für Schmuckpflege-Set'});
    await userEvent.click(count);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(count).toHaveValue('3');
    await expect(canvas.getByText('5 Artikel')).toBeVisible();
    await expect(canvas.getByText('74,70 €')).toBeVisible();
    await expect(canvas.getByText('6.614,70 €')).toBeVisible();
    await expect(storedCart()?.totalCount).toBe(5);

    // Typing a count commits on Enter.
    await userEvent.keyboard('{Control>}a{/Control}10{Enter}');
    await expect(count).toHaveValue('10');
    await expect(canvas.getByText('12 Artikel')).toBeVisible();
    await expect(canvas.getByText('6.789,00 €')).toBeVisible();

    // The minimum is 1: arrow down stops there and the decrement button is disabled.
    const watch = canvas.getByRole('textbox', {name: 'Anzahl für Tudor Black Bay 58'});
    await userEvent.click(watch);
    await userEvent.keyboard('{ArrowDown}');
    await expect(watch).toHaveValue('1');
    await expect(
      canvas.getByRole('button', {name: /Anzahl für Tudor Black Bay 58 verringern/i}),
    ).toBeDisabled();
  },
};

/** Removing a line by keyboard: it goes, the removal is announced, focus moves to the heading. */
export const Remove: Story = {
  beforeEach: seedCart,
  play: async ({canvas, userEvent}) => {
    const remove = canvas.getByRole('button', {name: 'Tudor Black Bay 58 entfernen'});
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('link', {name: 'Tudor Black Bay 58'})).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Tudor Black Bay 58 wurde aus dem Warenkorb entfernt.',
    );
    await expect(canvas.getByRole('heading', {level: 1})).toHaveFocus();
    await expect(canvas.getByText('2 Artikel')).toBeVisible();
    await expect(canvas.getByText('2.514,90 €')).toBeVisible();

    // Removing the rest empties the cart and deletes the stored entry (spec §4).
    await userEvent.click(canvas.getByRole('button', {name: 'Solitärring Aurora entfernen'}));
    await userEvent.click(canvas.getByRole('button', {name: 'Schmuckpflege-Set entfernen'}));
    await expect(canvas.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await expect(storedCart()).toBeNull();
  },
};

/** Garbage under int-cart: dropped with a console warning, the empty cart shows, nothing crashes. */
export const AfterCorruptStorage: Story = {
  beforeEach: () => {
    const warn = spyOn(console, 'warn');
    localStorage.setItem(STORAGE_KEYS.cart, '{"products": [{"cartId": ');
    initCart({reload: true});
    return () => warn.mockRestore();
  },
  play: async ({canvas}) => {
    await expect(canvas.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"int-cart"'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull());
  },
};

/** English page: English labels, prices formatted for en. */
export const English: Story = {
  beforeEach: seedCart,
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 1, name: 'Cart'})).toBeVisible();
    await expect(canvas.getByText('€6,564.90')).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'Checkout'})).toHaveAttribute(
      'href',
      '/shop/kasse',
    );
  },
};

/**
 * Maintenance (issue 13): the lines and totals stay (the cart is kept for later), the checkout
 * link goes, and the notice says why; continuing to shop still works.
 */
export const Maintenance: Story = {
  beforeEach: seedCart,
  parameters: {msw: {handlers: {shop: settingsWith({maintenance_mode: true})}}},
  play: async ({canvas}) => {
    const notice = await canvas.findByRole('region', {name: 'Der Shop ist gerade in Wartung'});
    await expect(notice).toHaveTextContent('Ihr Warenkorb bleibt gespeichert.');
    await expect(
      within(canvas.getByRole('list', {name: 'Warenkorb'})).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(canvas.queryByRole('link', {name: 'Zur Kasse'})).toBeNull();
    await expect(canvas.getByRole('link', {name: 'Weiter einkaufen'})).toBeVisible();
    await expect(storedCart()?.totalCount).toBe(3);
  },
};

/** The cart switched off after the build (the live settings win): no checkout, and why. */
export const CartOff: Story = {
  beforeEach: seedCart,
  parameters: {msw: {handlers: {shop: settingsWith({enable_cart: false})}}},
  play: async ({canvas}) => {
    await canvas.findByRole('region', {name: 'Online-Bestellung derzeit nicht möglich'});
    await expect(canvas.queryByRole('link', {name: 'Zur Kasse'})).toBeNull();
  },
};

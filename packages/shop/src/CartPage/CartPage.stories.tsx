import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, spyOn, waitFor, within} from 'storybook/test';
import {STORAGE_KEYS, localizedPath, type MessageKey, type MessageValues} from '@schaufenster/core';
import {initCart} from '../cart/cartStore.ts';
import {freshCart, seedCart} from '../stories/cartSeed.ts';
import {langOf, price, text} from '../stories/itemPageStoryKit.tsx';
import {settingsWith} from '../stories/settingsHandlers.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {withShop} from '../stories/withShop.tsx';
import {CartPage} from './CartPage.tsx';

// seedCart: Tudor Black Bay 58 (Stahlband, 4.050,00 €), Solitärring Aurora (Größe 52, engraved
// "Für immer" in Antiqua, 2.490,00 €), Schmuckpflege-Set (24,90 €): 3 items, 6.564,90 €.

type Globals = Record<string, unknown>;
/** A catalogue text in the story's language (plays hold under any toolbar language). */
const m = (globals: Globals, key: MessageKey, values?: MessageValues) =>
  text(langOf(globals), key, values);
/** An amount as the story's language writes it. */
const eur = (globals: Globals, value: number) => price(value, langOf(globals));
/** Where "continue shopping" leads: the item list in the story's language. */
const shopPath = (globals: Globals) => localizedPath('item_list', langOf(globals));

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
  play: async ({canvas, globals}) => {
    await expect(
      canvas.getByRole('heading', {level: 1, name: m(globals, 'cartTitle')}),
    ).toBeVisible();
    await expect(canvas.getByText(m(globals, 'cartEmpty'))).toBeVisible();
    await expect(
      canvas.getByRole('link', {name: m(globals, 'cartContinueShopping')}),
    ).toHaveAttribute('href', shopPath(globals));
    await expect(canvas.queryByRole('link', {name: m(globals, 'cartCheckout')})).toBeNull();
  },
};

/** Lines with name, variant, personalization, prices; totals; the checkout link. */
export const Full: Story = {
  beforeEach: seedCart,
  play: async ({canvas, globals}) => {
    const list = canvas.getByRole('list', {name: m(globals, 'cartTitle')});
    const lines = within(list).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    const [watch, ring, care] = lines.map((line) => within(line));
    await expect(watch?.getByRole('link', {name: 'Tudor Black Bay 58'})).toHaveAttribute(
      'href',
      '/shop/artikel/tudor-black-bay-58',
    );
    await expect(watch?.getByText(m(globals, 'cartLineVariant'))).toBeVisible();
    await expect(watch?.getByText('Stahlband')).toBeVisible();
    await expect(watch?.getByText(m(globals, 'cartLineUnitPrice'))).toBeVisible();
    await expect(watch?.getAllByText(eur(globals, 4050))).toHaveLength(2);
    await expect(ring?.getByText(m(globals, 'cartLinePersonalization'))).toBeVisible();
    await expect(ring?.getByText('Für immer, Antiqua')).toBeVisible();
    await expect(
      ring?.getByRole('textbox', {name: m(globals, 'cartLineCount', {name: 'Solitärring Aurora'})}),
    ).toHaveValue('1');
    await expect(
      care?.getByRole('button', {name: m(globals, 'cartRemove', {name: 'Schmuckpflege-Set'})}),
    ).toBeVisible();
    await expect(canvas.getByText(m(globals, 'cartItemCount', {count: 3}))).toBeVisible();
    await expect(canvas.getByText(eur(globals, 6564.9))).toBeVisible();
    await expect(canvas.getByText(m(globals, 'cartVatNote'))).toBeVisible();
    await expect(canvas.getByRole('link', {name: m(globals, 'cartCheckout')})).toHaveAttribute(
      'href',
      '/shop/kasse',
    );
  },
};

/** Counts change with the keyboard (arrows, typing); line and cart totals follow and are saved. */
export const ChangeCountByKeyboard: Story = {
  beforeEach: seedCart,
  play: async ({canvas, globals, userEvent}) => {
    const count = canvas.getByRole('textbox', {
      name: m(globals, 'cartLineCount', {name: 'Schmuckpflege-Set'}),
    });
    await userEvent.click(count);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(count).toHaveValue('3');
    await expect(canvas.getByText(m(globals, 'cartItemCount', {count: 5}))).toBeVisible();
    await expect(canvas.getByText(eur(globals, 74.7))).toBeVisible();
    await expect(canvas.getByText(eur(globals, 6614.7))).toBeVisible();
    await expect(storedCart()?.totalCount).toBe(5);

    // Typing a count commits on Enter.
    await userEvent.keyboard('{Control>}a{/Control}10{Enter}');
    await expect(count).toHaveValue('10');
    await expect(canvas.getByText(m(globals, 'cartItemCount', {count: 12}))).toBeVisible();
    await expect(canvas.getByText(eur(globals, 6789))).toBeVisible();

    // The minimum is 1: arrow down stops there and the decrement button is disabled.
    const watch = canvas.getByRole('textbox', {
      name: m(globals, 'cartLineCount', {name: 'Tudor Black Bay 58'}),
    });
    await userEvent.click(watch);
    await userEvent.keyboard('{ArrowDown}');
    await expect(watch).toHaveValue('1');
    await expect(
      canvas.getByRole('button', {
        name: m(globals, 'cartLineCountDecrease', {name: 'Tudor Black Bay 58'}),
      }),
    ).toBeDisabled();
  },
};

/**
 * The − and + buttons step the count and stay out of the tab order; an entry that is not a whole
 * number falls back to the count on blur; End and Home go to 999 and 1, where + or − is disabled.
 */
export const StepperButtons: Story = {
  beforeEach: seedCart,
  play: async ({canvas, globals, userEvent}) => {
    const count = canvas.getByRole('textbox', {
      name: m(globals, 'cartLineCount', {name: 'Schmuckpflege-Set'}),
    });
    const plus = canvas.getByRole('button', {
      name: m(globals, 'cartLineCountIncrease', {name: 'Schmuckpflege-Set'}),
    });
    const minus = canvas.getByRole('button', {
      name: m(globals, 'cartLineCountDecrease', {name: 'Schmuckpflege-Set'}),
    });
    await expect(plus).toHaveAttribute('tabindex', '-1');
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(count).toHaveValue('3');
    await userEvent.click(minus);
    await expect(count).toHaveValue('2');
    await expect(canvas.getByText(m(globals, 'cartItemCount', {count: 4}))).toBeVisible();
    await expect(storedCart()?.totalCount).toBe(4);

    // Letters are refused; a cleared field keeps the count when it loses focus.
    await userEvent.click(count);
    await userEvent.keyboard('x');
    await expect(count).toHaveValue('2');
    await userEvent.clear(count);
    await userEvent.tab();
    await expect(count).toHaveValue('2');

    await userEvent.click(count);
    await userEvent.keyboard('{End}');
    await expect(count).toHaveValue('999');
    await expect(plus).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(count).toHaveValue('1');
    await expect(minus).toBeDisabled();
  },
};

/** Removing a line by keyboard: it goes, the removal is announced, focus moves to the heading. */
export const Remove: Story = {
  beforeEach: seedCart,
  play: async ({canvas, globals, userEvent}) => {
    const remove = canvas.getByRole('button', {
      name: m(globals, 'cartRemove', {name: 'Tudor Black Bay 58'}),
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('link', {name: 'Tudor Black Bay 58'})).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      m(globals, 'cartRemoved', {name: 'Tudor Black Bay 58'}),
    );
    await expect(canvas.getByRole('heading', {level: 1})).toHaveFocus();
    await expect(canvas.getByText(m(globals, 'cartItemCount', {count: 2}))).toBeVisible();
    await expect(canvas.getByText(eur(globals, 2514.9))).toBeVisible();

    // Removing the rest empties the cart and deletes the stored entry (spec §4).
    await userEvent.click(
      canvas.getByRole('button', {name: m(globals, 'cartRemove', {name: 'Solitärring Aurora'})}),
    );
    await userEvent.click(
      canvas.getByRole('button', {name: m(globals, 'cartRemove', {name: 'Schmuckpflege-Set'})}),
    );
    await expect(canvas.getByText(m(globals, 'cartEmpty'))).toBeVisible();
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
  play: async ({canvas, globals}) => {
    await expect(canvas.getByText(m(globals, 'cartEmpty'))).toBeVisible();
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
 * Maintenance (the shop is closed for now): the lines and totals stay (the cart is kept for later),
 * the checkout link goes, and the notice says why; continuing to shop still works.
 */
export const Maintenance: Story = {
  beforeEach: seedCart,
  parameters: {msw: {handlers: {shop: settingsWith({maintenance_mode: true})}}},
  play: async ({canvas, globals}) => {
    const notice = await canvas.findByRole('region', {
      name: m(globals, 'shopNoticeMaintenanceTitle'),
    });
    await expect(notice).toHaveTextContent(m(globals, 'shopNoticeMaintenanceText'));
    await expect(
      within(canvas.getByRole('list', {name: m(globals, 'cartTitle')})).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(canvas.queryByRole('link', {name: m(globals, 'cartCheckout')})).toBeNull();
    await expect(
      canvas.getByRole('link', {name: m(globals, 'cartContinueShopping')}),
    ).toBeVisible();
    await expect(storedCart()?.totalCount).toBe(3);
  },
};

/** The cart switched off after the build (the live settings win): no checkout, and why. */
export const CartOff: Story = {
  beforeEach: seedCart,
  parameters: {msw: {handlers: {shop: settingsWith({enable_cart: false})}}},
  play: async ({canvas, globals}) => {
    await canvas.findByRole('region', {name: m(globals, 'shopNoticeCartOffTitle')});
    await expect(canvas.queryByRole('link', {name: m(globals, 'cartCheckout')})).toBeNull();
  },
};

// Placing the order (spec §7 order service, §8 errors): the whole flow to the confirmation, the
// failures that keep cart, checkout and form, a cart re-priced after a price change, a double
// click that posts once, and a retry that keeps its idempotency key. The other checkout states
// are in CheckoutPage.stories.tsx.
import type {Meta, StoryObj} from '@storybook/react-vite';
import {http, HttpResponse} from 'msw';
import {expect, waitFor} from 'storybook/test';
import {STORAGE_KEYS} from '@schaufenster/core';
import {orderFailures, orderPricesChanged} from '@schaufenster/fixtures/handlers';
import {cartStore} from '../cart/cartStore.ts';
import {checkoutStore} from '../checkout/checkoutStore.ts';
import {
  eur,
  acceptTermsAndPlace,
  m,
  mText,
  stepHeading,
  stored,
  type Canvas,
  type Globals,
} from '../stories/checkoutPlay.ts';
import {seedCheckout} from '../stories/checkoutSeed.ts';
import {settingsWith} from '../stories/settingsHandlers.ts';
import {CHECKOUT_STORIES} from '../stories/checkoutMeta.ts';
import type {CheckoutPage} from './CheckoutPage.tsx';

// A failed post: the alert says "Could not post order"; cart, checkout and form are untouched.
async function expectFailureKeepsEverything(canvas: Canvas, globals: Globals) {
  const alert = canvas.getByRole('alert');
  await waitFor(() => expect(alert).toHaveTextContent(m(globals, 'orderErrorPostOrder')));
  await waitFor(() => expect(alert).toHaveFocus());
  await expect(canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')})).toBeEnabled();
  await expect(canvas.getByRole('checkbox', {name: /AGB|terms|conditions/})).toBeChecked();
  await expect(cartStore.getState().totalCount).toBe(3);
  await expect(stored(STORAGE_KEYS.cart)).toMatchObject({totalCount: 3});
  await expect(checkoutStore.getState().customerEmail).toBe('anna@example.com');
  await expect(stored(STORAGE_KEYS.checkout)).toMatchObject({
    customerEmail: 'anna@example.com',
    paymentMethod: 1,
  });
}

const meta = {
  title: 'Shop/Checkout/CheckoutPage/Placing the order',
  ...CHECKOUT_STORIES,
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole flow by keyboard: type the address, pick DHL Standard and present wrapping, pay by
 * prepayment, accept the terms, place the order. The confirmation shows the order number and
 * how to pay by transfer, and takes focus; cart and checkout are emptied and their storage
 * entries removed.
 */
export const PlaceOrderSuccess: Story = {
  play: async ({canvas, globals, userEvent}) => {
    await stepHeading(canvas, globals, 1);
    await userEvent.click(canvas.getByRole('textbox', {name: m(globals, 'checkoutEmail')}));
    for (const text of ['anna@example.com', 'Anna', 'Muster', 'Goethestraße', '12', '60313']) {
      await userEvent.keyboard(text);
      await userEvent.tab();
    }
    await userEvent.keyboard('Frankfurt am Main');
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutNext')}));

    const shipping = await stepHeading(canvas, globals, 2);
    await waitFor(() => expect(shipping).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', {name: /DHL Standard/i})).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('checkbox', {name: m(globals, 'checkoutPresentWrap')}),
    ).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Bitte klingeln');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');

    const payment = await stepHeading(canvas, globals, 3);
    await waitFor(() => expect(payment).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', {name: /Vorkasse|Prepayment|anticipé/})).toBeChecked();
    await userEvent.keyboard('{Tab}{Tab}{Enter}');

    await stepHeading(canvas, globals, 4);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')}));

    const thanks = await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1001'})),
    ).toBeVisible();
    // Prepayment: how to pay, with the total and the order number as reference (decision 009i).
    const transfer = canvas.getByRole('region', {name: m(globals, 'checkoutTransferHeading')});
    await expect(transfer).toHaveTextContent(eur(globals, 6574.8));
    await expect(transfer).toHaveTextContent('DE02 1203 0000 0000 2020 51');
    await expect(transfer).toHaveTextContent('SF-1001');
    await expect(cartStore.getState().totalCount).toBe(0);
    await expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.checkout)).toBeNull();
    await expect(checkoutStore.getState()).toMatchObject({customerEmail: null, shippingCost: 0});
  },
};

/** The order service answers 500: "Could not post order", cart and form stay for a retry. */
export const PlaceOrderFails500: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {msw: {handlers: {orders: orderFailures.serverError}}},
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    await expectFailureKeepsEverything(canvas, globals);
  },
};

/**
 * The last piece of the care set was sold meanwhile: the service answers 409
 * `no_longer_available` (decision 067). The alert says "Could not post order" and, on a line of
 * its own, which piece is gone; cart and form stay.
 */
export const PlaceOrderNoLongerAvailable: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {
    msw: {
      handlers: {
        orders: [
          http.post('*/ecom/order', () =>
            HttpResponse.json(
              {
                status: 'error',
                errors: [
                  {
                    code: 'no_longer_available',
                    message: 'Schmuckpflege-Set is no longer available',
                    path: 'products.1.count',
                    product: '137',
                    variant: null,
                    available: 0,
                  },
                ],
              },
              {status: 409},
            ),
          ),
        ],
      },
    },
  },
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    await expectFailureKeepsEverything(canvas, globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      mText(globals, 'checkoutNoLongerAvailable', {name: 'Schmuckpflege-Set'}),
    );
  },
};

/**
 * The owner raised the engraved ring's price from 2.490,00 € to 2.590,00 € and the site was
 * published while this cart waited: the service refuses the old price (422 `price_mismatch`
 * with the catalogue's price). The checkout re-prices the cart and stays on the review; the
 * alert, after "Could not post order", says how the ring's price changed and takes focus, and
 * the summary shows the new total. Nothing was ordered or paid yet.
 */
export const PlaceOrderPriceChanged: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {
    msw: {
      handlers: {orders: orderPricesChanged([{product: 111, variant: 1008, priceBrutto: 2590}])},
    },
  },
  play: async ({canvas, globals, userEvent}) => {
    const summary = await canvas.findByRole('region', {
      name: m(globals, 'checkoutOrderSummary'),
    });
    // The cart is restored right after hydration (decision 057).
    await waitFor(() => expect(summary).toHaveTextContent(eur(globals, 6574.8)));
    await acceptTermsAndPlace(canvas, globals, userEvent);

    const alert = canvas.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        mText(globals, 'checkoutPriceChanged', {
          name: 'Solitärring Aurora – Größe 52',
          oldPrice: eur(globals, 2490),
          newPrice: eur(globals, 2590),
        }),
      ),
    );
    await expect(alert).toHaveTextContent(m(globals, 'orderErrorPostOrder'));
    await waitFor(() => expect(alert).toHaveFocus());
    await stepHeading(canvas, globals, 4);
    await expect(summary).toHaveTextContent(eur(globals, 6674.8));
    await expect(cartStore.getState().products.map((line) => line.priceBrutto)).toEqual([
      4050, 2590, 24.9,
    ]);
    await expect(stored(STORAGE_KEYS.cart)).toMatchObject({totalPriceBrutto: 6664.9});
    await expect(canvas.getByRole('checkbox', {name: /AGB|terms|conditions/})).toBeChecked();
    await expect(
      canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')}),
    ).toBeEnabled();
  },
};

/** After the price change the shopper places the order again: it is placed at the new total. */
export const PlaceOrderPriceChangedConfirmed: Story = {
  ...PlaceOrderPriceChanged,
  play: async (context) => {
    await PlaceOrderPriceChanged.play?.(context);
    const {canvas, globals, userEvent} = context;
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')}));
    const thanks = await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1003'})),
    ).toBeVisible();
    const transfer = canvas.getByRole('region', {name: m(globals, 'checkoutTransferHeading')});
    await expect(transfer).toHaveTextContent(eur(globals, 6674.8));
    await expect(cartStore.getState().totalCount).toBe(0);
  },
};

/** The network is down: the same alert, nothing lost. */
export const PlaceOrderNetworkDown: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {msw: {handlers: {orders: orderFailures.networkDown}}},
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    await expectFailureKeepsEverything(canvas, globals);
  },
};

/** The service answers 200 with a body that is not JSON: the same alert, nothing lost. */
export const PlaceOrderInvalidJson: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {msw: {handlers: {orders: orderFailures.invalidJson}}},
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    await expectFailureKeepsEverything(canvas, globals);
  },
};

// Requests that reached the story's order handler, with their idempotency keys.
const orderRequests: {key: string | null; uuid: unknown}[] = [];
let failFirst = false;

const countingOrderHandler = http.post('*/ecom/order', async ({request}) => {
  const body = (await request.json()) as Record<string, unknown>;
  orderRequests.push({key: request.headers.get('Idempotency-Key'), uuid: body.order_uuid});
  if (failFirst && orderRequests.length === 1) {
    return HttpResponse.json({status: 'error'}, {status: 500});
  }
  return HttpResponse.json({status: 'ok', order_id: 'SF-1002'});
});

/** A double click on "place order" sends exactly one request: one order, one confirmation. */
export const DoubleClick: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => {
    orderRequests.length = 0;
    failFirst = false;
    seedCheckout();
  },
  parameters: {msw: {handlers: {orders: [countingOrderHandler]}}},
  play: async ({canvas, globals, userEvent}) => {
    await userEvent.click(await canvas.findByRole('checkbox', {name: /AGB|terms|conditions/}));
    await userEvent.dblClick(canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')}));
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1002'})),
    ).toBeVisible();
    await expect(orderRequests).toHaveLength(1);
  },
};

/** Prepayment in a shop without bank details: the confirmation says they follow by e-mail. */
export const PrepaymentWithoutBankDetails: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => seedCheckout(),
  parameters: {msw: {handlers: {shop: settingsWith({bank_details: null})}}},
  play: async ({canvas, globals, userEvent}) => {
    await acceptTermsAndPlace(canvas, globals, userEvent);
    const transfer = await canvas.findByRole('region', {
      name: m(globals, 'checkoutTransferHeading'),
    });
    await expect(transfer).toHaveTextContent(m(globals, 'checkoutTransferByEmail'));
    await expect(transfer).toHaveTextContent('SF-1001');
    await expect(transfer).not.toHaveTextContent(m(globals, 'checkoutTransferIban'));
  },
};

/** A retry after a failure reuses the idempotency key, so the service can drop a repeat. */
export const RetryKeepsIdempotencyKey: Story = {
  args: {initialStep: 'review'},
  beforeEach: () => {
    orderRequests.length = 0;
    failFirst = true;
    seedCheckout();
  },
  parameters: {msw: {handlers: {orders: [countingOrderHandler]}}},
  play: async ({canvas, globals, userEvent}) => {
    const place = await acceptTermsAndPlace(canvas, globals, userEvent);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(m(globals, 'orderErrorPostOrder')),
    );
    await userEvent.click(place);
    await canvas.findByRole('heading', {name: m(globals, 'checkoutOrderPlaced')});
    await expect(orderRequests).toHaveLength(2);
    const [first, second] = orderRequests;
    await expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(second?.key).toBe(first?.key);
    await expect(first?.uuid).toBe(first?.key);
  },
};

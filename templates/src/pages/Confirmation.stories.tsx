import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, screen, waitFor} from 'storybook/test';
import {checkoutPath} from '@schaufenster/core';
import {CheckoutTemplate} from '../shop/CheckoutTemplate.tsx';
import {storeRootFor} from '../shop/shopPages.ts';
import {LOADING, accessibleName, expectCartCount, text} from '../stories/pagePlay.ts';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // The order confirmation is the checkout page's last state, after a placed order.
  title: 'Confirmation',
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta(
    {path: (site, lang) => checkoutPath(storeRootFor(site, lang)), template: CheckoutTemplate},
    {shop: true, page: {cart: 'filled', checkout: 'filled'}},
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A returning shopper's checkout (address, DHL, prepayment stored): "Weiter" through the steps,
 * accept the terms, place the order with the order service (msw). The confirmation shows the
 * order number and how to pay by transfer, and the cart is empty everywhere on the page.
 */
export const Default: Story = {
  play: async ({globals, userEvent}) => {
    for (let step = 1; step < 4; step++) {
      await userEvent.click(
        await screen.findByRole('button', {name: text(globals, 'checkoutNext')}, LOADING),
      );
    }
    await userEvent.click(await screen.findByRole('checkbox', {name: /AGB|terms|conditions/}));
    await userEvent.click(screen.getByRole('button', {name: text(globals, 'checkoutPlaceOrder')}));

    // By its computed name: French keeps a no-break space before "!" (decision 051).
    const thanks = await screen.findByRole(
      'heading',
      {name: accessibleName(globals, 'checkoutOrderPlaced')},
      LOADING,
    );
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(
      screen.getByText(text(globals, 'checkoutOrderNumber', {orderId: 'SF-1001'})),
    ).toBeVisible();
    // Prepayment: how to pay, the IBAN in groups of four, the order number as reference.
    const transfer = screen.getByRole('region', {name: text(globals, 'checkoutTransferHeading')});
    await expect(transfer).toHaveTextContent('DE02 1203 0000 0000 2020 51');
    await expect(transfer).toHaveTextContent('SF-1001');
    await expectCartCount(globals, 0);
  },
};

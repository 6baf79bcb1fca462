import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, spyOn, waitFor, within} from 'storybook/test';
import {bankTransferFor} from '../checkout/bankTransfer.ts';
import {eur, m, mText, type Canvas, type Globals} from '../stories/checkoutPlay.ts';
import {JEWELLER_SETTINGS} from '../stories/checkoutSeed.ts';
import {stayOnPage} from '../stories/stayOnPage.tsx';
import {withShop} from '../stories/withShop.tsx';
import {OrderConfirmation} from './OrderConfirmation.tsx';

// The jeweller's prepayment (payment id 1) for the seeded cart with DHL Standard: 6.574,80 €.
const ORDER = {orderId: 'SF-1001', amount: 6574.8, paymentMethod: 1};
const PREPAYMENT = bankTransferFor(JEWELLER_SETTINGS, ORDER);
const WITHOUT_BANK_DETAILS = bankTransferFor({...JEWELLER_SETTINGS, bank_details: null}, ORDER);
const IBAN = 'DE02120300000000202051';

/** Replaces the clipboard's writeText for one story; `fails` makes it refuse like a blocked page. */
function stubClipboard(fails = false) {
  const written: string[] = [];
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (fails) throw new DOMException('Write permission denied.', 'NotAllowedError');
        written.push(text);
      },
    },
  });
  const restore = () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
  return {written, restore};
}

// The story's clipboard stand-in, set up by `beforeEach`.
let clipboard: ReturnType<typeof stubClipboard> = {written: [], restore: () => {}};

const transferRegion = (canvas: Canvas, globals: Globals) =>
  canvas.getByRole('region', {name: m(globals, 'checkoutTransferHeading')});

/** The value shown for a term of the transfer's description list. */
function valueOf(region: HTMLElement, term: string): HTMLElement {
  const dt = within(region).getByText(term, {selector: 'dt'});
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

const meta = {
  title: 'Shop/Checkout/OrderConfirmation',
  component: OrderConfirmation,
  decorators: [withShop, stayOnPage],
  args: {orderId: ORDER.orderId, storeRootPath: '/shop', transfer: PREPAYMENT},
  beforeEach: () => {
    clipboard = stubClipboard();
    return clipboard.restore;
  },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Prepayment with the shop's bank details: amount, account holder, IBAN in groups of four, BIC,
 * bank and the order number as "Verwendungszweck"; the heading takes focus.
 */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: m(globals, 'checkoutOrderPlaced'),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1001'})),
    ).toBeVisible();
    const region = transferRegion(canvas, globals);
    const amount = eur(globals, ORDER.amount);
    await expect(region).toHaveTextContent(mText(globals, 'checkoutTransferIntro', {amount}));
    await expect(valueOf(region, m(globals, 'checkoutTransferAmount'))).toHaveTextContent(amount);
    await expect(valueOf(region, m(globals, 'checkoutTransferAccountHolder'))).toHaveTextContent(
      'Juwelier Morgenstern e.K.',
    );
    await expect(valueOf(region, m(globals, 'checkoutTransferIban'))).toHaveTextContent(
      'DE02 1203 0000 0000 2020 51',
    );
    await expect(valueOf(region, m(globals, 'checkoutTransferBic'))).toHaveTextContent(
      'BYLADEM1001',
    );
    await expect(valueOf(region, m(globals, 'checkoutTransferBank'))).toHaveTextContent(
      'Beispielbank Frankfurt',
    );
    await expect(valueOf(region, m(globals, 'checkoutTransferReference'))).toHaveTextContent(
      'SF-1001',
    );
    await expect(canvas.queryByText(m(globals, 'checkoutTransferByEmail'))).toBeNull();
  },
};

/** Props to try: order number, root path and the transfer (null: paid otherwise). */
export const Playground: Story = {args: {orderId: 'SF-2042'}};

/**
 * Copy IBAN (without spaces, as banking apps take it) and reference; each copy is announced in
 * the status region, again for a second copy.
 */
export const CopyForBankingApp: Story = {
  play: async ({canvas, globals, userEvent}) => {
    const status = within(transferRegion(canvas, globals)).getByRole('status');
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutCopyIban')}));
    await waitFor(() =>
      expect(status).toHaveTextContent(
        mText(globals, 'checkoutCopied', {what: m(globals, 'checkoutTransferIban')}),
      ),
    );
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutCopyReference')}));
    await waitFor(() =>
      expect(status).toHaveTextContent(
        mText(globals, 'checkoutCopied', {what: m(globals, 'checkoutTransferReference')}),
      ),
    );
    await expect(clipboard.written).toEqual([IBAN, 'SF-1001']);
  },
};

/** The browser refuses the clipboard: the shopper is told to select and copy the text. */
export const CopyRefused: Story = {
  beforeEach: () => {
    clipboard.restore();
    clipboard = stubClipboard(true);
    return clipboard.restore;
  },
  play: async ({canvas, globals, userEvent}) => {
    await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutCopyIban')}));
    await waitFor(() =>
      expect(within(transferRegion(canvas, globals)).getByRole('status')).toHaveTextContent(
        mText(globals, 'checkoutCopyFailed'),
      ),
    );
  },
};

/** "Print or save as PDF" opens the browser's print dialog (the print stylesheet shows this alone). */
export const Print: Story = {
  play: async ({canvas, globals, userEvent}) => {
    const print = spyOn(window, 'print').mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByRole('button', {name: m(globals, 'checkoutPrint')}));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  },
};

/** No bank details in settings: amount and reference, and the account follows by e-mail. */
export const WithoutBankDetails: Story = {
  args: {transfer: WITHOUT_BANK_DETAILS},
  play: async ({canvas, globals}) => {
    const region = transferRegion(canvas, globals);
    await expect(within(region).getByText(m(globals, 'checkoutTransferByEmail'))).toBeVisible();
    await expect(valueOf(region, m(globals, 'checkoutTransferReference'))).toHaveTextContent(
      'SF-1001',
    );
    await expect(within(region).queryByText(m(globals, 'checkoutTransferIban'))).toBeNull();
    await expect(canvas.queryByRole('button', {name: m(globals, 'checkoutCopyIban')})).toBeNull();
  },
};

/** Paid by PayPal or Klarna (or any other method): thanks and the order number only. */
export const OtherPaymentMethod: Story = {
  args: {transfer: bankTransferFor(JEWELLER_SETTINGS, {...ORDER, paymentMethod: 4})},
  play: async ({canvas, globals}) => {
    await expect(
      canvas.getByText(m(globals, 'checkoutOrderNumber', {orderId: 'SF-1001'})),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', {name: m(globals, 'checkoutTransferHeading')}),
    ).toBeNull();
  },
};

/** English: labels and the amount in the page language. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    const region = canvas.getByRole('region', {name: 'Payment by bank transfer'});
    await expect(valueOf(region, 'Payment reference')).toHaveTextContent('SF-1001');
    await expect(valueOf(region, 'Amount')).toHaveTextContent('€6,574.80');
    await expect(canvas.getByRole('button', {name: 'Copy IBAN'})).toBeVisible();
  },
};

/** French, without bank details. */
export const FrenchWithoutBankDetails: Story = {
  globals: {lang: 'fr'},
  args: {transfer: WITHOUT_BANK_DETAILS},
  play: async ({canvas}) => {
    const region = canvas.getByRole('region', {name: 'Paiement par virement'});
    await expect(valueOf(region, 'Référence du virement')).toHaveTextContent('SF-1001');
    await expect(
      within(region).getByText('Nous vous enverrons nos coordonnées bancaires par e-mail.'),
    ).toBeVisible();
  },
};

/**
 * A phone (390 px): nothing overflows the width, and the copy and print buttons are at least 44 px
 * tall, so a finger hits them.
 */
export const Phone: Story = {
  globals: {viewport: {value: 'phone', isRotated: false}},
  play: async ({canvas, canvasElement, globals}) => {
    await expect(window.innerWidth).toBe(390);
    const region = transferRegion(canvas, globals);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const name of ['checkoutCopyIban', 'checkoutCopyReference', 'checkoutPrint'] as const) {
      const button = canvas.getByRole('button', {name: m(globals, name)});
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

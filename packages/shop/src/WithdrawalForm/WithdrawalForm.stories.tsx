import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, fn, userEvent, waitFor, within} from 'storybook/test';
import {
  confirmWithdrawal,
  isLang,
  lookUpWithdrawal,
  t,
  type Lang,
  type MessageKey,
  type WithdrawalInput,
} from '@schaufenster/core';
import {
  WITHDRAWAL_NOT_WITHDRAWABLE_NUMBER,
  WITHDRAWAL_ORDER,
  WITHDRAWAL_RECEIVED_AT,
  withdrawalFailures,
} from '@schaufenster/fixtures/handlers';
import {excludedItems, lineText, receiptTime} from './withdrawalFormat.ts';
import {WithdrawalForm} from './WithdrawalForm.tsx';

// The order service the msw stand-in answers (`*/ecom/withdrawal`).
const SERVICE = {baseUrl: 'https://orders.example.test', project: 'juwelier-morgenstern'};
// Records each post, so a story can show that a step sent nothing.
const posted = fn();

type Globals = Record<string, unknown>;
type Canvas = ReturnType<typeof within>;

const langOf = (globals: Globals): Lang => (isLang(globals.lang) ? globals.lang : 'de');

// Text matchers collapse the page's whitespace: French puts a no-break space before ":".
function text(globals: Globals, key: MessageKey, values?: Record<string, string>): string {
  return t(langOf(globals), key, values).replace(/\s+/g, ' ');
}

/** Step 1 by keyboard: order number, Tab, e-mail, Enter. */
async function findOrder(canvas: Canvas, globals: Globals, number: string, email: string) {
  await userEvent.click(
    canvas.getByRole('textbox', {name: text(globals, 'withdrawalFormOrderNumber')}),
  );
  if (number !== '') await userEvent.keyboard(number);
  await userEvent.tab();
  if (email !== '') await userEvent.keyboard(email);
  await userEvent.keyboard('{Enter}');
}

/** Step 1 with the stand-in's order. */
function findTheOrder(canvas: Canvas, globals: Globals) {
  return findOrder(canvas, globals, WITHDRAWAL_ORDER.number, WITHDRAWAL_ORDER.email);
}

const meta = {
  title: 'Shop/Forms/WithdrawalForm',
  component: WithdrawalForm,
  args: {
    lookUp: (input: WithdrawalInput) => {
      posted(input);
      return lookUpWithdrawal(input, SERVICE);
    },
    confirm: (input: WithdrawalInput) => {
      posted(input);
      return confirmWithdrawal(input, SERVICE);
    },
  },
  argTypes: {lookUp: {control: false}, confirm: {control: false}},
  beforeEach: () => {
    posted.mockClear();
  },
} satisfies Meta<typeof WithdrawalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: what it is for, order number and e-mail, "Weiter"; nothing announced yet. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    await expect(canvas.getByText(text(globals, 'withdrawalFormIntro'))).toBeVisible();
    await expect(
      canvas.getByRole('textbox', {name: text(globals, 'withdrawalFormOrderNumber')}),
    ).toBeRequired();
    await expect(
      canvas.getByRole('textbox', {name: text(globals, 'withdrawalFormEmail')}),
    ).toBeRequired();
    await expect(
      canvas.getByRole('button', {name: text(globals, 'withdrawalFormNext')}),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** "Weiter" with empty fields: each says what is missing, and nothing is sent. */
export const FieldsMissing: Story = {
  play: async ({canvas, globals}) => {
    await userEvent.click(canvas.getByRole('button', {name: text(globals, 'withdrawalFormNext')}));
    await expect(canvas.getByText(text(globals, 'withdrawalFormOrderNumberMissing'))).toBeVisible();
    await expect(canvas.getByText(text(globals, 'withdrawalFormEmailMissing'))).toBeVisible();
    await expect(posted).not.toHaveBeenCalled();
  },
};

/**
 * Step 2: the order found; its lines, the personalized one named as excluded from the return,
 * and "Widerruf bestätigen". Focus is on the order's heading.
 */
export const OrderFound: Story = {
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await findTheOrder(canvas, globals);
    const heading = await canvas.findByRole('heading', {
      name: text(globals, 'withdrawalFormOrderHeading', {
        number: WITHDRAWAL_ORDER.number,
        date: receiptTime(WITHDRAWAL_ORDER.placed_at, lang).date,
      }),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const lines = WITHDRAWAL_ORDER.lines.map((line) => ({...line}));
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(lines.map(lineText));
    await expect(
      canvas.getByText(
        text(globals, 'withdrawalFormExcluded', {items: excludedItems(lines) ?? ''}),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {name: text(globals, 'withdrawalFormConfirm')}),
    ).toBeVisible();
  },
};

/** "Widerruf bestätigen": the withdrawal received, with date and time; focus on the sentence. */
export const Withdrawn: Story = {
  play: async ({canvas, globals}) => {
    await findTheOrder(canvas, globals);
    await userEvent.click(
      await canvas.findByRole('button', {name: text(globals, 'withdrawalFormConfirm')}),
    );
    const done = await canvas.findByText(
      text(globals, 'withdrawalFormDone', receiptTime(WITHDRAWAL_RECEIVED_AT, langOf(globals))),
    );
    await waitFor(() => expect(done).toHaveFocus());
    await expect(posted).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** "Zurück" from step 2: step 1 again, with what was typed. */
export const BackToDetails: Story = {
  play: async ({canvas, globals}) => {
    await findTheOrder(canvas, globals);
    await userEvent.click(
      await canvas.findByRole('button', {name: text(globals, 'withdrawalFormBack')}),
    );
    await expect(
      canvas.getByRole('textbox', {name: text(globals, 'withdrawalFormOrderNumber')}),
    ).toHaveValue(WITHDRAWAL_ORDER.number);
  },
};

/** No order with this number and e-mail (one answer for both): the alert says so. */
export const OrderNotFound: Story = {
  play: async ({canvas, globals}) => {
    await findOrder(canvas, globals, 'MO-9999', WITHDRAWAL_ORDER.email);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        text(globals, 'withdrawalFormErrorNotFound'),
      ),
    );
  },
};

/** An order that cannot be withdrawn (not yet paid, or cancelled): the alert says so. */
export const NotWithdrawable: Story = {
  play: async ({canvas, globals}) => {
    await findOrder(canvas, globals, WITHDRAWAL_NOT_WITHDRAWABLE_NUMBER, WITHDRAWAL_ORDER.email);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        text(globals, 'withdrawalFormErrorNotWithdrawable'),
      ),
    );
  },
};

/** While the service answers: "sending" in the status region. */
export const Sending: Story = {
  parameters: {msw: {handlers: {orders: withdrawalFailures.pending}}},
  play: async ({canvas, globals}) => {
    await findTheOrder(canvas, globals);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(text(globals, 'withdrawalFormSending')),
    );
  },
};

/** The order service not reachable: the alert asks to try again later. */
export const NetworkDown: Story = {
  parameters: {msw: {handlers: {orders: withdrawalFailures.networkDown}}},
  play: async ({canvas, globals}) => {
    await findTheOrder(canvas, globals);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        text(globals, 'withdrawalFormErrorNetwork'),
      ),
    );
  },
};

/** German wording of the law: "Vertrag widerrufen" leads here, "Widerruf bestätigen" withdraws. */
export const German: Story = {
  globals: {lang: 'de'},
  play: async ({canvas}) => {
    await findOrder(canvas, {lang: 'de'}, WITHDRAWAL_ORDER.number, WITHDRAWAL_ORDER.email);
    await expect(
      await canvas.findByText(
        'Von der Rücksendung ausgenommen (nach Ihren Vorgaben angefertigt): 1 × Siegelring Heritage (Gravur „E. M.“)',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', {name: 'Widerruf bestätigen'}));
    await expect(
      await canvas.findByText(
        'Ihr Widerruf ist am 3. Juli 2026 um 14:05 Uhr eingegangen. Sie erhalten eine Bestätigung per E-Mail.',
      ),
    ).toBeVisible();
  },
};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, screen, userEvent, waitFor} from 'storybook/test';
import {alternates, localizedPath} from '@schaufenster/core';
import {WITHDRAWAL_ORDER, WITHDRAWAL_RECEIVED_AT} from '@schaufenster/fixtures/handlers';
import {WithdrawalFormTemplate} from '../withdrawalForm/WithdrawalFormTemplate.tsx';
import {LOADING, accessibleName, text} from '../stories/pagePlay.ts';
import {langOf, pageMeta} from '../stories/pageStories.tsx';

// The shop kit's own date format for the stated receipt, as the page shows it.
function receivedAt(lang: string): {date: string; time: string} {
  const at = new Date(WITHDRAWAL_RECEIVED_AT);
  const zone = {timeZone: 'Europe/Berlin'} as const;
  return {
    date: new Intl.DateTimeFormat(lang, {dateStyle: 'long', ...zone}).format(at),
    time: new Intl.DateTimeFormat(lang, {timeStyle: 'short', ...zone}).format(at),
  };
}

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta(
    {
      path: (_site, lang) => localizedPath('withdrawalForm', lang),
      template: WithdrawalFormTemplate,
      alternates: () => alternates('withdrawalForm'),
    },
    {shop: true},
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Vertrag widerrufen" as the footer opens it: the page's heading, order number and e-mail, and
 * the footer's link to this very page.
 */
export const Default: Story = {
  play: async ({globals}) => {
    await expect(
      screen.getByRole('heading', {
        level: 1,
        name: accessibleName(globals, 'pageTitleWithdrawalForm'),
      }),
    ).toBeVisible();
    await expect(
      screen.getByRole('textbox', {name: accessibleName(globals, 'withdrawalFormOrderNumber')}),
    ).toBeVisible();
    await expect(
      screen.getByRole('link', {name: accessibleName(globals, 'footerWithdrawalForm')}),
    ).toHaveAttribute('href', localizedPath('withdrawalForm', langOf(globals)));
  },
};

/** The whole withdrawal: the order found, "Widerruf bestätigen", the time received. */
export const Withdrawn: Story = {
  play: async ({globals}) => {
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', {name: accessibleName(globals, 'withdrawalFormOrderNumber')}),
      WITHDRAWAL_ORDER.number,
    );
    await user.type(
      screen.getByRole('textbox', {name: accessibleName(globals, 'withdrawalFormEmail')}),
      `${WITHDRAWAL_ORDER.email}{Enter}`,
    );
    await user.click(
      await screen.findByRole(
        'button',
        {name: accessibleName(globals, 'withdrawalFormConfirm')},
        LOADING,
      ),
    );
    await waitFor(
      () =>
        expect(
          screen.getByText(text(globals, 'withdrawalFormDone', receivedAt(langOf(globals)))),
        ).toHaveFocus(),
      LOADING,
    );
  },
};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, screen} from 'storybook/test';
import {alternates, localizedPath} from '@schaufenster/core';
import {goToThanks, takeSender} from '@schaufenster/ui';
import {ThanksTemplate} from '../thanks/ThanksTemplate.tsx';
import {LOADING, text} from '../stories/pagePlay.ts';
import {langOf, pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => localizedPath('thanks', lang),
    template: ThanksTemplate,
    alternates: () => alternates('thanks'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thanks page opened directly (or reloaded): the plain confirmation, no sender. */
export const Default: Story = {
  play: async ({globals}) => {
    await expect(
      await screen.findByText(text(globals, 'thanksMessage'), {}, LOADING),
    ).toBeVisible();
  },
};

const SENDER = {name: 'Anna Muster', email: 'anna@example.com'};

/**
 * After the contact form: the sender it handed over in session storage (never the URL) is named,
 * and taken, so a reload would show the plain confirmation.
 */
export const AfterTheContactForm: Story = {
  beforeEach: ({globals}) => goToThanks(langOf(globals), SENDER, () => undefined),
  play: async ({globals}) => {
    await expect(
      await screen.findByText(text(globals, 'thanksMessageWithSender', SENDER), {}, LOADING),
    ).toBeVisible();
    await expect(takeSender()).toEqual({});
  },
};

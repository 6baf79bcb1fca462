import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, screen, waitFor} from 'storybook/test';
import {alternates, localizedPath} from '@schaufenster/core';
import {NEWSLETTER_EXPIRED_TOKEN} from '@schaufenster/fixtures/handlers';
import {NewsletterConfirmTemplate} from '../newsletterConfirm/NewsletterConfirmTemplate.tsx';
import {withLinkToken} from '../stories/linkToken.ts';
import {LOADING, text} from '../stories/pagePlay.ts';
import {langOf, pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => localizedPath('newsletterConfirm', lang),
    template: NewsletterConfirmTemplate,
    alternates: () => alternates('newsletterConfirm'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the confirmation e-mail: the sign-up is confirmed as the page loads. */
export const Confirmed: Story = {
  beforeEach: withLinkToken('gueltig'),
  play: async ({globals}) => {
    await expect(
      await screen.findByText(text(globals, 'newsletterConfirmConfirmed'), {}, LOADING),
    ).toBeVisible();
  },
};

/** A link older than 7 days: it says so and links to the home page to sign up again. */
export const Expired: Story = {
  beforeEach: withLinkToken(NEWSLETTER_EXPIRED_TOKEN),
  play: async ({globals}) => {
    // The alert's link to sign up again (the main region's alert: the footer form has its own).
    await waitFor(
      () =>
        expect(screen.getByRole('main').querySelector('[role="alert"] a')).toHaveAttribute(
          'href',
          localizedPath('home', langOf(globals)),
        ),
      LOADING,
    );
  },
};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, screen, userEvent} from 'storybook/test';
import {alternates, localizedPath} from '@schaufenster/core';
import {NewsletterUnsubscribeTemplate} from '../newsletterUnsubscribe/NewsletterUnsubscribeTemplate.tsx';
import {withLinkToken} from '../stories/linkToken.ts';
import {LOADING, accessibleName, text} from '../stories/pagePlay.ts';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => localizedPath('newsletterUnsubscribe', lang),
    template: NewsletterUnsubscribeTemplate,
    alternates: () => alternates('newsletterUnsubscribe'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a newsletter's link: the question and the one button; nothing sent yet. */
export const Default: Story = {
  beforeEach: withLinkToken('gueltig'),
  play: async ({globals}) => {
    await expect(
      screen.getByRole('button', {name: accessibleName(globals, 'newsletterUnsubscribeButton')}),
    ).toBeVisible();
  },
};

/** "Abmelden" pressed: unsubscribed. */
export const Unsubscribed: Story = {
  beforeEach: withLinkToken('gueltig'),
  play: async ({globals}) => {
    await userEvent.click(
      screen.getByRole('button', {name: accessibleName(globals, 'newsletterUnsubscribeButton')}),
    );
    await expect(
      await screen.findByText(text(globals, 'newsletterUnsubscribeDone'), {}, LOADING),
    ).toBeVisible();
  },
};

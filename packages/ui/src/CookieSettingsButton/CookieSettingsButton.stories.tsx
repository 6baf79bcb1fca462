import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, fn, userEvent, waitFor, within} from 'storybook/test';
import {consentStore} from '../consent/consentStore.ts';
import {setUpConsentStory, storyMessage} from '../consent/consentStories.ts';
import {CookieBanner} from '../CookieBanner/CookieBanner.tsx';
import {CookieSettingsButton} from './CookieSettingsButton.tsx';

const meta = {
  title: 'Components/Consent/CookieSettingsButton',
  component: CookieSettingsButton,
  args: {onPress: fn()},
  parameters: {consent: {stored: {functional: true, matomo: true}}},
  beforeEach: setUpConsentStory,
} satisfies Meta<typeof CookieSettingsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Cookie Einstellungen": pressing it (keyboard too) reopens the banner. */
export const Default: Story = {
  play: async ({canvas, globals, args}) => {
    const button = canvas.getByRole('button', {
      name: storyMessage(globals, 'footerCookieSettings'),
    });
    await expect(consentStore.getState().banner).toBe('hidden');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(consentStore.getState().banner).toBe('reopened');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Props to try (a class matching the footer's links). */
export const Playground: Story = {args: {className: undefined}};

/** In English. */
export const English: Story = {...Default, globals: {lang: 'en'}};

/** In French. */
export const French: Story = {...Default, globals: {lang: 'fr'}};

/** With the banner on the page: it opens, takes focus, and saving gives focus back. */
export const WithBanner: Story = {
  render: (args) => (
    <>
      <CookieSettingsButton {...args} />
      <CookieBanner />
    </>
  ),
  play: async ({canvas, globals}) => {
    const title = storyMessage(globals, 'cookieBannerTitle');
    const button = canvas.getByRole('button', {
      name: storyMessage(globals, 'footerCookieSettings'),
    });
    await expect(canvas.queryByRole('region', {name: title})).toBeNull();
    await userEvent.click(button);
    const region = await canvas.findByRole('region', {name: title});
    await waitFor(() => expect(within(region).getByRole('heading', {name: title})).toHaveFocus());
    await userEvent.click(
      within(region).getByRole('button', {name: storyMessage(globals, 'cookieBannerAllowAll')}),
    );
    await expect(canvas.queryByRole('region', {name: title})).toBeNull();
    await expect(button).toHaveFocus();
  },
};

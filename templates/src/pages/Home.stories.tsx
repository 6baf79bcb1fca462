import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, waitFor, within} from 'storybook/test';
import {STORAGE_KEYS, alternates, localizedPath} from '@schaufenster/core';
import {HomeTemplate} from '../home/HomeTemplate.tsx';
import {
  backToTop,
  closeDrawerByKeyboard,
  cookieBanner,
  openMenuGroupFromBottomBar,
  text,
} from '../stories/pagePlay.ts';
import {pageMeta, pageModes, pinned} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => localizedPath('home', lang),
    template: HomeTemplate,
    alternates: () => alternates('home'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page of the toolbar retailer, at the toolbar's width. */
export const Default: Story = {};

/**
 * On a phone: "Menü" in the bottom bar opens the drawer, a menu group opens and lists its links;
 * Escape closes the drawer and focus returns to "Menü".
 */
export const MenuOnPhone: Story = {
  ...pinned('phone'),
  play: async ({globals, userEvent}) => {
    await openMenuGroupFromBottomBar(globals, userEvent);
    await closeDrawerByKeyboard(globals, userEvent);
    backToTop();
  },
};

/** The same journey on the optician's site (dark base colour), in French. */
export const MenuOnPhoneOptician: Story = {
  ...MenuOnPhone,
  ...pinned('phone', ['optik-klarblick']),
  globals: {...pinned('phone', ['optik-klarblick']).globals, lang: 'fr'},
};

/** The optician's home page (no shop), at the toolbar's width. */
export const Optician: Story = {
  globals: {retailer: 'optik-klarblick'},
  parameters: {chromatic: {modes: pageModes(['optik-klarblick'])}},
};

/**
 * A first visit: the cookie banner shows over the page; switching one entry on and "allow
 * selected cookies" stores exactly that choice and hides the banner.
 */
export const CookieBannerFirstVisit: Story = {
  parameters: {page: {visit: 'firstVisit'}},
  play: async ({globals, userEvent}) => {
    const banner = await cookieBanner(globals);
    const optional = within(banner)
      .getAllByRole('switch')
      .filter((entry) => !(entry as HTMLInputElement).disabled);
    const [first] = optional;
    if (!first) throw new Error('The retailer has no optional consent entry');
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await userEvent.click(
      within(banner).getByRole('button', {name: text(globals, 'cookieBannerAllowSelected')}),
    );
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.consents) ?? 'null') as {
      consents: unknown;
    } | null;
    await expect(stored?.consents).toBeTruthy();
  },
};

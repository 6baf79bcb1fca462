import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor, within} from 'storybook/test';
import {isLang, t, type Lang} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {SiteDrawer} from '../SiteDrawer/SiteDrawer.tsx';
import {closeDrawer} from '../drawer/drawerStore.ts';
import {PlaceholderContact, PlaceholderMenu} from '../PageShell/storySlots.tsx';
import {BottomBar} from './BottomBar.tsx';

const meta = {
  title: 'Components/Navigation/BottomBar',
  component: BottomBar,
  parameters: {layout: 'fullscreen'},
  // The bar exists on small screens only (hidden from lg, 62em).
  globals: {viewport: {value: 'mobile2', isRotated: false}},
  beforeEach: () => {
    closeDrawer();
  },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const langOf = (globals: Record<string, unknown>): Lang =>
  isLang(globals.lang) ? globals.lang : 'de';

/** A 100px bar fixed at the bottom with the menu and contact buttons, as a labelled nav. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const bar = canvas.getByRole('navigation', {name: t(lang, 'bottomBarLabel')});
    const box = bar.getBoundingClientRect();
    await expect(box.height).toBe(100);
    await expect(box.bottom).toBe(window.innerHeight);
    await expect(getComputedStyle(bar).position).toBe('fixed');
    const buttons = within(bar).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      t(lang, 'bottomBarMenuButton'),
      t(lang, 'bottomBarContactButton'),
    ]);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/**
 * The bar's buttons are slots (the site passes them as islands), defaulting to the drawer
 * buttons; with the shop a third slot holds the cart (see Shop/Cart/CartButton, InBottomBar).
 */
export const Playground: Story = {};

/** Each button opens the drawer with its content; focus returns to it on close. */
export const OpensDrawer: Story = {
  render: (_args, {loaded}) => {
    const site = siteOf(loaded);
    return (
      <>
        <BottomBar />
        <SiteDrawer
          menu={<PlaceholderMenu site={site} />}
          contact={<PlaceholderContact site={site} />}
        />
      </>
    );
  },
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const screen = within(document.body);
    const contact = canvas.getByRole('button', {name: t(lang, 'bottomBarContactButton')});
    await userEvent.click(contact);
    const dialog = await screen.findByRole('dialog', {name: t(lang, 'drawerContactTitle')});
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('button', {name: t(lang, 'drawerClose')}));
    await waitFor(() => expect(contact).toHaveFocus());
    const menu = canvas.getByRole('button', {name: t(lang, 'bottomBarMenuButton')});
    await userEvent.click(menu);
    await screen.findByRole('dialog', {name: t(lang, 'drawerMenuTitle')});
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** English labels. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    const bar = canvas.getByRole('navigation', {name: 'Quick access'});
    await expect(within(bar).getByRole('button', {name: 'Menu'})).toBeVisible();
    await expect(within(bar).getByRole('button', {name: 'Contact'})).toBeVisible();
  },
};

/** From the lg breakpoint up the bar is hidden (the header has the buttons there). */
export const LargeScreen: Story = {
  globals: {viewport: {value: 'desktop', isRotated: false}},
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

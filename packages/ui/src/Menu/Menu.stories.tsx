import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor, within} from 'storybook/test';
import {isLang, localizedPath, t} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {closeDrawer, drawerStore, openDrawer} from '../drawer/drawerStore.ts';
import {stayOnPage} from '../stories/decorators.tsx';
import {langOf, text} from '../stories/storyText.ts';
import {Menu} from './Menu.tsx';

// The jeweller's contact entry's label per language (its content; the path is localizedPath's).
const CONTACT: Record<string, string> = {de: 'Kontakt', en: 'Contact', fr: 'Contact'};

const meta = {
  title: 'Components/Navigation/Menu',
  component: Menu,
  args: {entries: [], variant: 'floating'},
  argTypes: {
    // Entries come from the toolbar retailer's fixture, not from the controls.
    entries: {control: false},
    variant: {control: 'inline-radio', options: ['floating', 'inline']},
  },
  render: (args, {loaded}) => <Menu {...args} entries={siteOf(loaded).menus.primary} />,
  beforeEach: () => {
    closeDrawer();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group toggle buttons, in menu order. */
function groupButtons(canvasElement: HTMLElement): HTMLElement[] {
  return within(canvasElement).getAllByRole('button');
}

/** The panel a group button controls (role group, named by its button). */
function panelOf(canvasElement: HTMLElement, button: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('group', {name: button.textContent});
}

/** The toolbar retailer's primary menu: the named landmark, links, groups closed at first. */
export const Default: Story = {
  play: async ({canvas, canvasElement, globals}) => {
    const nav = canvas.getByRole('navigation', {name: text(langOf(globals), 'menuPrimaryLabel')});
    await expect(nav).toBeVisible();
    await expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0);
    for (const button of groupButtons(canvasElement)) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

/**
 * The jeweller's primary menu (fixed retailer): plain links, sub-links, groups and an external
 * link.
 */
export const Jeweller: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, canvasElement, globals}) => {
    const lang = langOf(globals);
    const nav = canvas.getByRole('navigation', {name: text(lang, 'menuPrimaryLabel')});
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', {name: CONTACT[lang]})).toHaveAttribute(
      'href',
      localizedPath('contact', lang),
    );
    // spec §2 Menus: "path_prefix joins the parent path" (Rolex below /uhren).
    await expect(canvas.getByRole('link', {name: 'Rolex'})).toHaveAttribute(
      'href',
      expect.stringMatching(/\/uhren\/rolex$/),
    );
    // external_path wins and opens in a new tab (spec §2 Links).
    const magazine = canvas.getByRole('link', {name: /Magazin|Magazine/});
    await expect(magazine).toHaveAttribute('href', 'https://magazin.juwelier-morgenstern.example');
    await expect(magazine).toHaveAttribute('target', '_blank');
    // Three groups (Marken, Kategorien, Beratung), all closed at first.
    const buttons = groupButtons(canvasElement);
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Props to try: the variant. */
export const Playground: Story = {args: {variant: 'inline'}};

/** Groups open in the flow of the list, as inside the drawer. */
export const InlineVariant: Story = {
  args: {variant: 'inline'},
  play: async ({canvasElement}) => {
    const [first] = groupButtons(canvasElement);
    if (!first) throw new Error('no group button');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    for (const link of within(panelOf(canvasElement, first)).getAllByRole('link')) {
      await expect(link).toBeVisible();
    }
  },
};

/**
 * Groups open in a floating panel 170px from the top (spec §9 Layout: panel offset 170px).
 * Escape closes it and returns focus to its button.
 */
export const FloatingVariant: Story = {
  args: {variant: 'floating'},
  play: async ({canvasElement}) => {
    const [first] = groupButtons(canvasElement);
    if (!first) throw new Error('no group button');
    await userEvent.click(first);
    const panel = panelOf(canvasElement, first);
    await waitFor(() => expect(panel.getBoundingClientRect().top).toBe(170));
    await userEvent.tab();
    const [link] = within(panel).getAllByRole('link');
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveFocus();
    // The panel slides shut (200 ms) before its links leave the page.
    await waitFor(() => expect(link).not.toBeVisible());
  },
};

/** Keyboard: Enter opens a group; Space on another opens it and closes the first (spec §4). */
export const GroupOpen: Story = {
  play: async ({canvasElement}) => {
    const [first, second] = groupButtons(canvasElement);
    // Groups are the jeweller's (its default menu); a retailer without any has nothing to open.
    if (!first) return;
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstLinks = within(panelOf(canvasElement, first)).getAllByRole('link');
    for (const link of firstLinks) await expect(link).toBeVisible();
    // A retailer with a single group has no second one to switch to.
    if (!second) return;

    second.focus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    for (const link of within(panelOf(canvasElement, second)).getAllByRole('link')) {
      await expect(link).toBeVisible();
    }
    await waitFor(() => expect(firstLinks[0]).not.toBeVisible());
  },
};

/** Following a link closes every group and the drawer (spec §2 Menus, Links). */
export const LinkClosesGroups: Story = {
  decorators: [stayOnPage],
  play: async ({canvasElement}) => {
    openDrawer('primaryMenu');
    const [first] = groupButtons(canvasElement);
    if (!first) throw new Error('no group button');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const [link] = within(panelOf(canvasElement, first)).getAllByRole('link');
    if (!link) throw new Error('no link in the group');
    await userEvent.click(link);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(drawerStore.getState().isOpen).toBe(false);
    await waitFor(() => expect(link).not.toBeVisible());
  },
};

/** The optician's menu (dark base): sub-links and one group of frame brands. */
export const Optician: Story = {
  globals: {retailer: 'optik-klarblick'},
  play: async ({canvas, canvasElement}) => {
    const buttons = groupButtons(canvasElement);
    await expect(buttons).toHaveLength(1);
    const [frames] = buttons;
    if (!frames) throw new Error('no group button');
    await userEvent.click(frames);
    // A string path_prefix names the parent path itself (spec §3 Menu entry).
    const lindberg = canvas.getByRole('link', {name: 'LINDBERG'});
    await expect(lindberg).toBeVisible();
    await expect(lindberg).toHaveAttribute('href', expect.stringMatching(/\/optik\/lindberg$/));
  },
};

/**
 * With the shop's cart, so phones reach it from the menu too: the drawer's menu lists
 * "Warenkorb" last (Shop toolbar off: no cart entry, as on a site without the shop).
 */
export const WithCart: Story = {
  args: {variant: 'inline', cartPath: '/shop/warenkorb'},
  render: (args, {loaded, globals}) => (
    <Menu
      {...args}
      entries={siteOf(loaded).menus.primary}
      cartPath={globals.shop === 'off' ? undefined : args.cartPath}
    />
  ),
  play: async ({canvas, globals}) => {
    const name = t(isLang(globals.lang) ? globals.lang : 'de', 'menuCartLink');
    if (globals.shop === 'off') {
      await expect(canvas.queryByRole('link', {name})).toBeNull();
      return;
    }
    const items = canvas
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement?.tagName === 'NAV');
    const last = items.at(-1);
    if (!last) throw new Error('no menu items');
    await expect(within(last).getByRole('link', {name})).toHaveAttribute('href', '/shop/warenkorb');
  },
};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor, within} from 'storybook/test';
import {isLang, t as message, type MessageKey} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {closeDrawer, openDrawer} from '../drawer/drawerStore.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {PlaceholderContact, PlaceholderMenu} from '../PageShell/storySlots.tsx';
import {stayOnPage} from '../stories/decorators.tsx';
import {SiteDrawer} from './SiteDrawer.tsx';
import {DrawerButton} from './DrawerButton.tsx';

/** Two openers as the header has them: RAC returns focus to the one that opened the drawer. */
function Openers() {
  const t = useMessages();
  return (
    <p style={{display: 'flex', gap: '1rem'}}>
      <DrawerButton content="primaryMenu">{t('headerMenuButton')}</DrawerButton>
      <DrawerButton content="contact">{t('headerContactButton')}</DrawerButton>
    </p>
  );
}

const meta = {
  title: 'Components/Navigation/SiteDrawer',
  component: SiteDrawer,
  // null: the slots are filled with placeholders built from the toolbar retailer's content.
  args: {menu: null, contact: null},
  argTypes: {menu: {control: false}, contact: {control: false}},
  beforeEach: () => {
    closeDrawer();
  },
  render: (args, {loaded}) => {
    const site = siteOf(loaded);
    return (
      <>
        <Openers />
        <SiteDrawer
          menu={args.menu ?? <PlaceholderMenu site={site} />}
          contact={args.contact ?? <PlaceholderContact site={site} />}
        />
      </>
    );
  },
} satisfies Meta<typeof SiteDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

/** A catalogue text in the story's language (the plays hold under any toolbar language). */
const m = (globals: Record<string, unknown>, key: MessageKey) =>
  message(isLang(globals.lang) ? globals.lang : 'de', key);
const rootOverflow = () => getComputedStyle(document.documentElement).overflow;

/** The open drawer's dialog once it has faded in (it starts at opacity 0). */
async function openDialog(name: string) {
  const dialog = await screen.findByRole('dialog', {name});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Closed; the menu button opens it with the title "Menü" and moves focus into it. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const opener = canvas.getByRole('button', {name: m(globals, 'headerMenuButton')});
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(opener);
    const dialog = await openDialog(m(globals, 'drawerMenuTitle'));
    await expect(
      within(dialog).getByRole('heading', {level: 2, name: m(globals, 'drawerMenuTitle')}),
    ).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Slots as args: any content for the menu and the contact info. */
export const Playground: Story = {
  args: {
    menu: (
      <ul>
        <li>Uhren</li>
        <li>Schmuck</li>
      </ul>
    ),
    contact: <p>+49 69 1234567</p>,
  },
};

/** Open with the primary menu: page scrolling is locked (spec §4 Drawer). */
export const OpenWithMenu: Story = {
  beforeEach: () => {
    openDrawer('primaryMenu');
  },
  play: async ({canvas, globals}) => {
    const dialog = await openDialog(m(globals, 'drawerMenuTitle'));
    await expect(dialog).toHaveAttribute('id', 'sf-drawer');
    await expect(
      within(dialog).getByRole('button', {name: m(globals, 'drawerClose')}),
    ).toBeVisible();
    await expect(within(dialog).getAllByRole('link').length).toBeGreaterThan(0);
    await expect(rootOverflow()).toBe('hidden');
    const opener = canvas.getByRole('button', {name: m(globals, 'headerMenuButton'), hidden: true});
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(opener).toHaveAttribute('aria-controls', 'sf-drawer');
  },
};

/** Open with the contact info: the page keeps scrolling, only the primary menu locks it. */
export const OpenWithContact: Story = {
  beforeEach: () => {
    openDrawer('contact');
  },
  play: async ({globals}) => {
    const dialog = await openDialog(m(globals, 'drawerContactTitle'));
    await expect(
      within(dialog).getByRole('heading', {name: m(globals, 'drawerContactTitle')}),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', {name: /@/})).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await expect(rootOverflow()).not.toBe('hidden');
  },
};

/** The close button closes it and focus returns to the opener. */
export const CloseByButton: Story = {
  play: async ({canvas, globals}) => {
    const opener = canvas.getByRole('button', {name: m(globals, 'headerContactButton')});
    await userEvent.click(opener);
    const dialog = await openDialog(m(globals, 'drawerContactTitle'));
    await userEvent.click(within(dialog).getByRole('button', {name: m(globals, 'drawerClose')}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(rootOverflow()).not.toBe('hidden');
  },
};

/** By keyboard: focus stays inside while open, Escape closes and focus returns to the opener. */
export const CloseByEscape: Story = {
  play: async ({canvas, globals}) => {
    const opener = canvas.getByRole('button', {name: m(globals, 'headerMenuButton')});
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog(m(globals, 'drawerMenuTitle'));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: more Tabs than the dialog has stops never leave it.
    const stops = within(dialog).getAllByRole('link').length + 1;
    for (let i = 0; i <= stops; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({shift: true});
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Clicking the overlay beside the drawer closes it; focus returns to the opener. */
export const CloseByOverlay: Story = {
  play: async ({canvas, globals}) => {
    const opener = canvas.getByRole('button', {name: m(globals, 'headerMenuButton')});
    await userEvent.click(opener);
    await openDialog(m(globals, 'drawerMenuTitle'));
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Following a link in the drawer closes it (spec §2 Links). */
export const LinkClosesDrawer: Story = {
  decorators: [stayOnPage],
  beforeEach: () => {
    openDrawer('primaryMenu');
  },
  play: async ({globals}) => {
    const dialog = await openDialog(m(globals, 'drawerMenuTitle'));
    const [first] = within(dialog).getAllByRole('link');
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(rootOverflow()).not.toBe('hidden');
  },
};

/** English titles and close label. */
export const English: Story = {
  globals: {lang: 'en'},
  beforeEach: () => {
    openDrawer('contact');
  },
  play: async () => {
    const dialog = await openDialog('Contact');
    await expect(within(dialog).getByRole('button', {name: 'Close'})).toBeVisible();
  },
};

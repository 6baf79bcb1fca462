import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor, within} from 'storybook/test';
import {isLang, t} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {SiteDrawer} from '../SiteDrawer/SiteDrawer.tsx';
import {closeDrawer} from '../drawer/drawerStore.ts';
import {
  PlaceholderCart,
  PlaceholderContact,
  PlaceholderMenu,
  logoProps,
} from '../PageShell/storySlots.tsx';
import jmLogo from '../../../../fixtures/retailers/juwelier-morgenstern/images/logo.svg';
import {Header} from './Header.tsx';

const meta = {
  title: 'Components/Navigation/Header',
  component: Header,
  args: {
    logoSrc: jmLogo,
    logoAlt: 'Juwelier Morgenstern',
    logoWidth: 240,
    logoHeight: 80,
    social: [],
  },
  // The render takes the logo and social links from the toolbar retailer (decision 046).
  argTypes: {
    logoSrc: {control: false},
    logoAlt: {control: false},
    logoWidth: {control: false},
    logoHeight: {control: false},
    social: {control: false},
  },
  parameters: {layout: 'fullscreen'},
  beforeEach: () => {
    closeDrawer();
  },
  // The toolbar retailer's logo, title and social entries.
  render: (args, {loaded, globals}) => {
    const site = siteOf(loaded);
    return <Header {...args} {...logoProps(site, globals.retailer)} social={site.menus.social} />;
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const langOf = (globals: Record<string, unknown>) => (isLang(globals.lang) ? globals.lang : 'de');

/**
 * Large screen: 120px, sticky, logo linking home (max 80px), menu and contact buttons, the
 * instagram and facebook icons; no cart without the shop's slot.
 */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBe(120);
    await expect(getComputedStyle(header).position).toBe('sticky');
    const home = canvas.getByRole('link', {
      name: t(lang, 'headerHomeLink', {siteTitle: site.siteConfig.seo_title}),
    });
    await expect(home).toHaveAttribute('href', lang === 'de' ? '/' : `/${lang}/`);
    await expect(within(home).getByRole('img').getBoundingClientRect().height).toBeLessThanOrEqual(
      80,
    );
    // Fetched ahead of the scripts a page lists at start (decision 062).
    await expect(within(home).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    for (const key of ['headerMenuButton', 'headerContactButton'] as const) {
      const button = canvas.getByRole('button', {name: t(lang, key)});
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(document.getElementById('int-cart')).toBeNull();
  },
};

/** Every prop by hand. */
export const Playground: Story = {
  render: (args) => <Header {...args} />,
  args: {
    social: [
      {
        media: 'instagram',
        display_name: 'Instagram',
        external_path: 'https://www.instagram.com/example',
      },
    ],
  },
};

/**
 * The jeweller's social icons (fixed retailer: the optician has only Instagram, see
 * OptikKlarblick): instagram and facebook open in a new tab; other media stay out of the header.
 */
export const SocialIcons: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const list = canvas.getByRole('list');
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    const name = (media: string) => t(lang, 'socialLinkLabel', {name: media});
    const instagram = canvas.getByRole('link', {name: name('Instagram')});
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    await expect(canvas.getByRole('link', {name: name('Facebook')})).toHaveAttribute(
      'href',
      'https://www.facebook.com/juwelier.morgenstern.example',
    );
    await expect(canvas.queryByRole('link', {name: /Pinterest/})).toBeNull();
  },
};

/**
 * With the shop add-on: the shop's cart button sits in the `int-cart` mount point (Shop toolbar
 * off: no cart, as on a site without the shop).
 */
export const WithCart: Story = {
  render: (args, {loaded, globals}) => {
    const site = siteOf(loaded);
    return (
      <Header
        {...args}
        {...logoProps(site, globals.retailer)}
        social={site.menus.social}
        cart={globals.shop === 'off' ? undefined : <PlaceholderCart />}
      />
    );
  },
  play: async ({canvas, globals}) => {
    const mount = document.getElementById('int-cart');
    if (globals.shop === 'off') {
      await expect(mount).toBeNull();
      return;
    }
    await expect(mount).not.toBeNull();
    await expect(mount).toContainElement(
      canvas.getByRole('link', {name: t(langOf(globals), 'cartButtonLabel', {count: 0})}),
    );
  },
};

/** The menu button opens the drawer; Escape closes it and focus returns to the button. */
export const OpensDrawer: Story = {
  render: (args, {loaded, globals}) => {
    const site = siteOf(loaded);
    return (
      <>
        <Header {...args} {...logoProps(site, globals.retailer)} social={site.menus.social} />
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
    const menu = canvas.getByRole('button', {name: t(lang, 'headerMenuButton')});
    await userEvent.click(menu);
    const dialog = await screen.findByRole('dialog', {name: t(lang, 'drawerMenuTitle')});
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-controls', dialog.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
    const contact = canvas.getByRole('button', {name: t(lang, 'headerContactButton')});
    await userEvent.click(contact);
    await screen.findByRole('dialog', {name: t(lang, 'drawerContactTitle')});
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(contact).toHaveFocus());
  },
};

/** Small screen: relative, still 120px with the logo; the buttons live in the bottom bar. */
export const SmallScreen: Story = {
  globals: {viewport: {value: 'mobile2', isRotated: false}},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(header).position).toBe('relative');
    await expect(header.getBoundingClientRect().height).toBe(120);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByRole('button', {name: t(lang, 'headerMenuButton')})).toBeNull();
    await expect(canvas.queryByRole('button', {name: t(lang, 'headerContactButton')})).toBeNull();
  },
};

/** The optician: dark base colour, only an Instagram entry. */
export const OptikKlarblick: Story = {
  globals: {retailer: 'optik-klarblick', lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('link', {name: 'Optik Klarblick – home page'})).toHaveAttribute(
      'href',
      '/en/',
    );
    await expect(canvas.getByRole('link', {name: 'Instagram (opens in a new tab)'})).toBeVisible();
    await expect(canvas.getByRole('button', {name: 'Menu'})).toBeVisible();
  },
};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor, within} from 'storybook/test';
import {
  LANGUAGES,
  isLang,
  menuEntryTarget,
  pickTranslation,
  t,
  type SiteData,
} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {closeDrawer} from '../drawer/drawerStore.ts';
import {Header} from '../Header/Header.tsx';
import {SiteDrawer} from '../SiteDrawer/SiteDrawer.tsx';
import {PageShell} from './PageShell.tsx';
import {
  PlaceholderCart,
  PlaceholderContact,
  PlaceholderFooter,
  PlaceholderMenu,
  PlaceholderPage,
  logoProps,
} from './storySlots.tsx';

/** spec §4 Cart widget: with enable_cart and without maintenance mode; shop toolbar on. */
const hasCart = (site: SiteData, shop: unknown) =>
  shop !== 'off' && !!site.shopSettings?.enable_cart && !site.shopSettings.maintenance_mode;
/** spec §4: the shop menu appears with enable_cart (maintenance mode not checked). */
const hasShopMenu = (site: SiteData, shop: unknown) =>
  shop !== 'off' && !!site.shopSettings?.enable_cart;

const meta = {
  title: 'Components/Layout/PageShell',
  component: PageShell,
  args: {header: null, drawer: null, children: null},
  argTypes: {
    header: {control: false},
    drawer: {control: false},
    children: {control: false},
    footer: {control: false},
    mainHtml: {control: false},
    beforeMain: {control: false},
    afterFooter: {control: false},
    bottomBar: {control: false},
    overlay: {control: false},
  },
  parameters: {layout: 'fullscreen'},
  beforeEach: () => {
    closeDrawer();
  },
  // A whole page from the toolbar retailer; slot placeholders stand in for menu, contact, footer.
  render: (args, {loaded, globals}) => {
    const site = siteOf(loaded);
    return (
      <PageShell
        {...args}
        header={
          <Header
            {...logoProps(site, globals.retailer)}
            social={site.menus.social}
            cart={hasCart(site, globals.shop) ? <PlaceholderCart /> : undefined}
          />
        }
        drawer={
          <SiteDrawer
            menu={<PlaceholderMenu site={site} />}
            contact={<PlaceholderContact site={site} />}
          />
        }
        footer={<PlaceholderFooter site={site} shop={hasShopMenu(site, globals.shop)} />}
      >
        <PlaceholderPage site={site} />
      </PageShell>
    );
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

/**
 * Large screen: skip link first, header with the buttons, main, footer; the header's menu
 * button opens the drawer, which locks page scrolling, and Escape hands focus back.
 */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const lang = isLang(globals.lang) ? globals.lang : 'de';
    const site = siteOf(loaded);
    await userEvent.tab();
    const skip = canvas.getByRole('link', {name: t(lang, 'skipLinkMain')});
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.queryByRole('navigation', {name: t(lang, 'bottomBarLabel')})).toBeNull();
    // The shop's mount points follow the retailer's settings and the Shop toolbar.
    const cart = document.getElementById('int-cart');
    const shopMenu = document.getElementById('int-shop-menu');
    await expect(cart !== null).toBe(hasCart(site, globals.shop));
    await expect(shopMenu !== null).toBe(hasShopMenu(site, globals.shop));

    const menu = canvas.getByRole('button', {name: t(lang, 'headerMenuButton')});
    await userEvent.click(menu);
    const dialog = await screen.findByRole('dialog', {name: t(lang, 'drawerMenuTitle')});
    // The retailer's first menu entry with a target, named in the story's language.
    const entry = site.menus.primary.find((candidate) => menuEntryTarget(candidate) !== null);
    if (!entry) throw new Error('The retailer has no menu entry with a target');
    const name =
      pickTranslation(entry.translations, lang, LANGUAGES)?.display_name ?? entry.display_name;
    // The drawer fades in: wait until its link shows.
    await waitFor(() => expect(within(dialog).getByRole('link', {name})).toBeVisible());
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** The shell with the toolbar's retailer, language and shop setting. */
export const Playground: Story = {};

/**
 * The skip link is the first stop and targets main, which takes focus (tabIndex -1) when the
 * browser follows the fragment. Following it here would navigate the test frame, so the play
 * function focuses main the way the browser does.
 */
export const SkipLink: Story = {
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', {name: 'Skip to content'});
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    main.focus();
    await expect(main).toHaveFocus();
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/**
 * Small screen: the bottom bar opens the drawer; the contact drawer leaves page scrolling on,
 * and the close button hands focus back to the bar.
 */
export const SmallScreen: Story = {
  globals: {viewport: {value: 'mobile2', isRotated: false}},
  play: async ({canvas, globals}) => {
    const lang = isLang(globals.lang) ? globals.lang : 'de';
    const bar = canvas.getByRole('navigation', {name: t(lang, 'bottomBarLabel')});
    await expect(getComputedStyle(canvas.getByRole('banner')).position).toBe('relative');
    // Only the bar's two buttons: the header's are hidden below lg.
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    const contact = within(bar).getByRole('button', {name: t(lang, 'bottomBarContactButton')});
    await userEvent.click(contact);
    const dialog = await screen.findByRole('dialog', {name: t(lang, 'drawerContactTitle')});
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    await userEvent.click(within(dialog).getByRole('button', {name: t(lang, 'drawerClose')}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(contact).toHaveFocus());
  },
};

/** Without the shop add-on there is no cart and no shop menu mount point. */
export const WithoutShop: Story = {
  globals: {retailer: 'optik-klarblick'},
  play: async () => {
    await expect(document.getElementById('int-cart')).toBeNull();
    await expect(document.getElementById('int-shop-menu')).toBeNull();
  },
};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {PlaceholderCart} from '../PageShell/storySlots.tsx';
import {useMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {CartMount, ShopMenuMount} from './ShopMountPoints.tsx';

/** Stands in for the shop package's shop menu. */
function ShopMenuLinks() {
  const t = useMessages();
  return (
    <ul>
      <li>
        <Link to="agb">{t('shopMenuTerms')}</Link>
      </li>
      <li>
        <Link to="withdrawal">{t('shopMenuWithdrawal')}</Link>
      </li>
      <li>
        <Link to="shipping_payment">{t('shopMenuShippingPayment')}</Link>
      </li>
    </ul>
  );
}

const meta = {
  title: 'Internal/ShopMountPoints',
  component: ShopMenuMount,
  args: {children: <ShopMenuLinks />},
  argTypes: {children: {control: false}},
} satisfies Meta<typeof ShopMenuMount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop menu mounts in the element with id `int-shop-menu` (spec §2 Page shell). */
export const Default: Story = {
  globals: {lang: 'de'},
  play: async () => {
    const mount = document.getElementById('int-shop-menu');
    await expect(mount).not.toBeNull();
    const links = within(mount as HTMLElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'AGB',
      'Widerruf',
      'Versand und Zahlung',
    ]);
  },
};

/** Any content in the shop menu's mount point. */
export const Playground: Story = {args: {children: 'Shop menu'}};

/** An empty mount point, as prerendered before the shop package hydrates into it. */
export const Empty: Story = {
  args: {children: undefined},
  play: async () => {
    await expect(document.getElementById('int-shop-menu')).toBeEmptyDOMElement();
  },
};

/** The cart widget mounts in the element with id `int-cart`. */
export const Cart: Story = {
  render: () => (
    <CartMount>
      <PlaceholderCart />
    </CartMount>
  ),
  play: async ({canvas}) => {
    await expect(document.getElementById('int-cart')).toContainElement(canvas.getByRole('link'));
  },
};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {localizedPath, t, type Lang} from '@schaufenster/core';
import {ShopNotice} from './ShopNotice.tsx';

const meta = {
  title: 'Shop/Information/ShopNotice',
  component: ShopNotice,
  args: {state: 'maintenance'},
} satisfies Meta<typeof ShopNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

function langOf(globals: Record<string, unknown>): Lang {
  return globals.lang === 'en' || globals.lang === 'fr' ? globals.lang : 'de';
}

/** Closed for maintenance: heading, why, and the contact link of the page's language. */
export const Maintenance: Story = {
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const notice = canvas.getByRole('region', {name: t(lang, 'shopNoticeMaintenanceTitle')});
    await expect(notice).toHaveTextContent(t(lang, 'shopNoticeMaintenanceText'));
    await expect(canvas.getByRole('link', {name: t(lang, 'shopNoticeContact')})).toHaveAttribute(
      'href',
      localizedPath('contact', lang),
    );
  },
};

/** The same in English. */
export const MaintenanceEnglish: Story = {...Maintenance, globals: {lang: 'en'}};

/** The same in French. */
export const MaintenanceFrench: Story = {...Maintenance, globals: {lang: 'fr'}};

/** No online ordering (enable_cart off, seen on cart and checkout after a settings change). */
export const CartOff: Story = {
  args: {state: 'cartOff'},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const notice = canvas.getByRole('region', {name: t(lang, 'shopNoticeCartOffTitle')});
    await expect(notice).toHaveTextContent(t(lang, 'shopNoticeCartOffText'));
  },
};

/** On a phone: the contact link is a finger-sized target. */
export const Phone: Story = {
  ...CartOff,
  globals: {viewport: {value: 'phone', isRotated: false}},
  play: async ({canvas, globals}) => {
    const link = canvas.getByRole('link', {name: t(langOf(globals), 'shopNoticeContact')});
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

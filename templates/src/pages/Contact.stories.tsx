import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {alternates, localizedPath} from '@schaufenster/core';
import {ContactTemplate} from '../contact/ContactTemplate.tsx';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => localizedPath('contact', lang),
    template: ContactTemplate,
    alternates: () => alternates('contact'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact page of the toolbar retailer: form, addresses, opening hours. */
export const Default: Story = {};

/**
 * The jeweller (issue 14 item 6): every branch listed below the form with its name, address, an
 * external map link, phone and hours, the head office first.
 */
export const JewellerBranches: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 2, name: 'Filialen'})).toBeVisible();
    const names = canvas.getAllByRole('heading', {level: 3}).map((h) => h.textContent);
    await expect(names).toEqual(expect.arrayContaining(['Stammhaus Goethestraße', 'Filiale Zeil']));
    for (const name of ['Stammhaus Goethestraße', 'Filiale Zeil']) {
      const map = canvas.getByRole('link', {name: new RegExp(`^${name} auf der Karte anzeigen`)});
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    }
  },
};

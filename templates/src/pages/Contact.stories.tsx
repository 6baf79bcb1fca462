import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {alternates, localizedPath, orderBranches, t} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {ContactTemplate} from '../contact/ContactTemplate.tsx';
import {langOf, pageMeta} from '../stories/pageStories.tsx';

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
 * The jeweller (pinned to the jeweller, who has two branches, in the toolbar language): every
 * branch listed below the form with its name, address, an external map link, phone and hours, the
 * head office first.
 */
export const JewellerBranches: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    await expect(
      canvas.getByRole('heading', {level: 2, name: t(lang, 'contactPanelBranches')}),
    ).toBeVisible();
    const branches = orderBranches(siteOf(loaded).branches);
    await expect(branches.length).toBeGreaterThan(1);
    const expected = branches.map((b) => b.display_name);
    const names = canvas.getAllByRole('heading', {level: 3}).map((h) => h.textContent ?? '');
    // Every branch, in display order (the head office first).
    await expect(names.filter((name) => expected.includes(name))).toEqual(expected);
    for (const {display_name: name} of branches) {
      // The external link's name goes on with a new-window hint.
      const label = t(lang, 'contactPanelBranchMap', {name}).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const map = canvas.getByRole('link', {name: new RegExp(`^${label}`)});
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    }
  },
};

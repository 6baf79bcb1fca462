import type {Meta, StoryObj} from '@storybook/react-vite';
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

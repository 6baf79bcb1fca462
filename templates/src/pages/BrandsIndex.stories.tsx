import type {Meta, StoryObj} from '@storybook/react-vite';
import {alternates, localizedPath} from '@schaufenster/core';
import {BrandsIndexTemplate} from '../brands/BrandsIndexTemplate.tsx';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => localizedPath('brands', lang),
    template: BrandsIndexTemplate,
    alternates: () => alternates('brands'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every brand of the toolbar retailer, by category. */
export const Default: Story = {};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {alternates, localizedPath} from '@schaufenster/core';
import {ImprintTemplate} from '../imprint/ImprintTemplate.tsx';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => localizedPath('imprint', lang),
    template: ImprintTemplate,
    alternates: () => alternates('imprint'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The imprint of the toolbar retailer. */
export const Default: Story = {};

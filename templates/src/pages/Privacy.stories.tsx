import type {Meta, StoryObj} from '@storybook/react-vite';
import {alternates, localizedPath} from '@schaufenster/core';
import {PrivacyTemplate} from '../privacy/PrivacyTemplate.tsx';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => localizedPath('privacy', lang),
    template: PrivacyTemplate,
    alternates: () => alternates('privacy'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy statement with the consent manager (French visitors read the German one). */
export const Default: Story = {};

import type {Meta, StoryObj} from '@storybook/react-vite';
import {alternates, localizedPath} from '@schaufenster/core';
import {ThanksTemplate} from '../thanks/ThanksTemplate.tsx';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  ...pageMeta({
    path: (_site, lang) => localizedPath('thanks', lang),
    template: ThanksTemplate,
    alternates: () => alternates('thanks'),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thanks page after the contact form, at the toolbar's width. */
export const Default: Story = {};

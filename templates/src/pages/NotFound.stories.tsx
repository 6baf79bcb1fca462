import type {Meta, StoryObj} from '@storybook/react-vite';
import {NotFoundTemplate} from '../notFound/NotFoundTemplate.tsx';
import {pageMeta} from '../stories/pageStories.tsx';

const meta = {
  // The 404 page: the build writes it as 404.html (and /en/404.html, /fr/404.html).
  title: '404',
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (_site, lang) => (lang === 'de' ? '/404.html' : `/${lang}/404.html`),
    template: NotFoundTemplate,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** "This page does not exist." with the way back home, in the toolbar language. */
export const Default: Story = {};

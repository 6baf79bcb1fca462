import type {Meta, StoryObj} from '@storybook/react-vite';
import {brandPath, type SiteData} from '@schaufenster/core';
import {BrandTemplate} from '../brand/BrandTemplate.tsx';
import {brandCategory} from '../common/brands.ts';
import {pageMeta} from '../stories/pageStories.tsx';

/** The retailer's first brand with a category page, and that category. */
function brandOf(site: SiteData) {
  for (const brand of site.brands) {
    const category = brandCategory(brand);
    if (category !== null) return {brand, category};
  }
  throw new Error('The retailer has no brand with a category page');
}

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (site, lang) => {
      const {brand, category} = brandOf(site);
      return brandPath(category, brand.slug, lang);
    },
    template: (site, lang, extra) => BrandTemplate(site, lang, {...extra, ...brandOf(site)}),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The retailer's first brand: its picture, texts, "more" link and contact invitation. */
export const Default: Story = {};

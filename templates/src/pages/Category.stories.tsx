import type {Meta, StoryObj} from '@storybook/react-vite';
import {alternates, localizedPath, type SiteData} from '@schaufenster/core';
import {CategoryTemplate} from '../category/CategoryTemplate.tsx';
import {brandsOf} from '../common/brands.ts';
import {CATEGORY_TEMPLATE_PAGES} from '../common/pageTitles.ts';
import {pageMeta} from '../stories/pageStories.tsx';

/** The retailer's first category page (route table order) that lists brands. */
function categoryOf(site: SiteData) {
  const page = CATEGORY_TEMPLATE_PAGES.find((id) => brandsOf(site.brands, id).length > 0);
  if (!page) throw new Error('The retailer has no category with brands');
  return page;
}

const meta = {
  // Whole pages: also shot at phone width by the `visual-phone` project (vite.config.ts).
  tags: ['page'],
  ...pageMeta({
    path: (site, lang) => localizedPath(categoryOf(site), lang),
    template: (site, lang, extra) =>
      CategoryTemplate(site, lang, {...extra, page: categoryOf(site)}),
    alternates: (site) => alternates(categoryOf(site)),
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The retailer's first category with brands (the jeweller's watches, the optician's optics):
 * brands, the product teaser where the shop is on, the invitation to get in touch.
 */
export const Default: Story = {};

import {t} from '@schaufenster/core';
import type {ReactNode} from 'react';
import {PRODUCT_TEASER_LIMIT} from '@schaufenster/shop';
import {RichText, useMessages} from '@schaufenster/ui';
import type {Brand} from '@schaufenster/core';
import {BrandList} from '../common/BrandList.tsx';
import {brandsOf} from '../common/brands.ts';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page, Section} from '../common/Page.tsx';
import {CATEGORY_TITLE_KEYS, type CategoryTemplatePage} from '../common/pageTitles.ts';
import {ShopTeaser} from '../shop/ShopTeaser.tsx';
import type {ImageResolver, PageTemplate} from '../types.ts';

/** What a category page adds to {@link PageExtra}. */
export interface CategoryExtra {
  /** Which row of the route table (watches … bicycles). */
  page: CategoryTemplatePage;
  /**
   * CMS sections as rich text, in order. The content model has no sections collection yet, so
   * the build passes none; a content source that has them passes them here. @default []
   */
  sections?: readonly string[];
}

/**
 * A category page (spec §2 table, watches … bicycles): heading, CMS sections (rich text, h2/h3
 * anchors), the category's brands linking to their brand pages, a product teaser where the shop
 * is on (issue 5), and an invitation to get in touch.
 */
export const CategoryTemplate: PageTemplate<CategoryExtra> = (data, lang, extra) => {
  const title = t(lang, CATEGORY_TITLE_KEYS[extra.page]);
  return {
    element: (
      <CategoryPage
        title={title}
        sections={extra.sections ?? []}
        brands={brandsOf(data.brands, extra.page)}
        images={extra.images}
        teaser={<ShopTeaser data={data} limit={PRODUCT_TEASER_LIMIT} seed={extra.path} />}
      />
    ),
    head: {title},
  };
};

interface CategoryPageProps {
  title: string;
  sections: readonly string[];
  brands: readonly Brand[];
  images: ImageResolver;
  teaser: ReactNode;
}

function CategoryPage({title, sections, brands, images, teaser}: CategoryPageProps) {
  const tr = useMessages();
  return (
    <Page title={title}>
      {sections.map((html, index) => (
        <Section key={index}>
          <RichText html={html} />
        </Section>
      ))}
      {brands.length > 0 && (
        <Section heading={tr('pageBrandsHeading')}>
          <BrandList brands={brands} images={images} />
        </Section>
      )}
      {teaser}
      <ContactPrompt />
    </Page>
  );
}

import {sectionsOf, t, type Brand, type PageSection} from '@schaufenster/core';
import type {ReactNode} from 'react';
import {PRODUCT_TEASER_LIMIT} from '@schaufenster/shop';
import {useMessages} from '@schaufenster/ui';
import {BrandList} from '../common/BrandList.tsx';
import {brandsOf} from '../common/brands.ts';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page, Section} from '../common/Page.tsx';
import {CATEGORY_TITLE_KEYS, type CategoryTemplatePage} from '../common/pageTitles.ts';
import {hasSectionOf, PageSections} from '../sections/PageSections.tsx';
import {ShopTeaser} from '../shop/ShopTeaser.tsx';
import type {ImageResolver, PageTemplate} from '../types.ts';

/** What a category page adds to {@link PageExtra}. */
export interface CategoryExtra {
  /** Which row of the route table (watches … bicycles). */
  page: CategoryTemplatePage;
}

/**
 * A category page (spec §2 table, watches … bicycles): heading, the owner's page sections (decision
 * 030), then the kit's default blocks the sections do not already bring: the category's brands
 * linking to their brand pages, a product teaser where the shop is on, and an invitation to get in
 * touch.
 */
export const CategoryTemplate: PageTemplate<CategoryExtra> = (data, lang, extra) => {
  const title = t(lang, CATEGORY_TITLE_KEYS[extra.page]);
  const sections = sectionsOf(data.sections, {page: extra.page});
  return {
    element: (
      <Page title={title}>
        <PageSections sections={sections} data={data} images={extra.images} />
        <CategoryDefaults
          sections={sections}
          brands={brandsOf(data.brands, extra.page)}
          images={extra.images}
          teaser={<ShopTeaser data={data} limit={PRODUCT_TEASER_LIMIT} seed={extra.path} />}
        />
      </Page>
    ),
    head: {title},
  };
};

interface CategoryDefaultsProps {
  sections: readonly PageSection[];
  brands: readonly Brand[];
  images: ImageResolver;
  teaser: ReactNode;
}

function CategoryDefaults({sections, brands, images, teaser}: CategoryDefaultsProps) {
  const tr = useMessages();
  return (
    <>
      {brands.length > 0 && !hasSectionOf(sections, 'brand_grid') && (
        <Section heading={tr('pageBrandsHeading')}>
          <BrandList brands={brands} images={images} />
        </Section>
      )}
      {!hasSectionOf(sections, 'product_teaser') && teaser}
      {!hasSectionOf(sections, 'contact_cta') && <ContactPrompt />}
    </>
  );
}

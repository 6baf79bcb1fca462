import {CATEGORY_PAGE_IDS, t, type SiteData} from '@schaufenster/core';
import {Link, useMessages} from '@schaufenster/ui';
import {BrandList} from '../common/BrandList.tsx';
import {brandCategory, brandsOf} from '../common/brands.ts';
import {Page, Section} from '../common/Page.tsx';
import {CATEGORY_TITLE_KEYS} from '../common/pageTitles.ts';
import type {ImageResolver, PageTemplate} from '../types.ts';

/** The brands index (paths per decision 003): every brand, grouped by its category page. */
export const BrandsIndexTemplate: PageTemplate = (data, lang, extra) => ({
  element: <BrandsIndex data={data} title={t(lang, 'pageTitleBrands')} images={extra.images} />,
  head: {title: t(lang, 'pageTitleBrands')},
});

interface BrandsIndexProps {
  data: SiteData;
  title: string;
  images: ImageResolver;
}

function BrandsIndex({data, title, images}: BrandsIndexProps) {
  const tr = useMessages();
  const others = data.brands.filter((brand) => brandCategory(brand) === null);
  return (
    <Page title={title}>
      {CATEGORY_PAGE_IDS.map((category) => {
        const brands = brandsOf(data.brands, category);
        if (brands.length === 0) return null;
        return (
          <section key={category}>
            <h2>
              <Link to={category}>{tr(CATEGORY_TITLE_KEYS[category])}</Link>
            </h2>
            <BrandList brands={brands} images={images} showDescription={false} />
          </section>
        );
      })}
      {others.length > 0 && (
        <Section heading={tr('pageBrandsHeading')}>
          <BrandList brands={others} images={images} showDescription={false} />
        </Section>
      )}
    </Page>
  );
}

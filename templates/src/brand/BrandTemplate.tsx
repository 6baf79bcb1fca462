import {
  sectionsOf,
  t,
  type Brand,
  type CategoryPageId,
  type Lang,
  type SiteData,
} from '@schaufenster/core';
import {ContentImage, Link, RichText, useLanguage, useMessages} from '@schaufenster/ui';
import {brandTexts} from '../common/brands.ts';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page} from '../common/Page.tsx';
import {listedProducts, storeRootFor} from '../shop/shopPages.ts';
import {CONTENT_WIDTH_SIZES} from '../common/imageSizes.ts';
import {CATEGORY_TITLE_KEYS} from '../common/pageTitles.ts';
import {hasSectionOf, PageSections} from '../sections/PageSections.tsx';
import type {ImageResolver, PageTemplate, ResolvedImage} from '../types.ts';
import styles from './BrandTemplate.module.css';

/** What a brand page adds to {@link PageExtra}. */
export interface BrandExtra {
  /** The brand. */
  brand: Brand;
  /** The category page it lives under (its path is `{category path}/{slug}`). */
  category: CategoryPageId;
}

/**
 * The shop's product list filtered to the brand as manufacturer, when the shop lists any of its
 * products: the brand page's "more" target (decision 011). The item list's `manufacturer` query
 * holds the manufacturer's id (decision 009 list), found through the products whose manufacturer
 * has the brand's slug. Null without a shop or without such products.
 */
function brandProductsHref(data: SiteData, brand: Brand, lang: Lang): string | null {
  if (data.shopSettings === null) return null;
  const manufacturer = listedProducts(data).find(
    (product) => product.manufacturer?.slug === brand.slug,
  )?.manufacturer;
  if (!manufacturer) return null;
  return `${storeRootFor(data, lang)}?manufacturer=${encodeURIComponent(String(manufacturer.id))}`;
}

/**
 * A brand page (spec §2: /uhren/rolex, with its "more" button). The brand's picture (its `logo`
 * image), when the file exists, leads the page as its main image and is the share image (spec §2
 * Head tags: a large-image card when an image exists).
 */
export const BrandTemplate: PageTemplate<BrandExtra> = (data, lang, extra) => {
  const texts = brandTexts(extra.brand, lang, data.project.languages);
  const picture = extra.images(extra.brand.logo);
  return {
    element: (
      <BrandPage
        data={data}
        brand={extra.brand}
        category={extra.category}
        picture={picture}
        images={extra.images}
      />
    ),
    head: {
      title: texts.title,
      description: texts.seoDescription,
      image: picture && {
        url: picture.src,
        alt: picture.title || null,
        width: picture.width,
        height: picture.height,
      },
    },
  };
};

interface BrandPageProps {
  data: SiteData;
  brand: Brand;
  category: CategoryPageId;
  picture: ResolvedImage | null;
  images: ImageResolver;
}

function BrandPage({data, brand, category, picture, images}: BrandPageProps) {
  const {lang, available} = useLanguage();
  const tr = useMessages();
  const texts = brandTexts(brand, lang, available);
  const products = brandProductsHref(data, brand, lang);
  const sections = sectionsOf(data.sections, {brand: brand.id});
  return (
    <Page title={texts.title}>
      {picture && (
        // Right below the heading, in the first screen: the page's largest paint, so not lazy.
        <ContentImage
          image={picture}
          alt={picture.title}
          sizes={CONTENT_WIDTH_SIZES}
          priority
          className={styles.picture}
        />
      )}
      <RichText html={texts.description} />
      <PageSections sections={sections} data={data} images={images} leadsPage={!picture} />
      <p>
        {/* spec §2: the brand page's "more" button; to the brand's products, else its category. */}
        <Link to={products ?? category} className={styles.more}>
          {tr('brandPageMore')}
        </Link>
      </p>
      {!hasSectionOf(sections, 'contact_cta') && <ContactPrompt />}
      {products !== null && (
        <p>
          <Link to={category}>
            {tr('pageBackToCategory', {category: t(lang, CATEGORY_TITLE_KEYS[category])})}
          </Link>
        </p>
      )}
    </Page>
  );
}

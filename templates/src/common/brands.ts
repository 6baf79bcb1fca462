// Which brand belongs to which category page (spec §2: /uhren/rolex lives under watches).
import {
  brandPath,
  pickTranslation,
  type Brand,
  type CategoryPageId,
  type Lang,
} from '@schaufenster/core';
import {isCategoryPage} from './pageTitles.ts';

/** The category page a brand's page lives under: `category_page`, else its `type`; else none. */
export function brandCategory(brand: Brand): CategoryPageId | null {
  if (isCategoryPage(brand.category_page)) return brand.category_page;
  return isCategoryPage(brand.type) ? brand.type : null;
}

/** The brands shown on a category page, in content order. */
export function brandsOf(brands: readonly Brand[], page: string): Brand[] {
  return brands.filter((brand) => brandCategory(brand) === page);
}

/** A brand's texts in the page language (spec §4 Site language fallback), name as title. */
export function brandTexts(brand: Brand, lang: Lang, available: readonly Lang[]) {
  const texts = pickTranslation(brand.translations, lang, available, `brand ${brand.id}`);
  return {
    title: texts?.title?.trim() || brand.display_name,
    description: texts?.description ?? null,
    seoDescription: texts?.seo_description ?? null,
  };
}

/** The brand page's path in `lang`, or null for a brand without a category page. */
export function brandHref(brand: Brand, lang: Lang): string | null {
  const category = brandCategory(brand);
  return category === null ? null : brandPath(category, brand.slug, lang);
}

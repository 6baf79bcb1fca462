import {
  absoluteUrl,
  HEADING_ANCHOR_LEVELS,
  itemPath,
  pickTranslation,
  sanitizeHtml,
  shopState,
  type Lang,
  type Product,
  type ProductRating,
  type SiteData,
} from '@schaufenster/core';
import {productImageSrc} from '../islands/productImages.ts';
import {Page} from '../common/Page.tsx';
import {DESCRIPTION_HINT_ID} from '../islands/ItemPage.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate} from '../types.ts';
import {plainText, productJsonLd, shortDescription} from './productJsonLd.ts';
import {shopIsOn, storeRootFor} from './shopPages.ts';
import {shopSettingText} from './shopTexts.ts';

/** What an item page adds to {@link PageExtra}. */
export interface ItemExtra {
  /** The product shown. */
  product: Product;
  /** Its ratings: `ratingsOf(data.ratings, product.id)` (the build finds them by an index). */
  ratings: ProductRating[];
}

/** The item page's path in `lang`: `{storeRootPath}/artikel/{slug}` (decision 003). */
export function itemPagePath(data: SiteData, product: Product, lang: Lang): string {
  return itemPath(storeRootFor(data, lang), product.slug);
}

/**
 * An item page (spec §2 Item page) as one island with the build's product, ratings and
 * sanitized description; the head carries the product's name, description, first image and
 * schema.org Product JSON-LD with its offers.
 */
export const ItemTemplate: PageTemplate<ItemExtra> = (data, lang, extra) => {
  if (!shopIsOn(data)) throw new Error('Item pages need the shop add-on (shop settings)');
  const {product, ratings} = extra;
  const available = data.project.languages;
  const texts = pickTranslation(product.translations, lang, available, `product ${product.id}`);
  const name = texts?.display_name?.trim() || product.display_name;
  const descriptionHtml = sanitizeHtml(texts?.description ?? product.description, {
    link: {lang, host: extra.settings.host},
    newTabHintId: DESCRIPTION_HINT_ID,
    anchorLevels: HEADING_ANCHOR_LEVELS,
  }).trim();
  const description = plainText(descriptionHtml);
  const {siteUrl} = extra.settings;
  const absolute = (path: string) => (siteUrl ? absoluteUrl(siteUrl, path) : path);
  const images = product.images.map(productImageSrc);
  const first = product.images[0];
  return {
    element: (
      <Page>
        <IslandSlot
          name="ItemPage"
          props={{
            product,
            ratings,
            showStock: data.shopSettings.show_stock,
            purchaseToOrder: data.shopSettings.purchase_to_order,
            shopState: shopState(data.shopSettings),
            callToAction: shopSettingText(data, 'call_to_action_text', lang),
            allowRatings: data.shopSettings.allow_ratings,
            descriptionHtml,
          }}
        />
      </Page>
    ),
    head: {
      title: name,
      description: description === '' ? undefined : shortDescription(description),
      type: 'product',
      image:
        first && images[0]
          ? {url: images[0], alt: name, width: first.width, height: first.height}
          : null,
      jsonLd: [
        productJsonLd({
          product,
          name,
          description,
          ratings,
          url: absolute(extra.path),
          images: images.map(absolute),
        }),
      ],
    },
  };
};

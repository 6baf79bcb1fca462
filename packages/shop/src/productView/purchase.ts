// What the purchase box may do with the current product view (spec §4 Product view actions),
// and the cart line it hands to the cart (spec §3 Cart line). Pure.
import {
  pickTranslation,
  type Id,
  type Image,
  type Lang,
  type PersonalizationField,
  type PersonalizationValues,
  type Product,
  type ProductVariant,
  type ProductViewState,
} from '@schaufenster/core';

/** Why "add to cart" is not possible right now; null when it is. */
export type PurchaseBlocker = 'loading' | 'chooseVariant' | 'notAvailable' | 'priceOnRequest';

/**
 * The reason the add-to-cart button is disabled: no details yet, no variant chosen, nothing on
 * offer or not buyable (stock empty and no reorder, spec §4), or a price on request (spec §2).
 */
export function purchaseBlocker(state: ProductViewState): PurchaseBlocker | null {
  if (state.details === null) return 'loading';
  if (state.hasVariants && state.variantSelected === null) {
    return state.variantsAvailable.length === 0 ? 'notAvailable' : 'chooseVariant';
  }
  if (state.priceBrutto === null) return 'priceOnRequest';
  if (!state.reorderPossible || state.countSelected < 1) return 'notAvailable';
  return null;
}

/** The product's personalization fields, in order, over all its offers. */
function personalizationFields(details: Product | null): PersonalizationField[] {
  return details?.personalization.flatMap((offer) => offer.fields) ?? [];
}

/** Names of required personalization fields still blank. */
export function missingPersonalization(state: ProductViewState): string[] {
  return personalizationFields(state.details)
    .filter((field) => field.required && (state.personalization[field.name] ?? '').trim() === '')
    .map((field) => field.name);
}

/** Non-blank personalization values, trimmed; null when nothing was entered. */
export function personalizationValues(state: ProductViewState): PersonalizationValues | null {
  const entries = Object.entries(state.personalization)
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** The product's name in the page language (CMS translations, spec §4 Site language). */
export function productName(details: Product, lang: Lang, available: readonly Lang[]): string {
  const translation = pickTranslation(details.translations, lang, available, 'product');
  return translation?.display_name || details.display_name;
}

/** A variant's name in the page language. */
export function variantName(
  variant: ProductVariant,
  lang: Lang,
  available: readonly Lang[],
): string {
  const translation = pickTranslation(variant.translations, lang, available, 'variant');
  return translation?.display_name || variant.display_name;
}

/** What the item page passes to the cart's `addToCart` (the CART contract, brief shop). */
export interface CartLineRequest {
  product: {id: Id; display_name: string; slug?: string; image?: Image | null};
  variant: {id: Id; display_name: string} | null;
  personalization: PersonalizationValues | null;
  count: number;
  priceBrutto: number;
}

/**
 * The cart line for the current choice, names in the page language (what the shopper saw);
 * null while something blocks the purchase or a required personalization field is blank.
 */
export function cartLineRequest(
  state: ProductViewState,
  lang: Lang,
  available: readonly Lang[],
): CartLineRequest | null {
  const {details, variantSelected, priceBrutto} = state;
  if (purchaseBlocker(state) !== null || details === null || priceBrutto === null) return null;
  if (missingPersonalization(state).length > 0) return null;
  return {
    product: {
      id: details.id,
      display_name: productName(details, lang, available),
      slug: details.slug,
      image: details.images[0] ?? null,
    },
    variant:
      variantSelected === null
        ? null
        : {id: variantSelected.id, display_name: variantName(variantSelected, lang, available)},
    personalization: personalizationValues(state),
    count: state.countSelected,
    priceBrutto,
  };
}

// Public face of @schaufenster/shop. Each area lists its exports by name in its own block.

// --- provider ---
export {createShopQueryClient, ShopProvider, ShopQueries} from './ShopProvider/index.ts';
// --- end provider ---

// --- cart ---
export {addToCart, initCart} from './cart/index.ts';
export {CartButton} from './CartButton/index.ts';
export type {CartButtonVariant} from './CartButton/index.ts';
export {CartWidget} from './CartWidget/index.ts';
export {ShopMenu, ShopMenuLinks} from './ShopMenu/index.ts';
export {CartPage} from './CartPage/index.ts';
// --- end cart ---

// --- settings ---
export {createSettingsStore, useShopSettings} from './settings/index.ts';
export type {SettingsStore} from './settings/index.ts';
// --- end settings ---

// --- item ---
export {ItemPage} from './ItemPage/index.ts';
export type {ItemSlotContext} from './ItemPage/index.ts';
// --- end item ---

// --- list ---
export {withoutFilterParams} from './shopContext/index.ts';
export {filterOptionsOf, ItemList} from './ItemList/index.ts';
export type {FilterOptions, ItemListSettings} from './ItemList/index.ts';
export {ProductCard} from './ProductCard/index.ts';
export type {ProductImageSrc} from './ProductCard/index.ts';
export {
  PRODUCT_TEASER_LIMIT,
  ProductTeaser,
  productTeaserKey,
  ProductTeaserView,
} from './ProductTeaser/index.ts';
// --- end list ---

// --- checkout ---
export {initCheckout} from './checkout/index.ts';
export {CheckoutPage} from './CheckoutPage/index.ts';
// --- end checkout ---

// --- feedback ---
export {ProductRatings, ratingsQueryKey} from './Ratings/index.ts';
export {RequestAvailability} from './RequestAvailability/index.ts';
export {WithdrawalForm} from './WithdrawalForm/index.ts';
// --- end feedback ---

// Public face of @schaufenster/shop. Each area lists its exports by name in its own block.

// --- provider ---
export {createShopQueryClient, ShopProvider} from './ShopProvider/index.ts';
export {useOrderClient, useShopApi, useShopEnvironment} from './ShopProvider/index.ts';
export type {ShopEnvironment, ShopProviderProps} from './ShopProvider/index.ts';
// --- end provider ---

// --- cart ---
export {
  addToCart,
  cartStore,
  changeCount,
  EMPTY_CART,
  initCart,
  lineTotal,
  MAX_LINE_COUNT,
  removeLine,
  resetCart,
  useCart,
  useCartReady,
} from './cart/index.ts';
export type {CartItemInput, CartProduct, CartVariant, InitCartOptions} from './cart/index.ts';
export {CartButton} from './CartButton/index.ts';
export type {CartButtonProps, CartButtonVariant} from './CartButton/index.ts';
export {CartWidget} from './CartWidget/index.ts';
export type {CartWidgetProps} from './CartWidget/index.ts';
export {ShopMenu, ShopMenuLinks} from './ShopMenu/index.ts';
export type {ShopMenuLinksProps} from './ShopMenu/index.ts';
export {CartPage} from './CartPage/index.ts';
// --- end cart ---

// --- settings ---
export {shopSettingsQueryKey, useShopSettings} from './settings/index.ts';
export type {ShopSettingsState} from './settings/index.ts';
// --- end settings ---

// --- payments ---
export {KLARNA_SDK_URL, KlarnaPayment, PAYPAL_SDK_URL, PayPalPayment} from './payments/index.ts';
export type {
  KlarnaOrderData,
  KlarnaPaid,
  KlarnaPaymentProps,
  PaymentCurrency,
  PaymentResult,
  PayPalPaid,
  PayPalPaymentProps,
} from './payments/index.ts';
// --- end payments ---

// --- item ---
export {
  DEFAULT_VARIANT_DISPLAY_NAME,
  INITIAL_PRODUCT_VIEW,
  cartLineRequest,
  initProductView,
  isReorderPossible,
  maxCount,
  productQueryKey,
  productViewReducer,
  purchaseBlocker,
  useProductView,
} from './productView/index.ts';
export type {
  CartLineRequest,
  ProductLoadStatus,
  ProductView,
  ProductViewAction,
  ProductViewAsyncAction,
  PurchaseBlocker,
} from './productView/index.ts';
export {DEFAULT_IMAGE_BASE, ItemPage, imageUrl} from './ItemPage/index.ts';
export type {ItemPageProps, ItemSlot, ItemSlotContext} from './ItemPage/index.ts';
// --- end item ---

// --- list ---
export {
  filtersOf,
  fromSearchParams,
  hasFilters,
  initialShopContext,
  mergeSearchParams,
  NO_FILTERS,
  shopContextReducer,
  toSearchParams,
  URL_QUERY_KEYS,
  useShopContext,
  withoutFilterParams,
} from './shopContext/index.ts';
export type {
  ShopContextAction,
  ShopContextInit,
  ShopContextState,
  ShopFilters,
  UrlQueryOptions,
} from './shopContext/index.ts';
export {filterOptionsOf, ItemList, SORT_OPTIONS} from './ItemList/index.ts';
export type {
  FilterOptions,
  FilterOptionSource,
  ItemListProps,
  ItemListSettings,
} from './ItemList/index.ts';
export {ProductCard, ProductCardSkeleton} from './ProductCard/index.ts';
export type {ProductCardProps, ProductImageSrc} from './ProductCard/index.ts';
export {PRODUCT_TEASER_LIMIT, ProductTeaser} from './ProductTeaser/index.ts';
export type {ProductTeaserProps} from './ProductTeaser/index.ts';
// --- end list ---

// --- checkout ---
export {
  buildOrder,
  checkoutReducer,
  checkoutStore,
  INITIAL_CHECKOUT_STATE,
  initCheckout,
  isFreeShipping,
  klarnaOrderDataFor,
  onlinePaymentOf,
  paymentMethodsFor,
  resetCheckout,
  SAVED_CHECKOUT_FIELDS,
  setAvailableShippingMethods,
  setComment,
  setEmail,
  setInvoiceAddress,
  setPaymentMethod,
  setPaypal,
  setPresentWrap,
  setShippingAddress,
  setShippingMethod,
  shippingOptionsFor,
  useCheckout,
} from './checkout/index.ts';
export type {
  BuildOrderResult,
  CheckoutAction,
  InitCheckoutOptions,
  OnlinePayment,
  OrderDraft,
  OrderProblem,
} from './checkout/index.ts';
export {CheckoutPage} from './CheckoutPage/index.ts';
export type {CheckoutPageProps, CheckoutStep, FormStep} from './CheckoutPage/index.ts';
// --- end checkout ---

// --- feedback ---
export {
  formatAverage,
  formatRatingDate,
  ProductRatings,
  RATING_MAX,
  RATING_VALUES,
  RatingForm,
  RatingList,
  ratingPayload,
  RatingStars,
  ratingStats,
  ratingsQueryKey,
  RatingSummary,
  roundAverage,
  starFill,
  useRatings,
} from './Ratings/index.ts';
export type {
  ProductRatingsProps,
  RatingFormProps,
  RatingFormValues,
  RatingListProps,
  RatingStarsProps,
  RatingStats,
  RatingSummaryProps,
} from './Ratings/index.ts';
export {
  defaultRequestMessage,
  RequestAvailability,
  RequestForm,
  requestEmailError,
  requestMessageError,
  requestNameError,
  requestPayload,
  requestPrivacyError,
} from './RequestAvailability/index.ts';
export type {
  RequestAvailabilityProps,
  RequestFormProps,
  RequestFormValues,
  RequestProduct,
  RequestVariant,
} from './RequestAvailability/index.ts';
// --- end feedback ---

export {
  DEFAULT_VARIANT_DISPLAY_NAME,
  INITIAL_COUNT,
  INITIAL_PRODUCT_VIEW,
  LOAD_TRANSITIONS,
  averageRating,
  initProductView,
  isReorderPossible,
  maxCount,
  productViewReducer,
  reorderFlag,
  sameId,
  variantPriceRange,
} from './productViewReducer.ts';
export type {ProductLoadStatus, ProductView, ProductViewAction} from './productViewReducer.ts';
export {
  cartLineRequest,
  missingPersonalization,
  personalizationFields,
  personalizationValues,
  productName,
  purchaseBlocker,
  variantName,
} from './purchase.ts';
export type {CartLineRequest, PurchaseBlocker} from './purchase.ts';
export {productQueryKey, productViewHandlers, useProductView} from './useProductView.ts';
export type {
  ProductViewAsyncAction,
  ProductViewDispatch,
  UseProductViewOptions,
} from './useProductView.ts';

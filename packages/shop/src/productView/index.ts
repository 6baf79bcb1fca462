export {initProductView, maxCount, productViewReducer, stockNote} from './productViewReducer.ts';
export type {ProductView} from './productViewReducer.ts';
export {
  cartLineRequest,
  missingPersonalization,
  productName,
  purchaseBlocker,
  variantName,
} from './purchase.ts';
export {useProductView} from './useProductView.ts';
export type {ProductViewDispatch} from './useProductView.ts';

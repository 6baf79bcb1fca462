export {
  EMPTY_CART,
  MAX_LINE_COUNT,
  cartIdFor,
  cartReducer,
  isSameItem,
  lineTotal,
  normalisePersonalization,
  samePersonalization,
  withTotals,
} from './cartReducer.ts';
export type {CartAction, CartItemInput, CartProduct, CartVariant} from './cartReducer.ts';
export {
  addToCart,
  cartStore,
  changeCount,
  initCart,
  removeLine,
  resetCart,
  useCart,
  useCartReady,
} from './cartStore.ts';
export type {InitCartOptions} from './cartStore.ts';
export {StoredCartSchema, validateStoredCart} from './storedCart.ts';

export {MAX_LINE_COUNT} from './cartReducer.ts';
export {addToCart, cartStore, initCart, resetCart} from './cartStore.ts';

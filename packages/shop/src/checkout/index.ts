export {initCheckout} from './checkoutStore.ts';

export {
  INITIAL_CHECKOUT_STATE,
  SAVED_CHECKOUT_FIELDS,
  allowsPayment,
  checkoutReducer,
  isShippingMethod,
  savedFields,
  savedFieldsChanged,
  shippingConfigId,
  shippingCostOf,
} from './checkoutReducer.ts';
export type {CheckoutAction, SavedCheckout, SavedCheckoutField} from './checkoutReducer.ts';
export {
  checkoutStore,
  initCheckout,
  resetCheckout,
  setAvailableShippingMethods,
  setComment,
  setEmail,
  setInvoiceAddress,
  setPaymentMethod,
  setPaypal,
  setPresentWrap,
  setShippingAddress,
  setShippingMethod,
  useCheckout,
} from './checkoutStore.ts';
export type {InitCheckoutOptions} from './checkoutStore.ts';
export {buildOrder, linesTotal, REQUIRED_ADDRESS_FIELDS, roundPrice} from './buildOrder.ts';
export type {BuildOrderResult, OrderDraft, OrderProblem} from './buildOrder.ts';
export type {OrderAttempt} from './orderAttempt.ts';
export {
  defaultCountry,
  findShippingOption,
  isFreeShipping,
  onlinePaymentOf,
  paymentMethodsFor,
  shippingOptionsFor,
} from './shippingOptions.ts';
export type {OnlinePayment} from './shippingOptions.ts';
export {klarnaOrderDataFor} from './klarnaData.ts';
export {klarnaClientTokenOf, nextAttempt, orderFingerprint, orderIdOf} from './orderAttempt.ts';

export {PayPalPayment} from './PayPalPayment.tsx';
export {KlarnaPayment} from './KlarnaPayment.tsx';
export {PaymentMessages} from './PaymentMessages.tsx';
export {loadGlobal, loadScriptOnce, readGlobal} from './loadScript.ts';
export {INITIAL_PAYMENT_STATE, paymentReducer} from './paymentFlow.ts';
export {
  completePaypalApproval,
  PAYPAL_LOCALES,
  PAYPAL_SDK_URL,
  paypalAmount,
  paypalOrderRequest,
  paypalScriptOptions,
} from './paypal.ts';
export {
  KLARNA_GLOBAL,
  KLARNA_SDK_URL,
  klarnaOrderData,
  loadKlarnaPayments,
  payWithKlarna,
  startKlarnaWidget,
} from './klarna.ts';
export type {PayPalPaymentProps} from './PayPalPayment.tsx';
export type {KlarnaPaymentProps} from './KlarnaPayment.tsx';
export type {PaymentMessagesProps} from './PaymentMessages.tsx';
export type {ScriptDocument} from './loadScript.ts';
export type {PaymentAction, PaymentErrorKey, PaymentState, PaymentStatus} from './paymentFlow.ts';
export type {
  PaypalApprovalOutcome,
  PaypalApproveActions,
  PaypalApproveData,
  PaypalOrderRequest,
  PaypalScriptInput,
} from './paypal.ts';
export type {
  KlarnaAuthorizeResponse,
  KlarnaLoadResponse,
  KlarnaOrderData,
  KlarnaOutcome,
  KlarnaPaymentsApi,
} from './klarna.ts';
export type {
  KlarnaPaid,
  PaymentCallbacks,
  PaymentCurrency,
  PaymentResult,
  PayPalPaid,
} from './types.ts';

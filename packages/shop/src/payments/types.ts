// What the payment components report to the checkout (spec §7).
import type {OrderServiceResponse} from '@schaufenster/core';

/** The currency the shop charges in. */
export type PaymentCurrency = 'EUR';

/** A PayPal payment the order service confirmed (`/ecom/order/paypal_transaction`). */
export interface PayPalPaid {
  /** Which provider took the payment. */
  method: 'paypal';
  /** The shop order id the transaction was posted for. */
  orderId: string;
  /** The shop order's uuid, posted with the order id (decision 010f). */
  orderUuid: string;
  /** PayPal's order id the buyer approved; the order service captured it (decision 072). */
  paypalOrderId: string;
  /** The payment state the service answered: `paid`, or `pending` while PayPal holds it. */
  paymentState: string;
  /** The order service's answer. */
  response: OrderServiceResponse;
}

/** A Klarna payment the order service confirmed (`/ecom/klarna/order`). */
export interface KlarnaPaid {
  /** Which provider took the payment. */
  method: 'klarna';
  /** The shop order's uuid. */
  orderUuid: string;
  /** The authorization token Klarna returned. */
  authorizationToken: string;
  /** True when Klarna still reviews the payment (202 `pending`): the order is placed all the same. */
  pending: boolean;
  /** The order service's answer. */
  response: OrderServiceResponse;
}

/** Any confirmed payment. */
type PaymentResult = PayPalPaid | KlarnaPaid;

/** Callbacks both payment components share. */
export interface PaymentCallbacks<TPaid extends PaymentResult> {
  /** Called once when the provider approved and the order service confirmed the payment. */
  onPaid: (result: TPaid) => void;
  /** Called when the buyer cancels at the provider (or the provider does not approve). */
  onCancel?: () => void;
  /** Called with the error when loading, paying or confirming fails; the message is shown too. */
  onError?: (error: Error) => void;
}

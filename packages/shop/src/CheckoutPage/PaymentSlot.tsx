import type {OnlinePayment, ShopSettings} from '@schaufenster/core';
import {FormAlert, useMessages} from '@schaufenster/ui';
import type {FlowState} from './checkoutFlow.ts';
import {KlarnaPayment, PayPalPayment} from './lazySteps.ts';
import styles from './CheckoutPage.module.css';

/** Props of {@link PaymentSlot}. */
export interface PaymentSlotProps {
  /** Which provider takes the payment. */
  kind: Exclude<OnlinePayment, null>;
  /** The flow in its `paying` step: order id, order uuid, amount, Klarna client token. */
  flow: FlowState;
  /** The shop settings (PayPal's client id, spec §4). */
  settings: ShopSettings;
  /** Buyer data for Klarna (addresses, country, locale). */
  klarnaData: Record<string, unknown>;
  /** PayPal SDK base URL. @default PayPalPayment's default (paypal.com) */
  paypalSdkBaseUrl?: string;
  /** Klarna SDK URL. @default KlarnaPayment's default (klarnacdn.net) */
  klarnaSdkUrl?: string;
  /** The payment went through and the order service confirmed it. */
  onPaid: () => void;
  /** The payment failed; the payment component shows its own message. */
  onError: () => void;
}

/**
 * Where PayPal or Klarna takes the payment of the created order (post order → order id → PayPal
 * approve → postPaypalTransaction; Klarna authorize → postKlarnaOrder). Each SDK is loaded only
 * here, so only when its method was chosen; so is the component wrapping it (render the slot inside
 * a `Suspense`).
 */
export function PaymentSlot({
  kind,
  flow,
  settings,
  klarnaData,
  paypalSdkBaseUrl,
  klarnaSdkUrl,
  onPaid,
  onError,
}: PaymentSlotProps) {
  const t = useMessages();
  const amount = flow.amount ?? 0;
  if (kind === 'paypal' && flow.orderId && flow.orderUuid) {
    return (
      <div className={styles.paymentSlot}>
        <PayPalPayment
          amount={amount}
          currency="EUR"
          orderId={flow.orderId}
          orderUuid={flow.orderUuid}
          settings={settings}
          sdkBaseUrl={paypalSdkBaseUrl}
          onPaid={onPaid}
          onError={onError}
        />
      </div>
    );
  }
  if (kind === 'klarna' && flow.orderUuid && flow.clientToken) {
    return (
      <div className={styles.paymentSlot}>
        <KlarnaPayment
          amount={amount}
          currency="EUR"
          orderUuid={flow.orderUuid}
          clientToken={flow.clientToken}
          orderData={klarnaData}
          sdkUrl={klarnaSdkUrl}
          onPaid={onPaid}
          onError={onError}
        />
      </div>
    );
  }
  // No Klarna session came with the order: Klarna cannot be offered for it.
  return <FormAlert>{t('paymentUnavailable')}</FormAlert>;
}

import {useEffect, useEffectEvent} from 'react';
import type {OnlinePayment, ShopSettings} from '@schaufenster/core';
import {FormAlert, useMessages} from '@schaufenster/ui';
import {usePaymentCheck} from '../payments/paymentCheck.ts';
import {useOrderClient} from '../ShopProvider/index.ts';
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
 * Where PayPal or Klarna takes the payment of the created order (post order → order id → the
 * service's PayPal order → approve → postPaypalTransaction; Klarna authorize → postKlarnaOrder).
 * First it asks the order service how the order's payment stands: an order found again after a
 * reload may be paid already, and then no pay button is offered (decision 072). Each SDK is loaded
 * only here, so only when its method was chosen; so is the component wrapping it (render the slot
 * inside a `Suspense`).
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
  const orders = useOrderClient();
  const check = usePaymentCheck(orders, flow.orderUuid);
  const settle = useEffectEvent(() => onPaid());
  useEffect(() => {
    if (check.kind === 'settled') settle();
  }, [check.kind]);
  const amount = flow.amount ?? 0;
  if (check.kind === 'checking' || check.kind === 'settled') {
    return <p role="status">{t('paymentChecking')}</p>;
  }
  if (check.kind === 'closed') return <FormAlert>{t('paymentOrderClosed')}</FormAlert>;
  if (kind === 'paypal' && flow.orderId && flow.orderUuid) {
    return (
      <div className={styles.paymentSlot}>
        <PayPalPayment
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

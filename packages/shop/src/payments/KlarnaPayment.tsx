import {useEffect, useEffectEvent, useReducer, useRef} from 'react';
import {ActionButton, useMessages} from '@schaufenster/ui';
import {useOrderClient} from '../ShopProvider/index.ts';
import {
  KLARNA_SDK_URL,
  klarnaOrderData,
  loadKlarnaPayments,
  payWithKlarna,
  startKlarnaWidget,
  type KlarnaOrderData,
  type KlarnaPaymentsApi,
} from './klarna.ts';
import {INITIAL_PAYMENT_STATE, paymentReducer} from './paymentFlow.ts';
import {PaymentMessages} from './PaymentMessages.tsx';
import type {KlarnaPaid, PaymentCallbacks, PaymentCurrency} from './types.ts';
import styles from './Payment.module.css';

/** Props of {@link KlarnaPayment}. */
export interface KlarnaPaymentProps extends PaymentCallbacks<KlarnaPaid> {
  /** The order total to charge (incl. VAT and shipping). */
  amount: number;
  /** The currency to charge in. @default 'EUR' */
  currency?: PaymentCurrency;
  /** The shop order's uuid, sent with the authorization token (spec §7 `/ecom/klarna/order`). */
  orderUuid: string;
  /** The Klarna session's client token, from the order service. */
  clientToken: string;
  /** More order data for Klarna (billing_address, purchase_country, locale…). @default {} */
  orderData?: KlarnaOrderData;
  /** Where the Klarna Payments SDK is loaded from. @default 'https://x.klarnacdn.net/kp/lib/v1/api.js' */
  sdkUrl?: string;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Klarna Payments for the order total. Mounting it loads Klarna's SDK (only once Klarna is
 * chosen), starts the session with the client token and shows Klarna's widget; the pay button
 * authorizes and then places the order at `/ecom/klarna/order` (spec §7). A failed order shows
 * "Could not place klarna order" (spec §8); a buyer who is not approved counts as cancelling.
 */
export function KlarnaPayment({
  amount,
  currency = 'EUR',
  orderUuid,
  clientToken,
  orderData,
  sdkUrl = KLARNA_SDK_URL,
  onPaid,
  onCancel,
  onError,
}: KlarnaPaymentProps) {
  const t = useMessages();
  const orders = useOrderClient();
  const [state, dispatch] = useReducer(paymentReducer, INITIAL_PAYMENT_STATE);
  const widgetRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<KlarnaPaymentsApi | null>(null);
  const data = klarnaOrderData({amount, currency, data: orderData});

  const widgetData = useEffectEvent(() => data);
  const reportError = useEffectEvent((error: Error) => onError?.(error));
  useEffect(() => {
    const container = widgetRef.current;
    if (!container) return;
    let cancelled = false;
    void (async () => {
      try {
        const api = await loadKlarnaPayments({document, window, url: sdkUrl});
        const offered = await startKlarnaWidget(api, {clientToken, container, data: widgetData()});
        if (cancelled) return;
        if (!offered) throw new Error('Klarna cannot offer this payment method for the session');
        apiRef.current = api;
        dispatch({type: 'sdkReady'});
      } catch (error) {
        if (cancelled) return;
        dispatch({type: 'sdkFailed'});
        reportError(asError(error));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [sdkUrl, clientToken]);

  // A ref, not the rendered state, so a double click cannot authorize twice.
  const payingRef = useRef(false);
  async function pay() {
    const api = apiRef.current;
    if (!api || payingRef.current) return;
    payingRef.current = true;
    dispatch({type: 'started'});
    const outcome = await payWithKlarna({api, data, orders, orderUuid});
    payingRef.current = false;
    switch (outcome.kind) {
      case 'paid':
        dispatch({type: 'paid'});
        onPaid(outcome.result);
        break;
      case 'cancelled':
        dispatch({type: 'cancelled'});
        onCancel?.();
        break;
      case 'failed':
        dispatch({type: 'failed', error: outcome.message});
        onError?.(outcome.error);
        break;
    }
  }

  const done = state.status === 'paid' || state.status === 'unavailable';
  return (
    <div className={styles.payment}>
      <div ref={widgetRef} className={styles.widget} hidden={state.status === 'unavailable'} />
      {!done && (
        // Not disabled while paying (the status says so), so the button keeps focus for a retry.
        <ActionButton isDisabled={state.status === 'loading'} onPress={() => void pay()}>
          {t('checkoutPayWithKlarna')}
        </ActionButton>
      )}
      <PaymentMessages state={state} />
    </div>
  );
}

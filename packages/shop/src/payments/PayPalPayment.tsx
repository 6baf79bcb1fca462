import {PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer} from '@paypal/react-paypal-js';
import {useEffect, useEffectEvent, useMemo, useReducer} from 'react';
import {paypalClientId, type ShopSettings} from '@schaufenster/core';
import {useLanguage} from '@schaufenster/ui';
import {useOrderClient} from '../ShopProvider/index.ts';
import {INITIAL_PAYMENT_STATE, paymentReducer} from './paymentFlow.ts';
import {PaymentMessages} from './PaymentMessages.tsx';
import {
  completePaypalApproval,
  PAYPAL_SDK_URL,
  paypalOrderRequest,
  paypalScriptOptions,
} from './paypal.ts';
import type {PayPalPaid, PaymentCallbacks, PaymentCurrency} from './types.ts';
import styles from './Payment.module.css';

/** Props of {@link PayPalPayment}. */
export interface PayPalPaymentProps extends PaymentCallbacks<PayPalPaid> {
  /** The order total to charge (incl. VAT and shipping). */
  amount: number;
  /** The currency to charge in. @default 'EUR' */
  currency?: PaymentCurrency;
  /** The shop order id (`order_id` of POST /ecom/order), sent with the transaction (spec §7). */
  orderId: string;
  /** The shop order's `order_uuid`, sent with the transaction to prove the order (decision 010f). */
  orderUuid: string;
  /** Shop settings; PayPal runs only when exactly one payment method has payment id 4 (spec §4). */
  settings: Pick<ShopSettings, 'payment_methods' | 'paypal_client_id'> | null | undefined;
  /** Where PayPal's JS SDK is loaded from. @default 'https://www.paypal.com/sdk/js' */
  sdkBaseUrl?: string;
}

type ButtonsProps = Omit<PayPalPaymentProps, 'settings' | 'sdkBaseUrl' | 'currency'> & {
  currency: PaymentCurrency;
};

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

// Inside the script provider: follows its loading state and wires the SDK's callbacks.
function PayPalButtonsStep({
  amount,
  currency,
  orderId,
  orderUuid,
  onPaid,
  onCancel,
  onError,
}: ButtonsProps) {
  const orders = useOrderClient();
  const [script] = usePayPalScriptReducer();
  const [state, dispatch] = useReducer(paymentReducer, INITIAL_PAYMENT_STATE);

  const reportLoadFailure = useEffectEvent(() => {
    // The provider logs the loader's own error; its derived state carries no message.
    onError?.(new Error('The PayPal SDK failed to load'));
  });
  useEffect(() => {
    if (script.isResolved) dispatch({type: 'sdkReady'});
    if (script.isRejected) {
      dispatch({type: 'sdkFailed'});
      reportLoadFailure();
    }
  }, [script.isResolved, script.isRejected]);

  const showButtons = state.status !== 'paid' && state.status !== 'unavailable';
  return (
    <div className={styles.payment}>
      {showButtons && (
        <PayPalButtons
          className={styles.widget}
          fundingSource="paypal"
          style={{layout: 'vertical', label: 'pay'}}
          // The SDK calls these through a proxy, so they always see the current props.
          createOrder={(_data, actions) =>
            actions.order.create(paypalOrderRequest({amount, currency, orderId}))
          }
          onApprove={async (_data, actions) => {
            dispatch({type: 'started'});
            const outcome = await completePaypalApproval({actions, orders, orderId, orderUuid});
            if (outcome.kind === 'paid') {
              dispatch({type: 'paid'});
              onPaid(outcome.result);
            } else {
              dispatch({type: 'failed', error: outcome.message});
              onError?.(outcome.error);
            }
          }}
          onCancel={() => {
            dispatch({type: 'cancelled'});
            onCancel?.();
          }}
          onError={(error) => {
            dispatch({type: 'failed', error: 'paymentFailed'});
            onError?.(asError(error));
          }}
        />
      )}
      <PaymentMessages state={state} />
    </div>
  );
}

/**
 * PayPal buttons for the order total. Mounting it loads PayPal's SDK (never at page load: the
 * checkout renders it only once PayPal is chosen). On approval the PayPal order is captured and
 * posted to `/ecom/order/paypal_transaction` (spec §7); a failed post shows "Could not post
 * PayPal Transaction" (spec §8). Without a usable client id it renders nothing and logs why.
 */
export function PayPalPayment({
  settings,
  sdkBaseUrl = PAYPAL_SDK_URL,
  currency = 'EUR',
  ...props
}: PayPalPaymentProps) {
  const {lang} = useLanguage();
  const clientId = paypalClientId(settings);
  const options = useMemo(
    () => (clientId ? paypalScriptOptions({clientId, currency, lang, sdkBaseUrl}) : null),
    [clientId, currency, lang, sdkBaseUrl],
  );

  useEffect(() => {
    if (!clientId) {
      console.warn(
        'PayPalPayment: no PayPal client id; it is used only when exactly one payment method has payment id 4 (spec §4)',
      );
    }
  }, [clientId]);

  if (!clientId || !options) return null;
  return (
    // The provider reads its options once: new options (another language, client id) need a
    // fresh provider and so a fresh script.
    <PayPalScriptProvider key={JSON.stringify(options)} options={options}>
      <PayPalButtonsStep currency={currency} {...props} />
    </PayPalScriptProvider>
  );
}

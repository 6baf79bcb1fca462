import {PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer} from '@paypal/react-paypal-js';
import {useEffect, useEffectEvent, useMemo, useReducer, useRef} from 'react';
import {orderErrorCode, paypalClientId, type ShopSettings} from '@schaufenster/core';
import {ActionButton, useLanguage, useMessages} from '@schaufenster/ui';
import {useOrderClient} from '../ShopProvider/index.ts';
import {checkPayment} from './paymentCheck.ts';
import {INITIAL_PAYMENT_STATE, offersPayButton, paymentReducer} from './paymentFlow.ts';
import {PaymentMessages} from './PaymentMessages.tsx';
import {PAYPAL_SDK_URL, paypalScriptOptions, postPaypalApproval} from './paypal.ts';
import type {PayPalPaid, PaymentCallbacks, PaymentCurrency} from './types.ts';
import styles from './Payment.module.css';

/** Props of {@link PayPalPayment}. */
export interface PayPalPaymentProps extends PaymentCallbacks<PayPalPaid> {
  /** The currency the buttons show; the order service sets the amount. @default 'EUR' */
  currency?: PaymentCurrency;
  /** The shop order id (`order_id` of POST /ecom/order), sent with the transaction (spec §7). */
  orderId: string;
  /** The shop order's `order_uuid`: the service's PayPal order and capture belong to it. */
  orderUuid: string;
  /** Shop settings; PayPal runs only when exactly one payment method has payment id 4 (spec §4). */
  settings: Pick<ShopSettings, 'payment_methods' | 'paypal_client_id'> | null | undefined;
  /** Where PayPal's JS SDK is loaded from. @default 'https://www.paypal.com/sdk/js' */
  sdkBaseUrl?: string;
}

type ButtonsProps = Omit<PayPalPaymentProps, 'settings' | 'sdkBaseUrl' | 'currency'>;

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

// Inside the script provider: follows its loading state and wires the SDK's callbacks. The
// order service creates the PayPal order and captures it; from the buyer's approval on, the
// approval is only ever posted again (a retry), never replaced by a new PayPal payment.
function PayPalButtonsStep({orderId, orderUuid, onPaid, onCancel, onError}: ButtonsProps) {
  const t = useMessages();
  const orders = useOrderClient();
  const [script] = usePayPalScriptReducer();
  const [state, dispatch] = useReducer(paymentReducer, INITIAL_PAYMENT_STATE);
  // Refs, not the rendered state: a second approval or a double press must find them set.
  const approval = useRef<string | null>(null);
  const posting = useRef(false);
  const finished = useRef(false);

  function paid(result: PayPalPaid) {
    finished.current = true;
    dispatch({type: 'paid'});
    onPaid(result);
  }

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

  // The service's record of the payment decides; true when it says the order is paid for.
  async function settledByService(paypalOrderId: string): Promise<boolean> {
    const check = await checkPayment(orders, orderUuid);
    if (check.kind !== 'settled') return false;
    paid({
      method: 'paypal',
      orderId,
      orderUuid,
      paypalOrderId,
      paymentState: check.status.payment_state,
      response: {status: 'ok', ...check.status},
    });
    return true;
  }

  async function confirm(paypalOrderId: string) {
    if (posting.current) return;
    posting.current = true;
    dispatch({type: 'approved'});
    const outcome = await postPaypalApproval({orders, orderId, orderUuid, paypalOrderId});
    if (outcome.kind === 'paid') {
      posting.current = false;
      paid(outcome.result);
      return;
    }
    // The answer may be lost after the service captured: it says how the payment stands.
    const settled = await settledByService(paypalOrderId);
    posting.current = false;
    if (settled) return;
    const check = outcome.refused ? await checkPayment(orders, orderUuid) : null;
    if (check?.kind === 'open') {
      // Refused and no money moved (e.g. PayPal declined the card): the buyer may pay again.
      approval.current = null;
      dispatch({type: 'reopened', error: outcome.message});
    } else {
      dispatch({type: 'unconfirmed', error: outcome.message});
    }
    onError?.(outcome.error);
  }

  const retry = () => {
    if (approval.current !== null) void confirm(approval.current);
  };

  return (
    <div className={styles.payment}>
      {offersPayButton(state) && (
        <PayPalButtons
          className={styles.widget}
          fundingSource="paypal"
          style={{layout: 'vertical', label: 'pay'}}
          // The SDK calls these through a proxy, so they always see the current props.
          createOrder={async () => {
            if (approval.current !== null) throw new Error('PayPal already approved this order');
            try {
              return await orders.createPaypalOrder({order_uuid: orderUuid});
            } catch (error) {
              // Paid meanwhile (another tab, a lost answer): show that, not an error.
              if (orderErrorCode(error) === 'already_paid' && (await settledByService(''))) {
                throw new Error('The order is paid already');
              }
              throw error;
            }
          }}
          onApprove={async ({orderID}) => {
            // One approval per order: a second one (a second press) is never posted.
            if (approval.current !== null) return;
            approval.current = orderID;
            await confirm(orderID);
          }}
          onCancel={() => {
            dispatch({type: 'cancelled'});
            onCancel?.();
          }}
          onError={(error) => {
            if (approval.current !== null || posting.current || finished.current) return;
            dispatch({type: 'failed', error: 'paymentFailed'});
            onError?.(asError(error));
          }}
        />
      )}
      {state.status === 'unconfirmed' && (
        <>
          <p className={styles.hint}>{t('paymentRetryHint')}</p>
          <ActionButton onPress={retry}>{t('paymentRetry')}</ActionButton>
        </>
      )}
      <PaymentMessages state={state} />
    </div>
  );
}

/**
 * PayPal buttons for a placed order. Mounting it loads PayPal's SDK (never at page load: the
 * checkout renders it only once PayPal is chosen). A press asks the order service for the PayPal
 * order (`/ecom/order/paypal_order`); the buyer's approval is posted as `{orderID}` to
 * `/ecom/order/paypal_transaction` (spec §7), where the service captures at most once. A failed
 * post shows "Could not post PayPal Transaction" (spec §8) and a retry of the same post, never
 * PayPal's button again. Without a usable client id it renders nothing and logs why.
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
      <PayPalButtonsStep {...props} />
    </PayPalScriptProvider>
  );
}

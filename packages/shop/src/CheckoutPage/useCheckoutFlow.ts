// The checkout flow with its one async action, placing the order (STYLE.md State: async work in
// use-reducer-async handlers that only dispatch plain actions).
import {useMemo, useRef, type Dispatch} from 'react';
import {useReducerAsync, type AsyncActionHandlers} from 'use-reducer-async';
import {
  createIdempotencyKey,
  priceCorrectionsOf,
  unavailableItemsOf,
  type OnlinePayment,
  type OrderClient,
} from '@schaufenster/core';
import {cartStore, repriceCart, resetCart} from '../cart/cartStore.ts';
import type {OrderDraft} from '../checkout/buildOrder.ts';
import {resetCheckout} from '../checkout/checkoutStore.ts';
import {
  klarnaClientTokenOf,
  nextAttempt,
  orderIdOf,
  type OrderAttempt,
} from '../checkout/orderAttempt.ts';
import {
  flowReducer,
  initialFlow,
  type FlowEvent,
  type FlowState,
  type FormStep,
} from './checkoutFlow.ts';
import {priceChangesFor, type PriceChange} from '../checkout/repricing.ts';
import {checkPayment} from '../payments/paymentCheck.ts';
import {orderKeyFor} from './orderKey.ts';

/** Posts the order once; PayPal and Klarna then wait for the payment of the created order. */
type PlaceOrderAction = {
  type: 'placeOrder';
  /** The order built by `buildOrder`. */
  order: OrderDraft;
  /** Where to post it. */
  orders: OrderClient;
  /** The online payment that follows, or null to finish at once. */
  online: OnlinePayment;
};

/** Finishes a paid PayPal/Klarna order: empties cart and checkout, then shows the confirmation. */
type CompletePaymentAction = {type: 'completePayment'};

type AsyncAction = PlaceOrderAction | CompletePaymentAction;

/** Everything the checkout view can dispatch. */
export type CheckoutFlowDispatch = Dispatch<FlowEvent | AsyncAction>;

// A placed order starts a new purchase: cart and checkout are emptied (spec §4 reset).
function clearPurchase(): void {
  resetCart();
  resetCheckout();
}

/**
 * Re-prices the cart when the service refused `order` for line prices its catalogue no longer
 * has, and returns what changed; empty for every other failure. A refusal for the shipping cost
 * or the total alone changes no line and keeps the spec's message: shipping is priced from the
 * settings this page was built with, and a reload of the page picks up the new ones.
 */
function repriceAfter(error: unknown, order: OrderDraft): PriceChange[] {
  const corrections = priceCorrectionsOf(error);
  if (corrections === null) return [];
  const changes = priceChangesFor(cartStore.getState(), order.products, corrections.lines);
  if (changes.length > 0) {
    repriceCart(changes.map(({cartId, newPrice}) => ({cartId, priceBrutto: newPrice})));
  }
  return changes;
}

/**
 * The flow state and its dispatch. The idempotency key is derived from the stored cart and form
 * (orderKey.ts), so a retry of the same order reuses it, also after a reload; a second click
 * before React re-rendered finds the attempt already under way (decision 008 Idempotency).
 */
export function useCheckoutFlow(start: FormStep = 'address'): [FlowState, CheckoutFlowDispatch] {
  const attempt = useRef<OrderAttempt | null>(null);
  const busy = useRef(false);
  const handlers = useMemo<AsyncActionHandlers<typeof flowReducer, AsyncAction>>(
    () => ({
      placeOrder:
        ({dispatch}) =>
        async ({order, orders, online}) => {
          if (busy.current) return;
          busy.current = true;
          dispatch({type: 'place'});
          try {
            // Derived from the stored cart and form: after a reload the same order is found again.
            let key = await orderKeyFor(order, cartStore.getState().timestamp);
            // An earlier order of this cart that can no longer be paid (its payment expired, the
            // shop cancelled it) must not stand in the way of ordering the same cart again.
            if (online !== null && (await checkPayment(orders, key)).kind === 'closed') {
              key = createIdempotencyKey();
            }
            const current = nextAttempt(attempt.current, order, () => key);
            attempt.current = current;
            const answer = await orders.postOrder({...order, order_uuid: current.key}, current.key);
            const orderId = orderIdOf(answer, current.key);
            // The order exists: a new order after this one needs a new key.
            attempt.current = null;
            if (online === null) {
              dispatch({
                type: 'placed',
                orderId,
                amount: order.total_price_brutto,
                paymentMethod: order.payment_method,
              });
              clearPurchase();
            } else {
              dispatch({
                type: 'awaitPayment',
                orderId,
                orderUuid: current.key,
                amount: order.total_price_brutto,
                clientToken: klarnaClientTokenOf(answer),
              });
            }
          } catch (error) {
            // The client already turned every failure into "Could not post order" (spec §8); a
            // piece sold out meanwhile is named besides (decision 067). Prices changed meanwhile
            // re-price the cart, and the shopper confirms the new total on the review; nothing
            // went to PayPal or Klarna, which only follow a placed order.
            const changes = repriceAfter(error, order);
            if (changes.length > 0) dispatch({type: 'repriced', changes});
            else dispatch({type: 'fail', unavailable: unavailableItemsOf(error)});
          } finally {
            busy.current = false;
          }
        },
      completePayment:
        ({dispatch}) =>
        async () => {
          dispatch({type: 'paid'});
          clearPurchase();
        },
    }),
    [],
  );
  return useReducerAsync(flowReducer, initialFlow(start), handlers);
}

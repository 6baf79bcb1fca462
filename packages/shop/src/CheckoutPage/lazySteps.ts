// The checkout's screens after the address step load when wanted (decision 035): the page starts
// with the address step only, and each later screen is fetched while the visitor is still on the
// one before it, so moving on does not wait for the network.
import {lazy, type ComponentType} from 'react';
import type {OnlinePayment} from '@schaufenster/core';
import type {CheckoutStep} from './checkoutFlow.ts';

/** A component that loads on its first render, or earlier through `preload`. */
interface Preloadable<P> {
  /** Render inside a `Suspense`; renders without suspending once preloaded. */
  Component: ComponentType<P>;
  /** Loads the component's code (again after a failed attempt). */
  load: () => Promise<unknown>;
  /** Starts `load` and ignores its failure (the render retries). */
  preload: () => void;
}

function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: Promise<{default: ComponentType<P>}> | null = null;
  let loaded: {default: ComponentType<P>} | null = null;
  const start = () => {
    pending ??= load().then(
      (component) => (loaded = {default: component}),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // React.lazy resolves at once when the thenable it is given settles synchronously, so a screen
  // loaded in advance replaces the one before in the same commit, without the loading fallback.
  const settled = (module: {default: ComponentType<P>}) =>
    ({then: (resolve: (value: typeof module) => void) => resolve(module)}) as Promise<
      typeof module
    >;
  const Component = lazy(() => (loaded ? settled(loaded) : start()));
  return {Component, load: start, preload: () => void start().catch(() => undefined)};
}

const shipping = preloadable(() => import('./ShippingStep.tsx').then((m) => m.ShippingStep));
const payment = preloadable(() => import('./PaymentStep.tsx').then((m) => m.PaymentStep));
const review = preloadable(() => import('./ReviewStep.tsx').then((m) => m.ReviewStep));
const confirmation = preloadable(() =>
  import('./OrderConfirmation.tsx').then((m) => m.OrderConfirmation),
);
const paypal = preloadable(() =>
  import('../payments/PayPalPayment.tsx').then((m) => m.PayPalPayment),
);
const klarna = preloadable(() =>
  import('../payments/KlarnaPayment.tsx').then((m) => m.KlarnaPayment),
);

/** Step 2, loaded on demand. */
export const ShippingStep = shipping.Component;
/** Step 3, loaded on demand. */
export const PaymentStep = payment.Component;
/** Step 4, loaded on demand. */
export const ReviewStep = review.Component;
/** The confirmation after a placed or paid order, loaded on demand. */
export const OrderConfirmation = confirmation.Component;
/** PayPal's buttons with their SDK wrapper, loaded only when PayPal pays. */
export const PayPalPayment = paypal.Component;
/** Klarna's widget, loaded only when Klarna pays. */
export const KlarnaPayment = klarna.Component;

/** Loads every screen, e.g. for a view that opens at a later step (stories). */
export async function loadAllSteps(): Promise<void> {
  await Promise.all(
    [shipping, payment, review, confirmation, paypal, klarna].map((step) => step.load()),
  );
}

/**
 * Starts loading what may follow `screen`: the next step, and from the review on the
 * confirmation and the chosen online payment (`online`, null for none).
 */
export function preloadAfter(screen: CheckoutStep, online: OnlinePayment): void {
  switch (screen) {
    case 'address':
      shipping.preload();
      break;
    case 'shipping':
      payment.preload();
      break;
    case 'payment':
      review.preload();
      break;
    case 'review':
    case 'placing':
    case 'failed':
      confirmation.preload();
      if (online === 'paypal') paypal.preload();
      if (online === 'klarna') klarna.preload();
      break;
    case 'paying':
      confirmation.preload();
      break;
    case 'done':
      break;
  }
}

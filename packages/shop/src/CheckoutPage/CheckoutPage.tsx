import {Suspense, useEffect, useMemo, type ReactNode} from 'react';
import {
  onlinePaymentOf,
  type Cart,
  type ShopSettings,
  type UnavailableItem,
} from '@schaufenster/core';
import {Link, useLanguage, useMessages} from '@schaufenster/ui';
import {useCart, useCartReady} from '../cart/cartStore.ts';
import {bankTransferFor} from '../checkout/bankTransfer.ts';
import {buildOrder} from '../checkout/buildOrder.ts';
import {klarnaOrderDataFor} from '../checkout/klarnaData.ts';
import {lineName} from '../checkout/repricing.ts';
import {setAvailableShippingMethods, useCheckout} from '../checkout/checkoutStore.ts';
import {
  defaultCountry,
  findShippingOption,
  paymentMethodsFor,
  shippingOptionsFor,
} from '../checkout/shippingOptions.ts';
import {useShopSettings, useShopState} from '../settings/index.ts';
import {ShopNotice} from '../ShopNotice/index.ts';
import {useOrderClient, useShopEnvironment} from '../ShopProvider/index.ts';
import {AddressStep} from './AddressStep.tsx';
import {CheckoutStepList, useStepHeading, useStepTitle} from './CheckoutStepList.tsx';
import {isFormStep, type CheckoutStep, type FlowState, type FormStep} from './checkoutFlow.ts';
import {
  OrderConfirmation,
  PaymentStep,
  preloadAfter,
  ReviewStep,
  ShippingStep,
} from './lazySteps.ts';
import {OrderSummary} from './OrderSummary.tsx';
import {PaymentSlot} from './PaymentSlot.tsx';
import {useCheckoutFlow} from './useCheckoutFlow.ts';
import styles from './CheckoutPage.module.css';

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  /** The step to open with, e.g. to continue at the review after a reload. @default 'address' */
  initialStep?: FormStep;
  /** Where PayPal's SDK loads from (stories use a local stand-in). @default 'https://www.paypal.com/sdk/js' */
  paypalSdkBaseUrl?: string;
  /** Where Klarna's SDK loads from (stories use a local stand-in). @default 'https://x.klarnacdn.net/kp/lib/v1/api.js' */
  klarnaSdkUrl?: string;
  /**
   * Payments go to stand-ins or the providers' sandboxes (build `PAYMENTS_MODE=test`): every step
   * says so, and the notice cannot be closed. @default false
   */
  testMode?: boolean;
}

type ViewProps = Omit<CheckoutPageProps, 'initialStep' | 'testMode'> & {
  settings: ShopSettings;
  initialStep: FormStep;
};

// Placing and a failed placing stay on the review screen; only a new screen moves focus.
function screenOf(step: CheckoutStep): CheckoutStep {
  return step === 'placing' || step === 'failed' ? 'review' : step;
}

/**
 * The checkout: address → shipping → payment → review, then the order is posted once and confirmed,
 * or paid with PayPal/Klarna first. Reads the shop settings, the cart and the checkout store;
 * everything entered is saved under int-checkout as it is typed.
 */
export function CheckoutPage({
  initialStep = 'address',
  testMode = false,
  ...sdkUrls
}: CheckoutPageProps) {
  return (
    <>
      {testMode && <TestModeNotice />}
      <CheckoutContent initialStep={initialStep} {...sdkUrls} />
    </>
  );
}

// Test payments move no money: said on every step, with no way to close it (decision 072).
function TestModeNotice() {
  const t = useMessages();
  return (
    <p className={styles.testMode} role="note">
      {t('checkoutTestMode')}
    </p>
  );
}

function CheckoutContent({initialStep, ...sdkUrls}: Omit<CheckoutPageProps, 'testMode'>) {
  const t = useMessages();
  const settings = useShopSettings();
  // A closed or cart-less shop takes no order: say so before anything is typed in. The build seeds
  // the settings, so the prerendered page already knows.
  const state = useShopState();
  if (state !== 'open') return <ShopNotice state={state} />;
  if (settings.status === 'loading') return <p role="status">{t('statusLoading')}</p>;
  if (settings.status === 'error') return <p role="alert">{t('settingsLoadError')}</p>;
  return (
    <CheckoutView
      settings={settings.settings}
      initialStep={initialStep ?? 'address'}
      {...sdkUrls}
    />
  );
}

function CheckoutView({settings, initialStep, paypalSdkBaseUrl, klarnaSdkUrl}: ViewProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const cart = useCart();
  const cartReady = useCartReady();
  const checkout = useCheckout();
  const orders = useOrderClient();
  const {storeRootPath} = useShopEnvironment();
  const [flow, dispatch] = useCheckoutFlow(initialStep);

  const country = checkout.shippingAddress?.country_code ?? defaultCountry(settings);
  const options = useMemo(() => shippingOptionsFor(settings, country), [settings, country]);
  useEffect(() => {
    setAvailableShippingMethods(options);
  }, [options]);
  const option = findShippingOption(options, checkout.shippingMethod);
  const methods = paymentMethodsFor(settings, option);
  const built = buildOrder(cart, checkout, settings, lang);
  const online = onlinePaymentOf(settings, checkout.paymentMethod);

  const screen = screenOf(flow.step);
  const headingRef = useStepHeading(screen);
  // The first screen waits for the visitor (focus or pointer in it, below) before it fetches
  // the next; a later one was reached by the visitor and fetches what follows it at once.
  const isFirstScreen = screen === initialStep;
  useEffect(() => {
    if (!isFirstScreen) preloadAfter(screen, online);
  }, [isFirstScreen, screen, online]);
  const preloadNext = () => preloadAfter(screen, online);

  if (flow.step === 'done') {
    return (
      <div className={styles.checkout}>
        <h1 className={styles.title}>{t('checkoutTitle')}</h1>
        <Loading>
          <OrderConfirmation
            orderId={flow.orderId ?? ''}
            storeRootPath={storeRootPath}
            transfer={transferOf(settings, flow)}
          />
        </Loading>
      </div>
    );
  }

  // Once the cart was read: nothing to order (a paying order keeps its cart until paid).
  if (cartReady && cart.products.length === 0 && flow.step !== 'paying') {
    return (
      <div className={styles.checkout}>
        <h1 className={styles.title}>{t('checkoutTitle')}</h1>
        <p>{t('cartEmpty')}</p>
        <p>
          <Link to={storeRootPath ?? 'home'}>{t('cartContinueShopping')}</Link>
        </p>
      </div>
    );
  }

  const next = () => dispatch({type: 'next'});
  const back = () => dispatch({type: 'back'});
  const place = () => {
    if (built.ok) dispatch({type: 'placeOrder', order: built.order, orders, online});
  };

  return (
    <div className={styles.checkout}>
      <h1 className={styles.title}>{t('checkoutTitle')}</h1>
      <div className={styles.layout}>
        <div className={styles.main} onFocus={preloadNext} onPointerOver={preloadNext}>
          {isFormStep(screen) && <CheckoutStepList current={screen} />}
          <h2 className={styles.stepHeading} ref={headingRef} tabIndex={-1}>
            {isFormStep(screen) ? <StepTitle step={screen} /> : t('checkoutPaymentHeading')}
          </h2>
          {screen === 'address' && (
            <AddressStep settings={settings} checkout={checkout} onNext={next} />
          )}
          {screen === 'shipping' && (
            <Loading>
              <ShippingStep
                settings={settings}
                checkout={checkout}
                options={options}
                onNext={next}
                onBack={back}
              />
            </Loading>
          )}
          {screen === 'payment' && (
            <Loading>
              <PaymentStep checkout={checkout} methods={methods} onNext={next} onBack={back} />
            </Loading>
          )}
          {screen === 'review' && (
            <Loading>
              <ReviewStep
                settings={settings}
                checkout={checkout}
                options={options}
                methods={methods}
                step={flow.step}
                isComplete={built.ok}
                onPlace={place}
                onBack={back}
                unavailable={unavailableNames(cart, flow.unavailable)}
                priceChanges={flow.repriced}
              />
            </Loading>
          )}
          {screen === 'paying' && online !== null && (
            <>
              <p>{t('checkoutOrderCreated', {orderId: flow.orderId ?? ''})}</p>
              <Loading>
                <PaymentSlot
                  kind={online}
                  flow={flow}
                  settings={settings}
                  klarnaData={built.ok ? klarnaOrderDataFor(built.order, lang) : {}}
                  paypalSdkBaseUrl={paypalSdkBaseUrl}
                  klarnaSdkUrl={klarnaSdkUrl}
                  onPaid={() => dispatch({type: 'completePayment'})}
                  onError={() => dispatch({type: 'paymentFailed', error: online})}
                />
              </Loading>
            </>
          )}
        </div>
        <aside className={styles.aside}>
          <OrderSummary
            cart={cart}
            shippingCost={option ? checkout.shippingCost : null}
            presentWrap={settings.present_wrapping && checkout.presentWrap}
          />
        </aside>
      </div>
    </div>
  );
}

// A placed prepayment order still has to be paid: the confirmation says how (decision 009i).
// The cart's names of the pieces the order service no longer has (the names the visitor saw).
function unavailableNames(cart: Cart, items: readonly UnavailableItem[]): string[] {
  return items.map((item) => {
    const line = cart.products.find(
      (candidate) =>
        String(candidate.product.id) === item.product &&
        (item.variant === null
          ? !candidate.variant
          : String(candidate.variant?.id) === item.variant),
    );
    return line ? lineName(line) : item.product;
  });
}

function transferOf(settings: ShopSettings, flow: FlowState) {
  if (flow.orderId === null || flow.amount === null || flow.paymentMethod === null) return null;
  return bankTransferFor(settings, {
    orderId: flow.orderId,
    amount: flow.amount,
    paymentMethod: flow.paymentMethod,
  });
}

// A screen not loaded yet (decision 035) is announced as loading, as the settings are above.
function Loading({children}: {children: ReactNode}) {
  const t = useMessages();
  return <Suspense fallback={<p role="status">{t('statusLoading')}</p>}>{children}</Suspense>;
}

function StepTitle({step}: {step: FormStep}) {
  return useStepTitle(step);
}

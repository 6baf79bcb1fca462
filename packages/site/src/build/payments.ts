// The checkout's payment SDKs and test-mode notice from the build environment (decision 072):
// with `PAYMENTS_STANDIN_URL` the SDKs load from the local stand-ins (packages/payment-standins),
// otherwise from PayPal and Klarna; `PAYMENTS_MODE=test` (the default) shows the notice.
import type {CheckoutPayments} from '@schaufenster/templates';
import type {BuildSettings} from './options.ts';

/** Where the stand-in process serves the two SDK scripts, below its base URL. */
export const STANDIN_SDK_PATHS = {
  paypal: '/paypal/sdk/js',
  klarna: '/klarna/kp/lib/v1/api.js',
} as const;

/** The checkout island's payment configuration for these build settings. */
export function checkoutPayments(
  settings: Pick<BuildSettings, 'paymentsStandinUrl' | 'paymentsMode'>,
): CheckoutPayments {
  const standin = settings.paymentsStandinUrl;
  return {
    paypalSdkBaseUrl: standin === null ? null : `${standin}${STANDIN_SDK_PATHS.paypal}`,
    klarnaSdkUrl: standin === null ? null : `${standin}${STANDIN_SDK_PATHS.klarna}`,
    testMode: standin !== null || settings.paymentsMode === 'test',
  };
}

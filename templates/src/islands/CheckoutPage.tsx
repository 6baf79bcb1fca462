import type {ShopSettings} from '@schaufenster/core';
import {CheckoutPage} from '@schaufenster/shop';
import type {CheckoutPayments} from '../types.ts';
import {ShopIsland} from './shopIsland.tsx';

/** Props of the checkout island (all JSON). */
export interface CheckoutPageIslandProps {
  /**
   * The shop settings as the build read them (without the legal pages' texts): the checkout
   * renders at once and refreshes them live (spec §4 Settings load).
   */
  settings: ShopSettings;
  /** Where the payment SDKs load and whether the test-mode notice shows; absent: live. */
  payments?: CheckoutPayments;
}

/** The checkout as an island, posting to the order service (spec §7). */
export function CheckoutPageIsland({settings, payments}: CheckoutPageIslandProps) {
  return (
    <ShopIsland settings={settings}>
      <CheckoutPage
        paypalSdkBaseUrl={payments?.paypalSdkBaseUrl ?? undefined}
        klarnaSdkUrl={payments?.klarnaSdkUrl ?? undefined}
        testMode={payments?.testMode ?? false}
      />
    </ShopIsland>
  );
}

// Story-only (never exported from the package index): the browser state a whole-page story starts
// from. The stores (consents, drawer, cart, checkout) are shared by every story in the tab, so
// each page story resets them, as a fresh page load would, and seeds what its journey needs.
import {
  STORAGE_KEYS,
  ALL_CONSENT_TOOLS,
  buildConsents,
  createSafeStorage,
  type Product,
  type SiteData,
  type StoredCheckout,
} from '@schaufenster/core';
import {addToCart, initCart, initCheckout, withoutFilterParams} from '@schaufenster/shop';
import {allowOnlyNecessaryConsents, closeDrawer, initConsents} from '@schaufenster/ui';
import {seededRandom} from '../common/seededRandom.ts';
import {browserQueryClient} from '../islands/queryRuntime.ts';

/** What a page story starts with, as `parameters.page`. */
export interface PageStateSetup {
  /** `firstVisit`: nothing stored, the cookie banner shows. @default 'returning' (choice stored) */
  visit?: 'firstVisit' | 'returning';
  /** `filled`: two of the retailer's products in the cart. @default 'empty' */
  cart?: 'empty' | 'filled';
  /** `filled`: a returning shopper's address, shipping and prepayment. @default 'empty' */
  checkout?: 'empty' | 'filled';
}

/** The date stored entries carry (never the clock): 2 March 2026, 09:30 in Berlin. */
const STORED_AT = Date.UTC(2026, 2, 2, 8, 30);

function browserStorage() {
  return createSafeStorage(() => globalThis.localStorage);
}

/** Removes the item list's filter query a previous story left in the frame's URL. */
function clearFilterQuery(): void {
  const rest = withoutFilterParams(new URLSearchParams(window.location.search)).toString();
  const {pathname, hash} = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${rest ? `?${rest}` : ''}${hash}`,
  );
}

/** Products a shopper can add at once: priced, in stock, no variant or engraving to choose. */
function simpleProducts(site: SiteData): Product[] {
  return site.products.filter(
    (product) =>
      product.variants.length === 0 &&
      product.personalization.length === 0 &&
      product.price_brutto !== null &&
      (product.stock ?? 0) > 0,
  );
}

function seedCart(site: SiteData): void {
  const products = simpleProducts(site).slice(0, 2);
  if (products.length < 2) throw new Error('The retailer lacks two simple products for the cart');
  products.forEach((product, index) =>
    addToCart({
      product: {
        id: product.id,
        display_name: product.display_name,
        slug: product.slug,
        image: product.images[0] ?? null,
      },
      variant: null,
      personalization: null,
      count: index + 1,
      priceBrutto: product.price_brutto ?? 0,
    }),
  );
}

/** The first domestic shipping option that takes prepayment, with that payment method. */
function prepaymentShipping(site: SiteData) {
  for (const shipping of site.shopSettings?.shipping_methods_config ?? []) {
    const payment = shipping.payment_methods.find((method) => method.method === 'prepayment');
    if (payment && shipping.countries.includes('DE')) return {shipping, payment};
  }
  throw new Error('The retailer ships nowhere in Germany with prepayment');
}

function seedCheckout(site: SiteData): void {
  const {shipping, payment} = prepaymentShipping(site);
  const stored: StoredCheckout & {timestamp: number} = {
    customerEmail: 'anna@example.com',
    shippingAddress: {
      company: '',
      first_name: 'Anna',
      last_name: 'Muster',
      street: 'Goethestraße',
      number: '12',
      zip_code: '60313',
      city: 'Frankfurt am Main',
      country_code: 'DE',
      phone: '',
    },
    invoiceAddress: null,
    comment: null,
    paymentMethod: payment.id,
    shippingMethod: shipping.id ?? null,
    shippingCost: shipping.price_brutto,
    presentWrap: false,
    timestamp: STORED_AT,
  };
  localStorage.setItem(STORAGE_KEYS.checkout, JSON.stringify(stored));
}

/**
 * `beforeEach` of page stories: empties storage, the URL's filter query and the drawer, loads the
 * consents as the runtime does (a returning visitor's choice stored unless `firstVisit`), restores
 * an empty or seeded cart and checkout, and keeps the product teaser on the build's pick (seeded
 * with the page path). Its live pick draws from `Math.random`, which the test runner's own
 * messages draw from too, so which products it showed depended on timing: one visual shot in a
 * busy CI run differed. `Math.random` is still seeded with the story id for any other pick.
 * Returns the clean-up.
 */
export function startPage(site: SiteData, setup: PageStateSetup, storyId: string): () => void {
  localStorage.clear();
  clearFilterQuery();
  closeDrawer();
  window.scrollTo(0, 0);
  // Replaced outright: a storybook/test spy on Math.random recurses (the spy itself draws ids).
  const random = Math.random;
  Math.random = seededRandom(storyId);
  browserQueryClient().setQueryDefaults(['shop', site.project.domain, 'random'], {
    staleTime: Number.POSITIVE_INFINITY,
  });

  // Every entry of the content: the stories' settings configure every tool (storySettings.ts).
  initConsents(buildConsents(site.consents, ALL_CONSENT_TOOLS), {
    strict: site.siteConfig.cookie_banner_strict,
    storage: browserStorage(),
  });
  if (setup.visit !== 'firstVisit') allowOnlyNecessaryConsents();

  if (setup.checkout === 'filled') seedCheckout(site);
  initCheckout({storage: browserStorage()});
  initCart({reload: true});
  if (setup.cart === 'filled') seedCart(site);

  return () => {
    Math.random = random;
    closeDrawer();
    clearFilterQuery();
    localStorage.clear();
  };
}

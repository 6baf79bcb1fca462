// Browser-state keys (spec §3 Cart and Checkout state, §4 Cookie banner, §9 Storage keys).

/** The three local-storage keys the spec names. */
export const STORAGE_KEYS = {
  cart: 'int-cart',
  checkout: 'int-checkout',
  consents: 'int-consents',
} as const;

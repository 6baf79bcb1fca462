// When each island hydrates (decision 014, issue 6 budgets). Only what must be live at once
// hydrates at start-up; the rest waits for the visitor, so a page that is only read loads little
// more than React. Every lazy island's static HTML is the same as before: nothing shifts.
import type {IslandName} from '@schaufenster/templates';

/** When an island hydrates. */
export type HydrationStrategy =
  /** At start-up (and right after a swap): its content depends on the browser at once. */
  | 'load'
  /**
   * On the first pointerover, focusin, touchstart or keydown inside it; a click or submit that
   * came before hydration finished is held and replayed, text typed meanwhile is kept.
   */
  | 'interaction'
  /** When one of its elements comes near the viewport, or on interaction before that. */
  | 'visible'
  /** When the drawer store first opens (the header's and bottom bar's buttons open it). */
  | 'drawer'
  /** When the cookie banner must show: nothing valid stored, or reopened from the footer. */
  | 'consent'
  /**
   * At idle when the cart has items (int-cart is stored, or another tab stores it); on
   * interaction otherwise.
   */
  | 'cart';

/** Every island's strategy; a test checks that each registered island has one. */
export const HYDRATION_STRATEGIES: Readonly<Record<IslandName, HydrationStrategy>> = {
  Header: 'interaction',
  BottomBar: 'interaction',
  SiteDrawer: 'drawer',
  // Static but for the "Cookie Einstellungen" button: the opening hours, phone numbers and
  // addresses are rendered by the build and never change in the browser, so hydrating when
  // merely visible would download the phone formatter for nothing.
  Footer: 'interaction',
  // Live shop settings (spec §4); on shop pages the shop islands wake it (ISLAND_WAKES).
  ShopMenu: 'interaction',
  CookieBanner: 'consent',
  CartWidget: 'cart',
  // Reads the stored choice; it sits far down the privacy page.
  ConsentManager: 'visible',
  Contact: 'interaction',
  Newsletter: 'interaction',
  // Shows the sender from the query string.
  Thanks: 'load',
  Clock: 'visible',
  // Filters from the query string, live prices and stock.
  ItemList: 'load',
  ItemPage: 'load',
  // A fresh random pick (spec §7 random list) is only worth fetching when seen.
  ProductTeaser: 'visible',
  // The stored cart and checkout are not in the static HTML.
  CartPage: 'load',
  CheckoutPage: 'load',
};

/**
 * Islands that wake others when they start hydrating: those then hydrate at idle. An island that
 * changes the cart wakes the cart widget, so the count follows at once; every shop island wakes
 * the shop menu, whose code and settings are then mostly loaded anyway.
 */
export const ISLAND_WAKES: Readonly<Partial<Record<IslandName, readonly IslandName[]>>> = {
  ItemPage: ['CartWidget', 'ShopMenu'],
  CartPage: ['CartWidget', 'ShopMenu'],
  CheckoutPage: ['CartWidget', 'ShopMenu'],
  ItemList: ['ShopMenu'],
  ProductTeaser: ['ShopMenu'],
};

/**
 * Code downloaded with an island's own when it starts hydrating: the drawer opens from the
 * header's and the bottom bar's buttons, so its code is on its way before the click.
 */
export const PRELOAD_WITH: Readonly<Partial<Record<IslandName, readonly IslandName[]>>> = {
  Header: ['SiteDrawer'],
  BottomBar: ['SiteDrawer'],
};

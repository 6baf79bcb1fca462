// Every island in one table (decisions 011, 014): the build prerenders an island with the
// component its `load` gives, the browser runtime hydrates it with the same loader when its
// `strategy` says, and the props a template may pass are the component's props. Adding an island
// is one entry here plus the module it names beside this file (docs/guides/add-an-island.md).
import type {ComponentType} from 'react';
import type {MessageScope} from '@schaufenster/core';
import type {LiveCheck} from './liveCheck.ts';

/**
 * When an island hydrates in the browser, every strategy the runtime's scheduler knows (it binds
 * each island to the page by its strategy).
 */
export const HYDRATION_STRATEGIES = [
  /** At start-up (and right after a swap): its content depends on the browser at once. */
  'load',
  /**
   * On the first pointerover, focusin, touchstart or keydown inside it; a click or submit that
   * came before hydration finished is held and replayed, text typed meanwhile is kept.
   */
  'interaction',
  /** When one of its elements comes near the viewport, or on interaction before that. */
  'visible',
  /** When the drawer store first opens (the drawer buttons open it). */
  'drawer',
  /**
   * The cookie banner (decision 040): when nothing valid is stored the runtime shows its
   * prerendered HTML without React, and it hydrates on interaction (clicks held and replayed) or
   * when the consent state changes; when reopened from the footer, at once.
   */
  'consent',
  /**
   * A two-click embed's holder (decision 025): when its `data-sf-embed` placeholder's consent is
   * stored and it comes near the viewport; on interaction otherwise. Without the consent the
   * placeholder is static HTML and its button's click is replayed (decision 034).
   */
  'embed',
  /** At idle when the cart has items (stored, or stored by another tab); on interaction otherwise. */
  'cart',
  /**
   * At start-up when its `live` check finds the shop's live data (or the URL) different from what
   * the build prerendered; on interaction otherwise (decision 036). The check reads data, not code:
   * a shop page whose prerendered state is current loads no React.
   */
  'live',
] as const;

/** When an island hydrates: one of {@link HYDRATION_STRATEGIES}. */
type HydrationStrategy = (typeof HYDRATION_STRATEGIES)[number];

/** One island: how to load it and when to hydrate it. */
export interface IslandDefinition<P extends object> {
  /**
   * The file beside this table that `load` imports, e.g. `'DrawerButton.tsx'`. The build finds
   * the island's chunk by it, to list that chunk in the head of a page where the island hydrates
   * at once (decision 062); the build fails when no chunk has it. Islands may share a module.
   */
  module: `${string}.tsx`;
  /** Loads the component from `module`; in the browser each island module is a chunk of its own. */
  load: () => Promise<ComponentType<P>>;
  /** When it hydrates. */
  strategy: HydrationStrategy;
  /**
   * Islands that hydrate at idle once this one starts: an island that changes the cart wakes the
   * cart widget, so its count follows at once. @default []
   */
  wakes?: readonly string[];
  /** Islands whose code downloads when this one starts hydrating. @default [] */
  preload?: readonly string[];
  /** The messages it needs (core `MessageScope`, decision 034). @default 'all' */
  messages?: MessageScope;
  /** Strategy `live`: loads the check of its prerendered state (a chunk of its own). */
  live?: () => Promise<LiveCheck<P>>;
  /**
   * Strategy `load`: the page paints before this island's code is fetched. Its chunks are listed
   * in an inert `<template>` that the runtime moves into the head after the first frame, and the
   * island hydrates then; its prerendered HTML is the first screen (decision 062, the checkout's
   * paint). Lighthouse's simulation counts every script that arrived before the first paint as
   * holding up the largest paint. @default false
   */
  paintFirst?: boolean;
}

/** One table entry; props are inferred from the component `load` returns. */
function defineIsland<P extends object>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}

const SHOP_WAKERS = ['CartWidget', 'ShopMenu'] as const;

/** Every island by name. Static HTML around them ships no JavaScript. */
export const ISLANDS = {
  // --- the page shell: nothing here hydrates at start-up, so a page only read loads no island code
  /** "Menü"/"Kontakt" in the header and the bottom bar; the drawer's code comes along. */
  DrawerButton: defineIsland({
    module: 'DrawerButton.tsx',
    load: () => import('./DrawerButton.tsx').then((m) => m.DrawerButtonIsland),
    strategy: 'interaction',
    preload: ['SiteDrawer'],
  }),
  SiteDrawer: defineIsland({
    module: 'SiteDrawer.tsx',
    load: () => import('./SiteDrawer.tsx').then((m) => m.SiteDrawerIsland),
    strategy: 'drawer',
  }),
  /** The footer's "Cookie Einstellungen". */
  CookieSettingsButton: defineIsland({
    module: 'CookieSettingsButton.tsx',
    load: () => import('./CookieSettingsButton.tsx').then((m) => m.CookieSettingsButtonIsland),
    strategy: 'interaction',
  }),
  /** Prerendered and shown without React on a first visit; loads the consent scope's messages only. */
  CookieBanner: defineIsland({
    module: 'CookieBanner.tsx',
    load: () => import('./CookieBanner.tsx').then((m) => m.CookieBannerIsland),
    strategy: 'consent',
    messages: 'consent',
  }),
  /** Live shop settings (spec §4); on shop pages the shop islands wake it. */
  ShopMenu: defineIsland({
    module: 'ShopMenu.tsx',
    load: () => import('./ShopMenu.tsx').then((m) => m.ShopMenuIsland),
    strategy: 'interaction',
  }),
  CartWidget: defineIsland({
    module: 'CartWidget.tsx',
    load: () => import('./CartWidget.tsx').then((m) => m.CartWidgetIsland),
    strategy: 'cart',
  }),
  // --- main
  /** Reads the stored choice; it sits far down the privacy page. */
  ConsentManager: defineIsland({
    module: 'ConsentManager.tsx',
    load: () => import('./ConsentManager.tsx').then((m) => m.ConsentManagerIsland),
    strategy: 'visible',
  }),
  /**
   * Holds the form and the consent-gated map (decision 025): a stored Google Maps consent shows
   * the frame without waiting for an interaction; otherwise the form wakes it.
   */
  Contact: defineIsland({
    module: 'Contact.tsx',
    load: () => import('./Contact.tsx').then((m) => m.ContactIsland),
    strategy: 'embed',
  }),
  /** A two-click map or video (decision 025); a stored consent shows the frame once seen. */
  ConsentEmbed: defineIsland({
    module: 'ConsentEmbed.tsx',
    load: () => import('./ConsentEmbed.tsx').then((m) => m.ConsentEmbedIsland),
    strategy: 'embed',
  }),
  Newsletter: defineIsland({
    module: 'Newsletter.tsx',
    load: () => import('./Newsletter.tsx').then((m) => m.NewsletterIsland),
    strategy: 'interaction',
  }),
  /** Shows the sender the contact form handed over in session storage. */
  Thanks: defineIsland({
    module: 'Thanks.tsx',
    load: () => import('./Thanks.tsx').then((m) => m.ThanksIsland),
    strategy: 'load',
  }),
  /** Confirms the link's token at once: the page is there for nothing else. */
  NewsletterConfirm: defineIsland({
    module: 'NewsletterConfirm.tsx',
    load: () => import('./NewsletterConfirm.tsx').then((m) => m.NewsletterConfirmIsland),
    strategy: 'load',
  }),
  /** Its one button; nothing is posted until it is pressed. */
  NewsletterUnsubscribe: defineIsland({
    module: 'NewsletterUnsubscribe.tsx',
    load: () => import('./NewsletterUnsubscribe.tsx').then((m) => m.NewsletterUnsubscribeIsland),
    strategy: 'interaction',
  }),
  /** The two-step withdrawal form (§356a BGB); its first submit is held until it hydrates. */
  WithdrawalForm: defineIsland({
    module: 'WithdrawalForm.tsx',
    load: () => import('./WithdrawalForm.tsx').then((m) => m.WithdrawalFormIsland),
    strategy: 'interaction',
  }),
  Clock: defineIsland({
    module: 'Clock.tsx',
    load: () => import('./Clock.tsx').then((m) => m.ClockIsland),
    strategy: 'visible',
  }),
  /**
   * Filters from the query string, live prices and stock: hydrates at once when the URL names
   * filters or the live list differs from the build's.
   */
  ItemList: defineIsland({
    module: 'ItemList.tsx',
    load: () => import('./ItemList.tsx').then((m) => m.ItemListIsland),
    strategy: 'live',
    live: () => import('./shopLive.ts').then((m) => m.itemListDiffers),
    wakes: ['ShopMenu'],
  }),
  /** Product, ratings and shop state as built; hydrates at once when any changed since. */
  ItemPage: defineIsland({
    module: 'ItemPage.tsx',
    load: () => import('./ItemPage.tsx').then((m) => m.ItemPageIsland),
    strategy: 'live',
    live: () => import('./shopLive.ts').then((m) => m.itemPageDiffers),
    wakes: SHOP_WAKERS,
  }),
  /** A fresh random pick (spec §7 random list) is only worth fetching when seen. */
  ProductTeaser: defineIsland({
    module: 'ProductTeaser.tsx',
    load: () => import('./ProductTeaser.tsx').then((m) => m.ProductTeaserIsland),
    strategy: 'visible',
    wakes: ['ShopMenu'],
  }),
  /** The stored cart and checkout are not in the static HTML. */
  CartPage: defineIsland({
    module: 'CartPage.tsx',
    load: () => import('./CartPage.tsx').then((m) => m.CartPageIsland),
    strategy: 'load',
    wakes: SHOP_WAKERS,
  }),
  /** Its address step is prerendered complete: the page paints before the code arrives. */
  CheckoutPage: defineIsland({
    module: 'CheckoutPage.tsx',
    load: () => import('./CheckoutPage.tsx').then((m) => m.CheckoutPageIsland),
    strategy: 'load',
    paintFirst: true,
    wakes: SHOP_WAKERS,
  }),
};

/** Name of an island. */
export type IslandName = keyof typeof ISLANDS;

/** The props island `N` takes: its component's, all JSON. */
export type IslandProps<N extends IslandName> =
  (typeof ISLANDS)[N] extends IslandDefinition<infer P> ? P : never;

/** Every island name. */
export const ISLAND_NAMES = Object.keys(ISLANDS) as IslandName[];

/** Narrows a `data-island` value to a known island name. */
export function isIslandName(name: string | null | undefined): name is IslandName {
  return typeof name === 'string' && Object.hasOwn(ISLANDS, name);
}

/** Loads every island's component, for the prerender (which renders them synchronously). */
export async function loadIslandComponents(): Promise<{
  [N in IslandName]: ComponentType<IslandProps<N>>;
}> {
  const entries = await Promise.all(
    ISLAND_NAMES.map(async (name) => [name, await ISLANDS[name].load()] as const),
  );
  return Object.fromEntries(entries) as {[N in IslandName]: ComponentType<IslandProps<N>>};
}

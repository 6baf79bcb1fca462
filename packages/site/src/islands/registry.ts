// Island name → lazy loader (island contract, decision 011). The browser runtime hydrates each
// `[data-island]` with the component its loader returns; every island is its own chunk.
import type {ComponentType} from 'react';
import type {IslandName, IslandPropsMap} from '@schaufenster/templates';

/** Loads one island's component. */
export type IslandLoader<N extends IslandName> = () => Promise<ComponentType<IslandPropsMap[N]>>;

/** Every island by name. Adding an island: templates/src/islands/types.ts lists the steps. */
export const ISLANDS: {[N in IslandName]: IslandLoader<N>} = {
  Header: () => import('@schaufenster/templates/islands/Header').then((m) => m.HeaderIsland),
  SiteDrawer: () =>
    import('@schaufenster/templates/islands/SiteDrawer').then((m) => m.SiteDrawerIsland),
  BottomBar: () =>
    import('@schaufenster/templates/islands/BottomBar').then((m) => m.BottomBarIsland),
  Footer: () => import('@schaufenster/templates/islands/Footer').then((m) => m.FooterIsland),
  CookieBanner: () =>
    import('@schaufenster/templates/islands/CookieBanner').then((m) => m.CookieBannerIsland),
  ConsentManager: () =>
    import('@schaufenster/templates/islands/ConsentManager').then((m) => m.ConsentManagerIsland),
  Contact: () => import('@schaufenster/templates/islands/Contact').then((m) => m.ContactIsland),
  Thanks: () => import('@schaufenster/templates/islands/Thanks').then((m) => m.ThanksIsland),
  Newsletter: () =>
    import('@schaufenster/templates/islands/Newsletter').then((m) => m.NewsletterIsland),
  Clock: () => import('@schaufenster/templates/islands/Clock').then((m) => m.ClockIsland),
  ItemList: () => import('@schaufenster/templates/islands/ItemList').then((m) => m.ItemListIsland),
  ItemPage: () => import('@schaufenster/templates/islands/ItemPage').then((m) => m.ItemPageIsland),
  ProductTeaser: () =>
    import('@schaufenster/templates/islands/ProductTeaser').then((m) => m.ProductTeaserIsland),
  CartPage: () => import('@schaufenster/templates/islands/CartPage').then((m) => m.CartPageIsland),
  CheckoutPage: () =>
    import('@schaufenster/templates/islands/CheckoutPage').then((m) => m.CheckoutPageIsland),
  CartWidget: () =>
    import('@schaufenster/templates/islands/CartWidget').then((m) => m.CartWidgetIsland),
  ShopMenu: () => import('@schaufenster/templates/islands/ShopMenu').then((m) => m.ShopMenuIsland),
};

/** Narrows a `data-island` value to a registered island name. */
export function isIslandName(name: string | null | undefined): name is IslandName {
  return typeof name === 'string' && Object.hasOwn(ISLANDS, name);
}

import type {ComponentType} from 'react';
import {BottomBarIsland} from './BottomBar.tsx';
import {CartPageIsland} from './CartPage.tsx';
import {CartWidgetIsland} from './CartWidget.tsx';
import {CheckoutPageIsland} from './CheckoutPage.tsx';
import {ClockIsland} from './Clock.tsx';
import {ConsentManagerIsland} from './ConsentManager.tsx';
import {ContactIsland} from './Contact.tsx';
import {CookieBannerIsland} from './CookieBanner.tsx';
import {FooterIsland} from './Footer.tsx';
import {HeaderIsland} from './Header.tsx';
import {ItemListIsland} from './ItemList.tsx';
import {ItemPageIsland} from './ItemPage.tsx';
import {NewsletterIsland} from './Newsletter.tsx';
import {ProductTeaserIsland} from './ProductTeaser.tsx';
import {ShopMenuIsland} from './ShopMenu.tsx';
import {SiteDrawerIsland} from './SiteDrawer.tsx';
import {ThanksIsland} from './Thanks.tsx';
import type {IslandName, IslandPropsMap} from './types.ts';

/** Island components by name, loaded eagerly: the prerender renders them into the page. */
export const ISLAND_COMPONENTS: {[N in IslandName]: ComponentType<IslandPropsMap[N]>} = {
  Header: HeaderIsland,
  SiteDrawer: SiteDrawerIsland,
  BottomBar: BottomBarIsland,
  Footer: FooterIsland,
  CookieBanner: CookieBannerIsland,
  ConsentManager: ConsentManagerIsland,
  Contact: ContactIsland,
  Thanks: ThanksIsland,
  Newsletter: NewsletterIsland,
  Clock: ClockIsland,
  ItemList: ItemListIsland,
  ItemPage: ItemPageIsland,
  ProductTeaser: ProductTeaserIsland,
  CartPage: CartPageIsland,
  CheckoutPage: CheckoutPageIsland,
  CartWidget: CartWidgetIsland,
  ShopMenu: ShopMenuIsland,
};

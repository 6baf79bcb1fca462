// Island names and their props: the contract between templates (which place islands) and the
// site's registry (which loads them in the browser). Add a name here, a module beside this file,
// an entry in islandComponents.ts, one in packages/site/src/islands/registry.ts and its hydration
// strategy in packages/site/src/islands/strategies.ts (decision 014).
import type {BottomBarIslandProps} from './BottomBar.tsx';
import type {CartPageIslandProps} from './CartPage.tsx';
import type {CartWidgetIslandProps} from './CartWidget.tsx';
import type {CheckoutPageIslandProps} from './CheckoutPage.tsx';
import type {ClockIslandProps} from './Clock.tsx';
import type {ConsentManagerIslandProps} from './ConsentManager.tsx';
import type {ContactIslandProps} from './Contact.tsx';
import type {CookieBannerIslandProps} from './CookieBanner.tsx';
import type {FooterIslandProps} from './Footer.tsx';
import type {HeaderIslandProps} from './Header.tsx';
import type {ItemListIslandProps} from './ItemList.tsx';
import type {ItemPageIslandProps} from './ItemPage.tsx';
import type {NewsletterIslandProps} from './Newsletter.tsx';
import type {ProductTeaserIslandProps} from './ProductTeaser.tsx';
import type {ShopMenuIslandProps} from './ShopMenu.tsx';
import type {SiteDrawerIslandProps} from './SiteDrawer.tsx';
import type {ThanksIslandProps} from './Thanks.tsx';

/** Every island by name, with its JSON-serialisable props. */
export interface IslandPropsMap {
  Header: HeaderIslandProps;
  SiteDrawer: SiteDrawerIslandProps;
  BottomBar: BottomBarIslandProps;
  Footer: FooterIslandProps;
  CookieBanner: CookieBannerIslandProps;
  ConsentManager: ConsentManagerIslandProps;
  Contact: ContactIslandProps;
  Thanks: ThanksIslandProps;
  Newsletter: NewsletterIslandProps;
  Clock: ClockIslandProps;
  ItemList: ItemListIslandProps;
  ItemPage: ItemPageIslandProps;
  ProductTeaser: ProductTeaserIslandProps;
  CartPage: CartPageIslandProps;
  CheckoutPage: CheckoutPageIslandProps;
  CartWidget: CartWidgetIslandProps;
  ShopMenu: ShopMenuIslandProps;
}

/** Name of an island. */
export type IslandName = keyof IslandPropsMap;

/** The island names, for checks that registry and templates agree. */
export const ISLAND_NAMES = [
  'Header',
  'SiteDrawer',
  'BottomBar',
  'Footer',
  'CookieBanner',
  'ConsentManager',
  'Contact',
  'Thanks',
  'Newsletter',
  'Clock',
  'ItemList',
  'ItemPage',
  'ProductTeaser',
  'CartPage',
  'CheckoutPage',
  'CartWidget',
  'ShopMenu',
] as const satisfies readonly IslandName[];

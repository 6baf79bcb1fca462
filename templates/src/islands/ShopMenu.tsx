import {ShopMenu, ShopMenuLinks, useShopSettings} from '@schaufenster/shop';
import {useHydrated} from '@schaufenster/ui';
import {ShopIsland} from './shopIsland.tsx';

/** Props of the shop menu island: none, the shop config is the page's. */
export type ShopMenuIslandProps = Record<string, never>;

/**
 * The shop menu in `#int-shop-menu` (spec §2 Page shell: AGB, Widerruf, Versand und Zahlung) as
 * an island: the shop's `ShopMenu` over the live settings. The build places it only when its
 * settings show the menu (enable_cart), so until the live settings arrive it shows the links, the
 * same markup `ShopMenu` renders: nothing shifts.
 */
export function ShopMenuIsland(_props: ShopMenuIslandProps) {
  return (
    <ShopIsland>
      <LiveShopMenu />
    </ShopIsland>
  );
}

function LiveShopMenu() {
  // False while prerendering and hydrating: the first render matches the build's HTML, whatever
  // the shared cache already holds.
  const live = useHydrated();
  const settings = useShopSettings();
  if (!live || settings.status === 'loading') return <ShopMenuLinks />;
  return <ShopMenu />;
}

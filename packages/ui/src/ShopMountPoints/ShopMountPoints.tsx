import type {ReactNode} from 'react';

/** Id of the element the shop menu (AGB, Widerruf, Versand und Zahlung) mounts in (spec §2 Page shell). */
const SHOP_MENU_MOUNT_ID = 'int-shop-menu';

/** Id of the element the cart widget mounts in (spec §2 Page shell). */
const CART_MOUNT_ID = 'int-cart';

/** Props of {@link ShopMenuMount} and {@link CartMount}. */
export interface MountPointProps {
  /** What the shop package renders here; empty leaves the bare mount point. @default undefined */
  children?: ReactNode;
  /** Extra class for layout by the parent. @default undefined */
  className?: string;
}

/**
 * The element with id `int-shop-menu`: the footer places it, the shop package fills it. Ids are
 * fixed by the spec, so a page has at most one of each.
 */
export function ShopMenuMount({children, className}: MountPointProps) {
  return (
    <div id={SHOP_MENU_MOUNT_ID} className={className}>
      {children}
    </div>
  );
}

/** The element with id `int-cart`: the header places it, the shop package's cart widget fills it. */
export function CartMount({children, className}: MountPointProps) {
  return (
    <div id={CART_MOUNT_ID} className={className}>
      {children}
    </div>
  );
}

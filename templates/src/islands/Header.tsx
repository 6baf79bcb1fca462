import {CartButton} from '@schaufenster/shop';
import {Header, type HeaderProps} from '@schaufenster/ui';

/** The cart button's data: where the shop lives in the page language. */
export interface HeaderCart {
  /** The shop's root path; the button links to `{storeRootPath}/warenkorb`. */
  storeRootPath: string;
}

/**
 * Props of the header island: ui's Header props (its `cart` slot is not JSON) plus the cart
 * button's data, set only when the shop shows its cart widget (spec §4: enable_cart and not
 * maintenance_mode, read by the build).
 */
export type HeaderIslandProps = Omit<HeaderProps, 'cart'> & {
  /** The cart button in `#int-cart`; none without the shop's cart. @default undefined */
  cart?: HeaderCart | null;
};

// showsCartWidget already held at build time (layoutProps.ts), so the button is told so.
const CART_ENABLED = {enable_cart: true} as const;

/**
 * The page header as an island (spec §2 Page shell): its buttons open the shared drawer, and
 * with the shop its cart button (spec §2 Cart button: "Warenkorb (count)") sits in `#int-cart`.
 */
export function HeaderIsland({cart, ...props}: HeaderIslandProps) {
  return (
    <Header
      {...props}
      cart={
        cart ? <CartButton storeRootPath={cart.storeRootPath} settings={CART_ENABLED} /> : undefined
      }
    />
  );
}

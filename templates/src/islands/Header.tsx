import {Header, type HeaderProps} from '@schaufenster/ui';
import type {CartWidgetIslandProps} from './CartWidget.tsx';
import {NestedIslandSlot} from './NestedIslandSlot.tsx';

/**
 * Props of the header island: ui's Header props (its `cart` slot is not JSON) plus the cart
 * widget island's props, set only when the shop has a cart (spec §4: enable_cart, read by the
 * build).
 */
export type HeaderIslandProps = Omit<HeaderProps, 'cart'> & {
  /** The cart widget in `#int-cart`; none without the shop's cart. @default undefined */
  cart?: CartWidgetIslandProps | null;
};

/**
 * The page header as an island (spec §2 Page shell): its buttons open the shared drawer. With the
 * shop, `#int-cart` holds the cart widget (spec §2 Cart button: "Warenkorb (count)") as an island
 * of its own, so the header's code and the shop's load independently (decision 014).
 */
export function HeaderIsland({cart, ...props}: HeaderIslandProps) {
  return (
    <Header
      {...props}
      cart={cart ? <NestedIslandSlot name="CartWidget" props={cart} /> : undefined}
    />
  );
}

import {Header, type HeaderProps} from '@schaufenster/ui';

/**
 * Props of the header island: everything but the cart slot, which is not JSON. The shop add-on
 * extends this with the cart settings and renders its cart button into `cart` here.
 */
export type HeaderIslandProps = Omit<HeaderProps, 'cart'>;

/** The page header as an island (spec §2 Page shell): its buttons open the shared drawer. */
export function HeaderIsland(props: HeaderIslandProps) {
  return <Header {...props} />;
}

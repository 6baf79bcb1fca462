import {createElement, type ComponentType, type ReactNode} from 'react';
import {IslandRendererContext, type IslandRenderer} from './IslandSlot.tsx';
import type {loadIslandComponents} from './islandTable.ts';
import {ShopConfigContext, type ShopIslandConfig} from './shopConfig.ts';

/** Props of {@link IslandsInPlace}. */
export interface IslandsInPlaceProps {
  /** Every island's component (`await loadIslandComponents()`). */
  components: Awaited<ReturnType<typeof loadIslandComponents>>;
  /** The page's shop config for shop islands. @default null */
  shop?: ShopIslandConfig | null;
  /** Templates or the layout to render. */
  children: ReactNode;
}

/** The site's island wrapper style (site.css): no box, so grids and flex rows see the island. */
const NO_BOX = {display: 'contents'} as const;

/**
 * Renders the islands a template places as plain components in the same tree, marked with
 * `data-island` only: for tests of templates (and whole pages in stories) without the build.
 */
export function IslandsInPlace({components, shop = null, children}: IslandsInPlaceProps) {
  const render: IslandRenderer = ({name, props}) =>
    createElement(
      'div',
      {'data-island': name, style: NO_BOX},
      createElement(components[name] as ComponentType<object>, props as object),
    );
  return (
    <ShopConfigContext value={shop}>
      <IslandRendererContext value={render}>{children}</IslandRendererContext>
    </ShopConfigContext>
  );
}

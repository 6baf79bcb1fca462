import {createContext, useContext, type ReactNode} from 'react';
import type {IslandName, IslandProps} from './islandTable.ts';

/** An island a template places: its name in the island table and its JSON props. */
export interface PlacedIsland<N extends IslandName = IslandName> {
  /** The island's name. */
  name: N;
  /** Its props; must survive JSON.stringify unchanged. */
  props: IslandProps<N>;
}

/**
 * Renders a placed island. Templates cannot import the site package (dependencies point one
 * way), so the build provides its renderer here: the island's marker with the component
 * prerendered inside.
 */
export type IslandRenderer = (island: PlacedIsland) => ReactNode;

/** The renderer of the page being built. */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** Props of {@link IslandSlot}. */
export type IslandSlotProps<N extends IslandName> = PlacedIsland<N>;

/**
 * Places an interactive component as an island (decision 011): the build renders it with its
 * marker, the browser hydrates it on its own. Islands are leaves: never inside another island.
 */
export function IslandSlot<N extends IslandName>({name, props}: IslandSlotProps<N>) {
  const render = useContext(IslandRendererContext);
  if (render === null) throw new Error(`Island ${name} placed outside a page render`);
  return render({name, props} as PlacedIsland);
}

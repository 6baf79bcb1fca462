import {createContext, useContext, type ReactNode} from 'react';
import type {IslandName, IslandPropsMap} from './types.ts';

/** An island placed inside another island's component, by name and JSON props. */
export interface NestedIsland {
  /** The inner island's name in the registry. */
  name: IslandName;
  /** Its JSON-serialisable props. */
  props: object;
}

/**
 * Renders a nested island's place: the build's marker with the island prerendered into it, or,
 * while the outer island hydrates in the browser, a hole React leaves alone so the inner island
 * can be hydrated as a root of its own (island contract, decision 014).
 */
export type NestedIslandRenderer = (island: NestedIsland) => ReactNode;

/** The renderer of nested islands; the site's `IslandRoot` provides it. */
export const NestedIslandContext = createContext<NestedIslandRenderer | null>(null);

/** Props of {@link NestedIslandSlot}. */
export interface NestedIslandSlotProps<N extends IslandName> {
  /** The inner island. */
  name: N;
  /** Its props; must survive JSON.stringify unchanged. */
  props: IslandPropsMap[N];
}

/**
 * Places an island inside another island's component (the cart widget inside the header's
 * `#int-cart`), so each hydrates on its own schedule. It never imports the inner island's code:
 * the renderer in context does (the build) or leaves a hole (the browser). Without a renderer
 * (stories, tests) it renders nothing.
 */
export function NestedIslandSlot<N extends IslandName>({name, props}: NestedIslandSlotProps<N>) {
  const render = useContext(NestedIslandContext);
  return render ? render({name, props}) : null;
}

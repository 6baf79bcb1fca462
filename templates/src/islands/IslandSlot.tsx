import {
  createContext,
  useContext,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {ISLAND_COMPONENTS} from './islandComponents.ts';
import type {IslandName, IslandPropsMap} from './types.ts';

/** What wraps an island in the page: the site's `Island` marker while prerendering. */
export interface IslandBoundaryProps {
  /** The island's name in the registry. */
  name: IslandName;
  /** Its JSON-serialisable props. */
  props: object;
  /** The component rendered with those props: the tree the browser hydrates. */
  children: ReactElement;
}

/** Wraps an island's element in the build's marker (the site's `Island`). */
export type IslandRenderer = (island: IslandBoundaryProps) => ReactNode;

/**
 * How islands are marked. Templates cannot import the site package (dependencies point one
 * way), so the build provides a renderer with its `Island` here; without one (stories, tests)
 * islands render plainly.
 */
export const IslandBoundaryContext = createContext<IslandRenderer | null>(null);

/** Props of {@link IslandSlot}. */
export interface IslandSlotProps<N extends IslandName> {
  /** The island to place. */
  name: N;
  /** Its props; must survive JSON.stringify unchanged. */
  props: IslandPropsMap[N];
}

/**
 * Places an interactive component as an island: the same element the browser hydrates, wrapped
 * by the build's marker so the runtime finds it with its props.
 */
export function IslandSlot<N extends IslandName>({name, props}: IslandSlotProps<N>) {
  const renderIsland = useContext(IslandBoundaryContext);
  const Component = ISLAND_COMPONENTS[name] as ComponentType<IslandPropsMap[N]>;
  const element = <Component {...props} />;
  return renderIsland ? renderIsland({name, props, children: element}) : element;
}

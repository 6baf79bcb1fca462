import {createContext, useContext, type ReactElement} from 'react';
import type {IslandBoundaryProps, IslandName} from '@schaufenster/templates';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  serializeIslandProps,
} from './islandMarkup.ts';

/** One island found while prerendering a region of the page. */
export interface IslandRecord {
  /** Id unique in the page: the region's prefix and a counter (`s0`, `m2`). */
  id: string;
  /** Registry name. */
  name: IslandName;
  /** JSON props. */
  props: object;
  /** The element to render into the island's `<div>`. */
  element: ReactElement;
}

/** Collects the islands of one region (shell or main) of one page. */
export interface IslandCollector {
  /** Registers an island and returns its id. */
  add(island: Omit<IslandRecord, 'id'>): string;
  /** The islands in document order. */
  readonly islands: readonly IslandRecord[];
}

/**
 * A collector whose ids start with `prefix`: `s` for the shell, `m` for main. Main islands get
 * their own namespace so ids stay unique when the runtime swaps main on navigation.
 */
export function createIslandCollector(prefix: string): IslandCollector {
  const islands: IslandRecord[] = [];
  return {
    add(island) {
      const id = `${prefix}${islands.length}`;
      islands.push({...island, id});
      return id;
    },
    islands,
  };
}

/** The collector of the region being prerendered. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/**
 * The island marker (contract in docs/decisions/011-site-build.md): renders
 * `<div data-island="Name" data-island-id="id">` followed by the props script. The children are
 * rendered into the div afterwards in a root of their own (`renderIslands`), exactly as
 * `hydrateRoot(div, <IslandRoot><Component {...props}/></IslandRoot>)` will see them, so `useId`
 * values match.
 */
export function Island({name, props, children}: IslandBoundaryProps) {
  const collector = useContext(IslandCollectorContext);
  if (collector === null) throw new Error(`Island ${name} rendered outside the prerender`);
  const id = collector.add({name, props, element: children});
  return (
    <>
      <div {...{[ISLAND_ATTRIBUTE]: name, [ISLAND_ID_ATTRIBUTE]: id}} />
      <script
        type="application/json"
        {...{[ISLAND_PROPS_ATTRIBUTE]: id}}
        // Safe: JSON with `<` escaped (serializeIslandProps).
        dangerouslySetInnerHTML={{__html: serializeIslandProps(props)}}
      />
    </>
  );
}

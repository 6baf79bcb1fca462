import {createContext, useContext, type ComponentType, type ReactElement} from 'react';
import {
  ISLAND_COMPONENTS,
  type IslandBoundaryProps,
  type IslandName,
  type NestedIslandRenderer,
} from '@schaufenster/templates';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  nestedIslandId,
  serializeIslandProps,
} from './islandMarkup.ts';

/** One island found while prerendering a region of the page. */
export interface IslandRecord {
  /** Id unique in the page: the region's prefix and a counter (`s0`, `m2`), or a nested id. */
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
  /** Registers an island and returns its id: `id` when given (nested islands), else the next. */
  add(island: Omit<IslandRecord, 'id'> & {id?: string}): string;
  /** The islands in document order of registration (a nested island after its parent). */
  readonly islands: readonly IslandRecord[];
}

/**
 * A collector whose ids start with `prefix`: `s` for the shell, `m` for main. Main islands get
 * their own namespace so ids stay unique when the runtime swaps main on navigation.
 */
export function createIslandCollector(prefix: string): IslandCollector {
  const islands: IslandRecord[] = [];
  let counter = 0;
  return {
    add({id: given, ...island}) {
      const id = given ?? `${prefix}${counter++}`;
      if (islands.some((known) => known.id === id)) throw new Error(`Island id ${id} used twice`);
      islands.push({...island, id});
      return id;
    },
    islands,
  };
}

/** The collector of the region being prerendered. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Props of {@link IslandMarker}. */
export interface IslandMarkerProps {
  /** Registry name. */
  name: IslandName;
  /** Island id. */
  id: string;
  /** JSON props. */
  props: object;
}

/**
 * The island contract's markup (decision 011): `<div data-island="Name" data-island-id="id">`
 * followed by the props script. The prerender fills the div afterwards (`renderIslands`).
 */
export function IslandMarker({name, id, props}: IslandMarkerProps) {
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

/**
 * The island marker (contract in docs/decisions/011-site-build.md): registers the island and
 * renders its {@link IslandMarker}. The children are rendered into the div afterwards in a root
 * of their own, exactly as `hydrateRoot(div, <IslandRoot><Component {...props}/></IslandRoot>)`
 * will see them, so `useId` values match.
 */
export function Island({name, props, children}: IslandBoundaryProps) {
  const collector = useContext(IslandCollectorContext);
  if (collector === null) throw new Error(`Island ${name} rendered outside the prerender`);
  const id = collector.add({name, props, element: children});
  return <IslandMarker name={name} id={id} props={props} />;
}

/**
 * How islands nested in island `parentId` prerender (decision 014): each is registered with the
 * region's collector under its nested id and leaves its marker, which the prerender fills like
 * any other island's.
 */
export function prerenderNestedIslands(
  parentId: string,
  collector: IslandCollector,
): NestedIslandRenderer {
  return ({name, props}) => {
    const Component = ISLAND_COMPONENTS[name] as ComponentType<object>;
    const id = collector.add({
      id: nestedIslandId(parentId, name),
      name,
      props,
      element: <Component {...props} />,
    });
    return <IslandMarker name={name} id={id} props={props} />;
  };
}

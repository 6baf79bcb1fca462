// What an outer island renders in the browser where the prerender put a nested island (decision
// 014): the same marker, but with `dangerouslySetInnerHTML`, so React neither hydrates nor ever
// replaces what is inside; the inner island is hydrated as a root of its own by the runtime.
import {useMemo} from 'react';
import type {NestedIslandRenderer} from '@schaufenster/templates';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  nestedIslandId,
  serializeIslandProps,
} from './islandMarkup.ts';

// One object for every render: React rewrites innerHTML whenever this prop changes identity.
const KEEP_CONTENT = {__html: ''};

/** Holes for the islands nested in island `parentId`, with the ids the prerender gave them. */
export function islandHoles(parentId: string): NestedIslandRenderer {
  return ({name, props}) => (
    <IslandHole id={nestedIslandId(parentId, name)} name={name} props={props} />
  );
}

function IslandHole({id, name, props}: {id: string; name: string; props: object}) {
  const json = useMemo(() => ({__html: serializeIslandProps(props)}), [props]);
  return (
    <>
      <div
        {...{[ISLAND_ATTRIBUTE]: name, [ISLAND_ID_ATTRIBUTE]: id}}
        dangerouslySetInnerHTML={KEEP_CONTENT}
        suppressHydrationWarning
      />
      <script
        type="application/json"
        {...{[ISLAND_PROPS_ATTRIBUTE]: id}}
        dangerouslySetInnerHTML={json}
        suppressHydrationWarning
      />
    </>
  );
}

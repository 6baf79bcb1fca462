// Mounting and unmounting islands (island contract, decision 011): the page's islands at start,
// main's after every swap. Shell islands (header, drawer, footer, banner) are never unmounted.
import type {Root} from 'react-dom/client';
import {hydrateIsland, type IslandPageContext} from '../islands/hydrateIslands.ts';
import {ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE} from '../islands/islandMarkup.ts';
import {ISLANDS, isIslandName} from '../islands/registry.ts';

/** Island roots by their element. */
export type IslandRoots = Map<Element, Root>;

/** What mounting reports. */
export interface MountResult {
  /** The hydrated roots. */
  roots: IslandRoots;
  /** Islands whose code or props failed (a chunk that did not load, an unknown name). */
  failed: number;
}

/** The island elements under `root`. */
export function islandElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
}

/** Starts loading the islands' code, so it downloads while other start-up work runs. */
export function preloadIslands(elements: readonly Element[]): void {
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    // Failures surface again, and are handled, when the island hydrates.
    if (isIslandName(name)) ISLANDS[name]().catch(() => undefined);
  }
}

/**
 * Hydrates each element as its own root. `propsById` (page data) wins over the props scripts.
 * A failing island is logged and counted; the others go on.
 */
export async function mountIslands(
  elements: readonly HTMLElement[],
  context: IslandPageContext,
  propsById?: ReadonlyMap<string, object>,
): Promise<MountResult> {
  const roots: IslandRoots = new Map();
  let failed = 0;
  await Promise.all(
    elements.map(async (element) => {
      const id = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '';
      try {
        const root = await hydrateIsland(element, context, propsById?.get(id));
        if (root === null) failed++;
        else roots.set(element, root);
      } catch (error) {
        failed++;
        console.error(`Island ${element.getAttribute(ISLAND_ATTRIBUTE) ?? ''} failed`, error);
      }
    }),
  );
  return {roots, failed};
}

/** Unmounts the roots whose element is inside `container` and forgets them. */
export function unmountIslandsIn(roots: IslandRoots, container: Element): void {
  for (const [element, root] of roots) {
    if (!container.contains(element)) continue;
    root.unmount();
    roots.delete(element);
  }
}

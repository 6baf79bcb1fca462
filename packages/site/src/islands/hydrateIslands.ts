// Hydrates islands in the browser (island contract, decisions 011, 014). The runtime's scheduler
// decides when (the island table's strategies); this does the work for one island.
import {createElement, startTransition, useEffect, type ComponentType, type ReactNode} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {loadCatalogue} from '@schaufenster/core';
import {ISLANDS, isIslandName} from '@schaufenster/templates/islands';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  islandIdentifierPrefix,
  readIslandProps,
} from '../contract/islandMarkup.ts';
import {IslandRoot} from './IslandRoot.tsx';
import type {IslandPageContext} from './pageContext.ts';

/** A hydrating island. */
export interface HydratedIsland {
  /** Its React root. */
  root: Root;
  /**
   * Resolves once the island has committed its first render (hydration done, handlers live), or
   * when its render failed: what waits for it must not hang.
   */
  committed: Promise<void>;
}

// Renders nothing; its effect runs after the root's first commit. It wraps IslandRoot without
// adding DOM or a useId fork, so the tree still matches the prerender.
function OnCommit({onCommit, children}: {onCommit: () => void; children: ReactNode}) {
  useEffect(onCommit, [onCommit]);
  return children;
}

// Stands in for the root of an island that left the page before it hydrated.
const DETACHED_ROOT: Root = {render: () => {}, unmount: () => {}};

/**
 * Hydrates one island: loads its component by name and the page language's messages, then
 * hydrates its `<div>` as a root of its own. Props come from `props` when given (page-data.json),
 * else from the props script. Null for an unknown name.
 */
export async function hydrateIsland(
  element: HTMLElement,
  context: IslandPageContext,
  props?: object,
): Promise<HydratedIsland | null> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE);
  const id = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name ?? ''}"`);
    return null;
  }
  // The page language's messages before the first render (decision 014: one catalogue per page).
  const [Component] = await Promise.all([
    ISLANDS[name].load() as Promise<ComponentType<object>>,
    loadCatalogue(context.lang, ISLANDS[name].messages ?? 'all'),
  ]);
  // Swapped away while its code loaded (a client-side navigation): nothing left to hydrate.
  if (!element.isConnected) return {root: DETACHED_ROOT, committed: Promise.resolve()};
  const islandProps = props ?? (readIslandProps(element) as object);
  let done = () => {};
  const committed = new Promise<void>((resolve) => {
    done = resolve;
  });
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it
  // for the whole tree (total blocking time on a cheap phone); input meanwhile is held (replay.ts).
  let root: Root = DETACHED_ROOT;
  startTransition(() => {
    root = hydrateRoot(
      element,
      createElement(OnCommit, {
        onCommit: done,
        children: createElement(IslandRoot, {
          ...context,
          children: createElement(Component, islandProps),
        }),
      }),
      {
        identifierPrefix: islandIdentifierPrefix(id),
        onUncaughtError: (error) => {
          console.error(`Island ${name} failed`, error);
          done();
        },
      },
    );
  });
  return {root, committed};
}

// Hydrates islands in the browser (island contract, decision 011). Used by the minimal client
// entry now; the runtime reuses it for the islands of a swapped main region.
import {createElement, type ComponentType} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {isLang, type Lang} from '@schaufenster/core';
import {IslandRoot} from './IslandRoot.tsx';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  islandIdentifierPrefix,
  readIslandProps,
} from './islandMarkup.ts';
import {ISLANDS, isIslandName} from './registry.ts';

/** What every island root gets: the page's language, the project's languages, the host. */
export interface IslandPageContext {
  /** The page's language. */
  lang: Lang;
  /** The project's languages. */
  available: readonly Lang[];
  /** The site's host. */
  host: string;
}

/** Reads the page context the build writes on `<html>` (lang, data-sf-languages, data-sf-host). */
export function readPageContext(root: HTMLElement): IslandPageContext {
  const lang = isLang(root.lang) ? root.lang : 'de';
  const available = (root.dataset.sfLanguages ?? '').split(',').filter(isLang);
  return {
    lang,
    available: available.length > 0 ? available : [lang],
    host: root.dataset.sfHost ?? '',
  };
}

/**
 * Hydrates one island: loads its component by name and hydrates its `<div>` as a root of its
 * own. Props come from `props` when given (page-data.json), else from the props script.
 */
export async function hydrateIsland(
  element: HTMLElement,
  context: IslandPageContext,
  props?: object,
): Promise<Root | null> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE);
  const id = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name ?? ''}"`);
    return null;
  }
  const Component = (await ISLANDS[name]()) as ComponentType<object>;
  const islandProps = props ?? (readIslandProps(element) as object);
  return hydrateRoot(
    element,
    createElement(IslandRoot, {...context, children: createElement(Component, islandProps)}),
    {identifierPrefix: islandIdentifierPrefix(id)},
  );
}

/** Hydrates every island inside `container`; a failing island is logged and the rest go on. */
export async function hydrateIslands(
  container: ParentNode,
  context: IslandPageContext,
): Promise<Root[]> {
  const elements = [...container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const roots = await Promise.all(
    elements.map((element) =>
      hydrateIsland(element, context).catch((error: unknown) => {
        console.error(`Island ${element.getAttribute(ISLAND_ATTRIBUTE) ?? ''} failed`, error);
        return null;
      }),
    ),
  );
  return roots.filter((root): root is Root => root !== null);
}

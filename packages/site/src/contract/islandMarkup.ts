// The island contract's markup, shared by the build (writes it) and the runtime (reads it).
// docs/decisions/011-site-build.md "Island contract".

/** Attribute holding an island's name in the island table on its `<div>`. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Attribute holding an island's id on its `<div>`. */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
/** Attribute on the `<script type="application/json">` holding the island's props. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/**
 * Attribute on the head's `<template>` whose module preloads the runtime moves into the head after
 * the first frame: the chunks of islands that paint first (island table `paintFirst`).
 */
export const AFTER_PAINT_PRELOADS_ATTRIBUTE = 'data-sf-after-paint';

/** The attributes of island `id`'s `<div>`. */
export function islandAttributes(name: string, id: string): Record<string, string> {
  return {[ISLAND_ATTRIBUTE]: name, [ISLAND_ID_ATTRIBUTE]: id};
}

/** The attributes of island `id`'s props script (besides `type="application/json"`). */
export function islandPropsAttributes(id: string): Record<string, string> {
  return {[ISLAND_PROPS_ATTRIBUTE]: id};
}

/**
 * Id of the `n`th island of a region: `s` for the shell, `m` for main. Main's islands get their
 * own namespace so ids stay unique when the runtime swaps main on navigation.
 */
export function islandId(region: IslandRegion, n: number): string {
  return `${region}${n}`;
}

/** The regions a page's islands sit in: the shell (stays across navigations) and main. */
export type IslandRegion = 's' | 'm';

/**
 * React's `identifierPrefix` for an island root, so `useId` values match between prerender and
 * hydration and never collide between islands of one page.
 */
export function islandIdentifierPrefix(id: string): string {
  return `sf-${id}-`;
}

/** Props as the JSON text of the props script: `<` escaped, so no `</script>` can end it early. */
export function serializeIslandProps(props: unknown): string {
  return escapeIslandProps(JSON.stringify(props));
}

/** {@link serializeIslandProps} of props already given as their JSON text. */
export function escapeIslandProps(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The island elements under `root`, in document order. */
export function islandElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
}

/** The props script of island `id` (the element right after the island's `<div>`), parsed. */
export function readIslandProps(element: Element): unknown {
  const id = element.getAttribute(ISLAND_ID_ATTRIBUTE);
  let script = element.nextElementSibling;
  if (script?.getAttribute(ISLAND_PROPS_ATTRIBUTE) !== id) {
    script = element.ownerDocument.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}="${id}"]`);
  }
  return script?.textContent ? (JSON.parse(script.textContent) as unknown) : {};
}

// The island contract's markup, shared by the build (writes it) and the runtime (reads it).
// docs/decisions/011-site-build.md "Island contract".

/** Attribute holding an island's registry name on its `<div>`. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Attribute holding an island's id on its `<div>`. */
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
/** Attribute on the `<script type="application/json">` holding the island's props. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * React's `identifierPrefix` for an island root, so `useId` values match between prerender and
 * hydration and never collide between islands of one page.
 */
export function islandIdentifierPrefix(id: string): string {
  return `sf-${id}-`;
}

/**
 * Id of an island placed inside island `parentId` (NestedIslandSlot): derived from the parent's
 * id and the inner island's name, so the prerender and the hydrating parent agree on it without
 * sharing a counter. A parent places each inner island at most once.
 */
export function nestedIslandId(parentId: string, name: string): string {
  return `${parentId}-${name}`;
}

/** Props as the JSON text of the props script: `<` escaped, so no `</script>` can end it early. */
export function serializeIslandProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
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

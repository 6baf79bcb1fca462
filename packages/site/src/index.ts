// Public face of @schaufenster/site: the island contract shared by the build and the browser
// runtime (docs/decisions/011-site-build.md). The build's Node entry points live in build/ and
// are run by npm scripts, not imported. Each area lists its exports in its own block.

// --- islands ---
export {Island, IslandCollectorContext, createIslandCollector} from './islands/Island.tsx';
export type {IslandCollector, IslandRecord} from './islands/Island.tsx';
export {IslandRoot} from './islands/IslandRoot.tsx';
export type {IslandRootProps} from './islands/IslandRoot.tsx';
export {ISLANDS, isIslandName} from './islands/registry.ts';
export type {IslandLoader} from './islands/registry.ts';
export {hydrateIsland, hydrateIslands, readPageContext} from './islands/hydrateIslands.ts';
export type {IslandPageContext} from './islands/hydrateIslands.ts';
export {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandIdentifierPrefix,
  readIslandProps,
  serializeIslandProps,
} from './islands/islandMarkup.ts';
export type {PageData, PageDataIsland} from './build/render/renderPage.tsx';
// --- end islands ---

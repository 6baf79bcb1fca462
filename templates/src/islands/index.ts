// `@schaufenster/templates/islands`: what the browser runtime needs of the islands, and nothing
// else, so its entry chunk stays small: the island table and the page's shop config context (and
// the list of hydration strategies, for tests and the docs check; unused code leaves the chunk).
export {HYDRATION_STRATEGIES, ISLANDS, ISLAND_NAMES, isIslandName} from './islandTable.ts';
export type {IslandName} from './islandTable.ts';
export type {LiveCheck} from './liveCheck.ts';
export {ShopConfigContext} from './shopConfig.ts';
export type {ShopIslandConfig} from './shopConfig.ts';

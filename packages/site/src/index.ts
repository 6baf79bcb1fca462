// Public face of @schaufenster/site: the contract shared by the build and the browser runtime
// (docs/decisions/011-site-build.md): island markup, page data, runtime config, page-data paths.
// The build's Node entry points live in build/ and are run by npm scripts, not imported.
// Build and runtime import the contract modules directly (decision 022 "Contract"), so no package
// imports this index today: every name is kept as the documented contract and tagged @public.

/** @public Island markup: attribute names, ids, props script (decision 011 "Island contract"). */
export {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandAttributes,
  islandElements,
  islandId,
  islandIdentifierPrefix,
  islandPropsAttributes,
  readIslandProps,
  serializeIslandProps,
} from './contract/islandMarkup.ts';
/** @public */
export type {IslandRegion} from './contract/islandMarkup.ts';
/** @public Page data: what the runtime swaps in on navigation. */
export type {PageData, PageDataIsland} from './contract/pageData.ts';
/** @public Runtime config: written by the build, read at start-up (decision 012a). */
export {
  BUILD_ID_PLACEHOLDER,
  RUNTIME_CONFIG_ID,
  isDocumentPath,
  readRuntimeConfig,
  runtimeConfigHtml,
} from './contract/runtimeConfig.ts';
/** @public */
export type {ConsentConfig, MatomoConfig, RuntimeConfig} from './contract/runtimeConfig.ts';
/** @public Page-data paths. */
export {APP_DATA_URL, NOT_FOUND_PATH, pageDataUrl} from './contract/paths.ts';

// Public face of @schaufenster/site: the contract shared by the build and the browser runtime
// (docs/decisions/011-site-build.md): island markup, page data, runtime config, page-data paths.
// The build's Node entry points live in build/ and are run by npm scripts, not imported.

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
export type {IslandRegion} from './contract/islandMarkup.ts';
export type {PageData, PageDataIsland} from './contract/pageData.ts';
export {
  BUILD_ID_PLACEHOLDER,
  RUNTIME_CONFIG_ID,
  isDocumentPath,
  readRuntimeConfig,
  runtimeConfigHtml,
} from './contract/runtimeConfig.ts';
export type {ConsentConfig, MatomoConfig, RuntimeConfig} from './contract/runtimeConfig.ts';
export {APP_DATA_URL, NOT_FOUND_PATH, pageDataUrl} from './contract/paths.ts';

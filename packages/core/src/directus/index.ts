// `@schaufenster/core/directus`: the Directus client and content source (decision 019). Build
// time only, like `@schaufenster/core/node`: the browser reaches shop data through ShopApi and
// never bundles @directus/sdk, so this area stays out of the main index.
export {createDirectusClient} from './client.ts';
export type {DirectusClient} from './types.ts';
export {DirectusClientError, describeDirectusError} from './errors.ts';
export {createDirectusSource} from './source.ts';
export {collectImages} from './images.ts';

// Node-only entry of @schaufenster/core (`@schaufenster/core/node`): file-system content sources.
// Kept apart so the main index stays browser-safe.
export {createFixtureSource} from './content/fixture-source.ts';

// Node-only entry of @schaufenster/core (`@schaufenster/core/node`): file-system content sources
// and what a build's cache of prepared records implements (decision 058). Kept apart so the main
// index stays browser-safe.
export {createFixtureSource} from './content/fixture-source.ts';
export type {PreparedRecord, PreparedRecordCache} from './content/preparedRecords.ts';

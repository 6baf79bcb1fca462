// Node-only entry of @schaufenster/core (`@schaufenster/core/node`): file-system content sources,
// what a build's cache of prepared records implements and the content report's warnings (decision
// 058). Kept apart so the main index stays browser-safe, and small: the build's main process loads
// this entry only, not the 250 modules behind the index (libphonenumber, sanitize-html, ICU). The
// services' and the build's log (masked JSON lines, docs/operations/monitoring.md) is here too.
export {createFixtureSource} from './content/fixture-source.ts';
export {reportWarnings} from './content/report.ts';
export type {PreparedRecord, PreparedRecordCache} from './content/preparedRecords.ts';
export {createLogger, maskValue, requestIdOf, routeConsole, type Logger} from './node/log.ts';

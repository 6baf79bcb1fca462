// `npm run lint` step: checks the docs against the repository (scripts/docs/checkDocs.ts) and
// prints each problem as `file: message`. Exit 1 when there is any.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkDocs} from './checkDocs.ts';
import {indexRepo} from './repoIndex.ts';
import * as islandTable from '../../templates/src/islands/islandTable.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The strategies as the island table exports them (the type is made from this list).
const strategies: unknown = (islandTable as Record<string, unknown>)['HYDRATION_STRATEGIES'];
if (!Array.isArray(strategies)) {
  console.error('docs check: templates/src/islands/islandTable.ts exports no HYDRATION_STRATEGIES');
  process.exit(1);
}
const problems = checkDocs({repo: indexRepo(root), strategies: strategies as string[]});
for (const {file, message} of problems) console.error(`${file}: ${message}`);
if (problems.length > 0) {
  console.error(`docs check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.info('docs check: every path, symbol, link and strategy the docs name exists');

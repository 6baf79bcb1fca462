// `npm run new-retailer`: a new, valid, minimal retailer in fixtures/retailers/<name>/ (or, with
// --cms, in a Directus). docs/agencies.md "Add a retailer", decision 041. Runs on Node 24's type
// stripping like the other scripts; the work is in main.ts.
import {runCli} from './main.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  interactive: process.stdin.isTTY === true,
});

// `npm run orders -- <command>` (scripts/orders/main.ts has the commands). Runs on Node 24's
// type stripping, like the other scripts.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {runOrders} from './main.ts';
import {readOwnerToken} from './token.ts';

/** The data folder `npm start` gives the order service (and keeps the owner token in). */
const DATA_DIR = path.join(fileURLToPath(new URL('../..', import.meta.url)), '.data/order-service');

process.exitCode = await runOrders(process.argv.slice(2), {
  env: process.env,
  dataDir: DATA_DIR,
  keptToken: () => readOwnerToken(DATA_DIR),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});

// The owner token `npm start` hands the order service (ORDER_OWNER_TOKEN) and `npm run orders`
// sends back. Made once, kept in the service's data folder with mode 0600 so only the owner's
// account reads it, and reused on every start so the shell keeps working across restarts.
import {randomBytes} from 'node:crypto';
import {chmodSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The token file inside the order service's data folder. */
const OWNER_TOKEN_FILE = 'owner-token';

/** The token kept in `dataDir`, or undefined when there is none yet. */
export function readOwnerToken(dataDir: string): string | undefined {
  try {
    const token = readFileSync(path.join(dataDir, OWNER_TOKEN_FILE), 'utf8').trim();
    return token === '' ? undefined : token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The token kept in `dataDir`; a new random one is written there first when there is none. */
export function ensureOwnerToken(dataDir: string): string {
  const kept = readOwnerToken(dataDir);
  const file = path.join(dataDir, OWNER_TOKEN_FILE);
  if (kept !== undefined) {
    chmodSync(file, 0o600);
    return kept;
  }
  mkdirSync(dataDir, {recursive: true});
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, {mode: 0o600});
  return token;
}

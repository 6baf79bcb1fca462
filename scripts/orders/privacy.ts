// `npm run orders -- export-customer <email>`, `forget-customer <email>` and `sweep`: a
// person's data requests and the retention sweep (decision 075, docs/operations/data-requests.md).
// Like backup and restore they work on the data folder itself, beside the running service or
// without it; Directus copies are read with DIRECTUS_URL and DIRECTUS_SERVICE_TOKEN and erased
// by the service's sync, which the erasure marks in its own transaction.
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {runningPid} from '../../packages/order-service/src/backup/restore.ts';
import {createCmsClient} from '../../packages/order-service/src/cms/client.ts';
import {DATABASE_FILE} from '../../packages/order-service/src/limits.ts';
import {directusEnvironment} from '../../packages/order-service/src/owner/directusTarget.ts';
import {
  exportCustomerData,
  readDirectusCopies,
} from '../../packages/order-service/src/privacy/exportCustomer.ts';
import {
  forgetCustomer,
  type ForgetOutcome,
} from '../../packages/order-service/src/privacy/forgetCustomer.ts';
import {retentionEnvironment} from '../../packages/order-service/src/privacy/retention.ts';
import {sweepRetention, sweptText} from '../../packages/order-service/src/privacy/sweep.ts';
import {syncProgress, type SyncMark} from '../../packages/order-service/src/privacy/syncMarks.ts';
import {UsageError} from './backOffice.ts';

/** A data request that could not be done, printed as one sentence. */
export class PrivacyCommandError extends Error {}

/**
 * Exit code of an erasure done in SQLite whose Directus part is still queued, and of an export
 * that lacks the Directus copies.
 */
const DIRECTUS_PENDING_EXIT = 3;

/** Seconds `forget-customer` waits for the service to erase the Directus copies. */
const DEFAULT_WAIT_S = 20;

/** What the commands get from `npm run orders`. */
export interface PrivacyIo {
  env: Readonly<Record<string, string | undefined>>;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The options the commands take. */
export interface PrivacyValues {
  name?: string | undefined;
  out?: string | undefined;
  wait?: string | undefined;
}

function openDatabase(dataDir: string): DatabaseSync {
  const database = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(database)) throw new PrivacyCommandError(`No order database at ${database}.`);
  try {
    const db = new DatabaseSync(database, {timeout: 5_000});
    db.exec('PRAGMA schema_version'); // fails here when the file is no database
    return db;
  } catch (error) {
    throw new PrivacyCommandError(`Cannot open ${database}: ${(error as Error).message}`);
  }
}

function emailOf(positionals: readonly string[]): string {
  const [email, ...rest] = positionals;
  if (email === undefined || email.trim() === '') throw new UsageError('Name the e-mail address.');
  if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
  if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
    throw new UsageError(`"${email}" is no e-mail address.`);
  }
  return email;
}

/** The Directus of `env`, or null; a half-set pair is a usage error. */
function directusClient(env: PrivacyIo['env']) {
  const directus = directusEnvironment(env);
  if (!directus.ok) throw new UsageError(directus.message);
  return directus.value === null ? null : createCmsClient(directus.value);
}

/** `export-customer <email> [--name <name>] [--out <file>]`: the person's data as JSON. */
export async function exportCustomerCommand(
  dataDir: string,
  positionals: readonly string[],
  values: PrivacyValues,
  io: PrivacyIo,
): Promise<number> {
  const person = {email: emailOf(positionals), name: values.name};
  const client = directusClient(io.env);
  const db = openDatabase(dataDir);
  try {
    const local = exportCustomerData(db, person);
    const directus = await readDirectusCopies(db, person, client);
    const json = `${JSON.stringify({...local, directus}, null, 2)}\n`;
    if (values.out === undefined) io.out(json);
    else {
      writeFileSync(values.out, json, {mode: 0o600});
      const count =
        local.orders.length +
        local.contactMessages.length +
        local.productRequests.length +
        local.ratings.length +
        local.newsletterSubscriptions.length +
        local.mails.length;
      io.out(`Wrote ${count} records of ${local.email} to ${values.out}.\n`);
    }
    if (directus.state === 'unreachable') {
      io.err(
        `Directus did not answer (${directus.error}): the export lacks the Directus copies. Run it again once Directus answers.\n`,
      );
      return DIRECTUS_PENDING_EXIT;
    }
    if (directus.state === 'not-configured') {
      io.err(`${directus.note}\n`);
      return DIRECTUS_PENDING_EXIT;
    }
    return 0;
  } finally {
    db.close();
  }
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The report's lines: per action, each kind with its records and the reason. */
function reportLines(outcomes: readonly ForgetOutcome[]): string {
  const lines: string[] = [];
  for (const action of ['erased', 'anonymised', 'kept'] as const) {
    const entries = outcomes.filter((entry) => entry.action === action);
    if (entries.length === 0) continue;
    lines.push(`${action[0]?.toUpperCase()}${action.slice(1)}:`);
    for (const entry of entries) {
      lines.push(
        `  ${plural(entry.ids.length, entry.kind)} (${entry.ids.join(', ')}): ${entry.why}`,
      );
    }
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

async function waitForSync(
  db: DatabaseSync,
  marks: readonly SyncMark[],
  waitMs: number,
): Promise<ReturnType<typeof syncProgress>> {
  const end = Date.now() + waitMs;
  let progress = syncProgress(db, marks);
  while (progress.pending > 0 && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    progress = syncProgress(db, marks);
  }
  return progress;
}

/** `forget-customer <email> [--name <name>] [--wait <s>]`: the erasure and its report. */
export async function forgetCustomerCommand(
  dataDir: string,
  positionals: readonly string[],
  values: PrivacyValues,
  io: PrivacyIo,
): Promise<number> {
  const person = {email: emailOf(positionals), name: values.name};
  const waitText = values.wait ?? String(DEFAULT_WAIT_S);
  if (!/^\d{1,4}$/.test(waitText)) throw new UsageError('--wait takes whole seconds, e.g. 20.');
  const db = openDatabase(dataDir);
  try {
    const report = forgetCustomer(db, person, {attachIfSynced: true});
    io.out(`Erasure for ${report.email}, in one transaction:\n${reportLines(report.outcomes)}`);
    if (report.outcomes.length === 0) io.out('Nothing is held about this address.\n');
    else if (!report.changed) io.out('Nothing more to erase: this ran before.\n');
    if (person.name === undefined) {
      io.out(
        'Ratings hold no e-mail address: add --name "<name>" to erase the ratings signed with it.\n',
      );
    }
    const marks = report.syncMarks;
    if (marks.length === 0) return 0;
    const copies = plural(marks.length, 'copy', 'copies');
    if (runningPid(dataDir) === undefined) {
      io.err(
        `Directus: ${copies} to erase or update are queued. The order service does it when it runs again with DIRECTUS_URL set; until then Directus still holds them.\n`,
      );
      return DIRECTUS_PENDING_EXIT;
    }
    const progress = await waitForSync(db, marks, Number(waitText) * 1000);
    if (progress.pending === 0 && progress.parked === 0) {
      io.out(`Directus: ${copies} erased or updated by the order service.\n`);
      return 0;
    }
    io.err(
      `Directus: NOT DONE YET for ${progress.pending + progress.parked} of ${copies}` +
        (progress.lastError === null ? '' : ` (${progress.lastError})`) +
        '. They stay queued: the order service tries again until Directus answers' +
        (progress.parked > 0
          ? ', and a refused one again on its next start once the cause is fixed'
          : '') +
        '. Until then Directus still holds them.\n',
    );
    return DIRECTUS_PENDING_EXIT;
  } finally {
    db.close();
  }
}

/**
 * `sweep`: deletes contact messages and requests older than RETENTION_MESSAGES_DAYS now, and what
 * else is past its period (orders anonymised, order mails, newsletter sign-ups).
 */
export function sweepCommand(
  dataDir: string,
  positionals: readonly string[],
  io: PrivacyIo,
): number {
  if (positionals.length > 0) throw new UsageError(`Unexpected ${positionals.join(' ')}.`);
  const retention = retentionEnvironment(io.env);
  if (!retention.ok) throw new UsageError(retention.message);
  const days = retention.value.messagesDays;
  const db = openDatabase(dataDir);
  try {
    const result = sweepRetention(db, {messagesDays: days, attachIfSynced: true});
    const kept = days === 0 ? 'RETENTION_MESSAGES_DAYS is 0' : `${days} days`;
    io.out(`Retention sweep (${kept}): ${sweptText(result)}.\n`);
    return 0;
  } finally {
    db.close();
  }
}

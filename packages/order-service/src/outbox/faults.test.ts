// Each fault point of the outbox (decision 066): the CLI, killed at that point, is started again
// without the fault; the record is there and its message arrives, exactly once when the process
// died before SMTP took it, at least once (with one Message-ID) when it died after.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {DATABASE_FILE, FORM_PATHS} from '../limits.ts';
import type {OutboxFault} from './faults.ts';
import {startSmtpServer, type TestSmtpServer} from './smtpServer.testing.ts';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const contact = {
  name: 'Ada',
  email: 'besucherin@example.com',
  message: 'Hallo',
  privacy_accepted: true,
  lang: 'de',
};

let smtp: TestSmtpServer | null = null;
let children: ChildProcess[] = [];
let dataDir = '';

afterEach(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children = [];
  await smtp?.close();
  smtp = null;
  rmSync(dataDir, {recursive: true, force: true});
});

interface Cli {
  child: ChildProcess;
  url: Promise<string>;
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null; output: string}>;
}

/** Starts the CLI under Node 24 (process.execPath) with `env` added; claims last 1 s. */
function startCli(env: Record<string, string>): Cli {
  const child = spawn(
    process.execPath,
    [CLI, '--port', '0', '--data', dataDir, '--rate-limit', 'off', '--outbox-claim', '1'],
    {stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, NODE_ENV: 'test', ...env}},
  );
  children.push(child);
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  url.catch(() => {});
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null; output: string}>(
    // 'close' comes once the output is read to its end.
    (resolve) => child.once('close', (code, signal) => resolve({code, signal, output})),
  );
  return {child, url, exited};
}

const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'Juwelier Morgenstern <shop@juwelier-morgenstern.example>',
});

/** Rows of `table`, read through a connection of its own. */
function rows(table: string): Record<string, unknown>[] {
  const db = new DatabaseSync(path.join(dataDir, DATABASE_FILE), {readOnly: true});
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** Posts the contact form; the answer's status, or 0 when the connection died. */
async function postContact(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}${FORM_PATHS.contact}`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(contact),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Kills the service at `fault` after one contact post, then runs it again without the fault. */
async function crashAndRestart(fault: OutboxFault, expectedStatus: number): Promise<void> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-service-fault-'));
  smtp = await startSmtpServer();
  const first = startCli({...mailEnv(smtp.url), OUTBOX_FAULT: fault});
  expect(await postContact(await first.url)).toBe(expectedStatus);
  expect(await first.exited).toMatchObject({signal: 'SIGKILL'});
  // What was acknowledged (or committed) is on disk: the record and its message, not yet sent.
  expect(rows('contact_messages')).toHaveLength(1);
  expect(rows('outbox')).toMatchObject([{kind: 'owner-contact', state: 'queued'}]);
  const second = startCli(mailEnv(smtp.url));
  await second.url;
  await until(() => rows('outbox')[0]?.['state'] === 'sent');
}

describe('outbox fault points', {timeout: 30_000}, () => {
  it('after-commit: the unanswered post is kept and its message sent once', async () => {
    await crashAndRestart('after-commit', 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp?.received).toHaveLength(1);
  });

  for (const fault of ['after-smtp-accept', 'before-mark-sent'] as const) {
    it(`${fault}: the message arrives again, with the same Message-ID`, async () => {
      await crashAndRestart(fault, 200);
      const [row] = rows('outbox');
      const ids = smtp?.received.map((mail) => mail.mail.messageId);
      // Delivered before the crash and again after it: at least once, never a new Message-ID.
      expect(ids).toEqual([row?.['message_id'], row?.['message_id']]);
      expect(row?.['attempts']).toBe(2);
    });
  }

  it('refuses to start with a fault point outside NODE_ENV=test', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-service-fault-'));
    const cli = startCli({OUTBOX_FAULT: 'after-commit', NODE_ENV: 'production'});
    const {code, output} = await cli.exited;
    expect(code).toBe(1);
    expect(output).toContain('NODE_ENV=test');
  });
});

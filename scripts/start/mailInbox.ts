// The local mail inbox of `npm start`: maildev (an SMTP server with a web view) as a child
// process, so a newcomer who places an order reads the customer's and the owner's e-mails in
// the browser. Bound to 127.0.0.1 only: it holds whatever the shop sends.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {fileURLToPath} from 'node:url';
import {controlChild, type ChildControl} from './childControl.ts';

/** How long maildev may take to answer its API, in ms. */
const READY_TIMEOUT_MS = 15_000;
/** How long a stopping inbox may take before it is killed, in ms. */
const STOP_TIMEOUT_MS = 3_000;

/** Options of `startMailInbox`. */
export interface MailInboxOptions {
  /** Port of its SMTP server. */
  smtpPort: number;
  /** Port of its web view and API. */
  webPort: number;
}

/** A running inbox. */
export interface MailInbox extends ChildControl {
  /** SMTP URL for the order service's `SMTP_URL`, e.g. `smtp://127.0.0.1:1025`. */
  smtpUrl: string;
  /** The web view, e.g. `http://127.0.0.1:1080/index.html` (a bare `/` answers 404). */
  webUrl: string;
}

/**
 * Path of maildev's command-line entry. Its package exports no `package.json`, so the folder is
 * found from its main module (`dist/index.js`), beside which `bin/maildev.js` lives.
 */
function maildevCli(): string {
  const main = fileURLToPath(import.meta.resolve('maildev'));
  return path.join(path.dirname(main), 'bin', 'maildev.js');
}

/** Starts maildev and resolves once its API answers. */
export async function startMailInbox(options: MailInboxOptions): Promise<MailInbox> {
  const host = '127.0.0.1';
  const args = ['--smtp', String(options.smtpPort), '--web', String(options.webPort)];
  const child = spawn(process.execPath, [maildevCli(), ...args, '--ip', host, '--web-ip', host], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => output.push(chunk));
  }
  const {exited, stop, kill} = controlChild(child, STOP_TIMEOUT_MS);
  const api = `http://${host}:${options.webPort}/api/email`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(api)).ok) {
        return {
          smtpUrl: `smtp://${host}:${options.smtpPort}`,
          webUrl: `http://${host}:${options.webPort}/index.html`,
          exited,
          stop,
          kill,
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  kill();
  throw new Error(`The mail inbox (maildev) did not start:\n${output.join('').trim()}`);
}

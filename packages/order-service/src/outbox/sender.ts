// The outbox's sender (decision 066): runs in the service process on a timer, claims due
// messages, renders each with the mail package and hands it to SMTP, then marks it sent, retries
// it on the schedule or parks it. A claim moves the row's `next_attempt_at` past the time a try
// can take, in one UPDATE that only succeeds on a due row, so two processes on one data folder
// never send one message at the same time; a process that dies mid-send leaves the row to be
// tried again once its claim runs out (at least once: the stable Message-ID lets a receiver
// drop the copy).
import type {DatabaseSync} from 'node:sqlite';
import {faultPoint, type OutboxFault} from './faults.ts';
import type {MailKind, MailLang, MailRequest, RenderMail} from './mailTypes.ts';
import {
  describeFailure,
  isPermanentRefusal,
  PARK_AFTER_MS,
  retryDelayMs,
  RETRY_SCHEDULE_MS,
} from './retry.ts';
import type {ShopMail} from './shop.ts';
import type {MailTransport} from './smtp.ts';

/** The sender's clock settings; tests shorten them. */
export interface OutboxTiming {
  /** Waits after each failed try, in ms; the last repeats. @default 1, 5, 15, 60 minutes */
  retryScheduleMs: readonly number[];
  /** Age after which a failing message is parked, in ms. @default 24 hours */
  parkAfterMs: number;
  /** How long a claim holds a message, in ms (longer than a send can take). @default 2 minutes */
  claimMs: number;
  /** Longest wait between two looks at the table, in ms. @default 1000 */
  pollMs: number;
}

/** The default timing. */
const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  retryScheduleMs: RETRY_SCHEDULE_MS,
  parkAfterMs: PARK_AFTER_MS,
  claimMs: 2 * 60_000,
  pollMs: 1_000,
};

/** What the sender needs. */
interface OutboxSenderOptions {
  /** The service's database connection (the outbox table is in it). */
  db: DatabaseSync;
  /** Where messages go. */
  transport: MailTransport;
  /**
   * The shop the messages show and their From header, as of now: read once per message, so a
   * catalogue reload counts from the next message on.
   */
  mail: () => Pick<ShopMail, 'shop' | 'from'>;
  /** Renders a message (the mail package's `renderMail`). */
  render: RenderMail;
  /** Clock. @default () => new Date() */
  now?: () => Date;
  /** Timing; missing fields take the defaults. */
  timing?: Partial<OutboxTiming>;
  /** The test fault point, if any. */
  fault?: OutboxFault;
  /** Receives a line per parked message and per unexpected error. */
  log?: (line: string) => void;
}

/** A running sender. */
export interface OutboxSender {
  /** Looks at the table now (after a commit that wrote messages). */
  wake(): void;
  /** Stops the timer, cancels a send in flight (it is tried again later) and waits for it. */
  close(): Promise<void>;
}

interface OutboxRow {
  id: number;
  kind: MailKind;
  lang: MailLang;
  to_address: string;
  reply_to: string | null;
  data: string;
  message_id: string;
  attempts: number;
  created_at: string;
}

/** Messages claimed per look; more are taken on the next look right away. */
const BATCH = 20;
/** Shortest wait between looks, in ms, so a row another process holds cannot spin the loop. */
const MIN_WAIT_MS = 20;

/** One line: header values never carry a line break (no header injection). */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** `headers` with every value on one line. */
function oneLineHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, oneLine(value)]));
}

/** Starts sending the due messages of `options.db`. */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const {db, transport, render} = options;
  const timing = {...DEFAULT_OUTBOX_TIMING, ...options.timing};
  const clock = options.now ?? (() => new Date());
  const fault = faultPoint(options.fault);
  const log = options.log ?? (() => {});
  const iso = (ms: number) => new Date(ms).toISOString();

  const due = db.prepare(`SELECT id FROM outbox WHERE state = 'queued' AND next_attempt_at <= ?
    ORDER BY next_attempt_at, id LIMIT ${BATCH}`);
  const claim = db.prepare(`UPDATE outbox SET next_attempt_at = ?, attempts = attempts + 1
    WHERE id = ? AND state = 'queued' AND next_attempt_at <= ?`);
  const read = db.prepare(`SELECT id, kind, lang, to_address, reply_to, data, message_id,
    attempts, created_at FROM outbox WHERE id = ?`);
  const markSent = db.prepare(
    `UPDATE outbox SET state = 'sent', sent_at = ?, last_error = NULL WHERE id = ?`,
  );
  const park = db.prepare(`UPDATE outbox SET state = 'parked', last_error = ? WHERE id = ?`);
  const retry = db.prepare(`UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?`);
  const release = db.prepare(`UPDATE outbox SET next_attempt_at = ? WHERE id = ?`);
  const nextDue = db.prepare(
    `SELECT min(next_attempt_at) AS at FROM outbox WHERE state = 'queued'`,
  );

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  const aborts = new AbortController();

  function failed(row: OutboxRow, error: unknown): void {
    const reason = describeFailure(error);
    const age = clock().getTime() - Date.parse(row.created_at);
    if (isPermanentRefusal(error) || age >= timing.parkAfterMs) {
      park.run(reason, row.id);
      log(`outbox: parked message ${row.id} (${row.kind} to ${row.to_address}): ${reason}`);
      return;
    }
    const wait = retryDelayMs(row.attempts, timing.retryScheduleMs);
    retry.run(iso(clock().getTime() + wait), reason, row.id);
  }

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.to_address === '') {
      const reason = 'No owner address: set SHOP_NOTIFY_EMAIL or a primary company e-mail';
      park.run(reason, row.id);
      log(`outbox: parked message ${row.id} (${row.kind}): ${reason}`);
      return;
    }
    try {
      const request = {kind: row.kind, data: JSON.parse(row.data) as unknown} as MailRequest;
      const {shop, from} = options.mail();
      const mail = await render(request, {lang: row.lang, shop});
      await transport.send(
        {
          from,
          to: row.to_address,
          ...(row.reply_to === null ? {} : {replyTo: row.reply_to}),
          subject: oneLine(mail.subject),
          html: mail.html,
          text: mail.text,
          messageId: row.message_id,
          ...(mail.headers === undefined ? {} : {headers: oneLineHeaders(mail.headers)}),
          attachments: mail.attachments,
        },
        aborts.signal,
      );
    } catch (error) {
      // Stopping cancelled the send: the message is tried again by the next process.
      if (aborts.signal.aborted) release.run(iso(clock().getTime()), row.id);
      else failed(row, error);
      return;
    }
    fault('after-smtp-accept');
    db.exec('BEGIN IMMEDIATE');
    try {
      markSent.run(clock().toISOString(), row.id);
      fault('before-mark-sent');
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Claims and sends the due messages of one look; resolves with how many were claimed. */
  async function sendDue(): Promise<number> {
    const now = clock().getTime();
    const ids = (due.all(iso(now)) as {id: number}[]).map((row) => row.id);
    let claimed = 0;
    for (const id of ids) {
      if (stopped) break;
      const at = clock().getTime();
      if (claim.run(iso(at + timing.claimMs), id, iso(at)).changes !== 1) continue;
      claimed += 1;
      await deliver(read.get(id) as unknown as OutboxRow);
    }
    return claimed;
  }

  function waitMs(): number {
    const row = nextDue.get() as {at: string | null} | undefined;
    if (!row?.at) return timing.pollMs;
    const until = Date.parse(row.at) - clock().getTime();
    return Math.min(Math.max(until, MIN_WAIT_MS), timing.pollMs);
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, ms);
    // The server keeps the process up; the sender alone does not.
    timer.unref();
  }

  function run(): void {
    if (stopped || running) return;
    running = (async () => {
      let claimed = 0;
      do {
        wakeAgain = false;
        claimed = await sendDue();
      } while (!stopped && (claimed === BATCH || wakeAgain));
    })()
      .catch((error: unknown) => log(`outbox: ${describeFailure(error)}`))
      .finally(() => {
        running = null;
        if (!stopped) schedule(waitMs());
      });
  }

  schedule(0);
  return {
    wake() {
      if (stopped) return;
      if (running) wakeAgain = true;
      else schedule(0);
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      aborts.abort();
      await running;
      transport.close();
    },
  };
}

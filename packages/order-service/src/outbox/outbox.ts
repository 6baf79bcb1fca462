// The outbox as the service runs it (decision 066): the settings messages are written with, and
// the sender, started once the store is open and stopped before it closes. Without an SMTP URL
// nothing is sent: messages stay queued until the service runs with one.
import type {DatabaseSync} from 'node:sqlite';
import type {OutboxSettings} from './enqueue.ts';
import {faultPoint, type OutboxFault} from './faults.ts';
import type {RenderMail} from './mailTypes.ts';
import {loadRenderMail} from './render.ts';
import {startOutboxSender, type OutboxSender, type OutboxTiming} from './sender.ts';
import {shopMailOf, type ShopContent, type ShopMail} from './shop.ts';
import {createSmtpTransport, SMTP_TIMEOUT_MS, type MailTransport} from './smtp.ts';

/** The outbox's options (`createOrderService`'s `mail`). */
export interface OutboxOptions {
  /** SMTP server URL (`SMTP_URL`); without it mail is off and messages stay queued. */
  smtpUrl?: string;
  /** The From header (`MAIL_FROM`); @default the shop's name and owner address */
  mailFrom?: string;
  /** Owner's address (`SHOP_NOTIFY_EMAIL`); @default the company's primary e-mail */
  notifyEmail?: string;
  /** Absolute site URL for links (`PUBLIC_SITE_URL`). @default 'http://localhost:4173' */
  siteUrl?: string;
  /**
   * The shop as the content describes it (company, theme, legal pages); a catalogue reload
   * replaces it with the loader's.
   */
  shop?: ShopContent;
  /** Renders messages; @default the mail package's renderMail */
  render?: RenderMail;
  /** Sends messages; @default nodemailer over `smtpUrl` (tests pass their own) */
  transport?: MailTransport;
  /** Longest wait for the SMTP server, in ms. @default 30000 */
  smtpTimeoutMs?: number;
  /** Retry schedule, parking age, claim length and poll interval (tests shorten them). */
  timing?: Partial<OutboxTiming>;
  /** Test-only fault point (refused outside NODE_ENV=test by the CLI). */
  fault?: OutboxFault;
}

/** The site URL used when none is given: where `npm start` serves the site. */
const DEFAULT_SITE_URL = 'http://localhost:4173';

/** The outbox of one service. */
interface ServiceOutbox {
  /** What the store writes messages with, but the current catalogue (the service adds it). */
  settings: Omit<OutboxSettings, 'current'>;
  /**
   * What the messages take from `content` (the shop named `name` when there is none) under
   * these options: worked out at start and on each catalogue reload.
   */
  shopMail(content: ShopContent | undefined, name: string): Promise<ShopMail>;
  /** Starts sending from `db` (when mail is on), with the shop `mail()` gives per message. */
  start(db: DatabaseSync, mail: () => ShopMail): void;
  /** Stops sending; resolves once a send in flight is done. */
  close(): Promise<void>;
}

/** Prepares the outbox from `options`. */
export async function prepareOutbox(
  options: OutboxOptions = {},
  log: (line: string) => void = () => {},
): Promise<ServiceOutbox> {
  const fault = faultPoint(options.fault);
  let sender: OutboxSender | null = null;
  const transport =
    options.transport ??
    (options.smtpUrl === undefined
      ? null
      : createSmtpTransport(options.smtpUrl, options.smtpTimeoutMs ?? SMTP_TIMEOUT_MS));
  if (transport === null) log('mail is off (no SMTP_URL): messages are kept queued');
  const render = transport === null ? null : (options.render ?? (await loadRenderMail()));
  return {
    settings: {
      committed() {
        fault('after-commit');
        sender?.wake();
      },
    },
    shopMail: (content, name) =>
      shopMailOf(content, {
        name,
        notifyEmail: options.notifyEmail,
        mailFrom: options.mailFrom,
        siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
        log,
      }),
    start(db, mail) {
      if (transport === null || render === null) return;
      sender = startOutboxSender({
        db,
        transport,
        mail,
        render,
        ...(options.timing ? {timing: options.timing} : {}),
        ...(options.fault ? {fault: options.fault} : {}),
        log,
      });
    },
    async close() {
      await sender?.close();
      sender = null;
    },
  };
}

// The outbox's settings from the environment (decision 066): SMTP_URL, MAIL_FROM,
// SHOP_NOTIFY_EMAIL, PUBLIC_SITE_URL and the test-only OUTBOX_FAULT.
import {parseOutboxFault, type OutboxFault} from './faults.ts';

/** Mail settings as the environment gives them. */
interface MailEnvironment {
  /** SMTP server, e.g. `smtp://127.0.0.1:1025`; without it mail is off and messages queue. */
  smtpUrl?: string;
  /** The From header, e.g. `Juwelier Morgenstern <shop@example.de>`. */
  mailFrom?: string;
  /** Where owner messages go instead of the company's primary e-mail. */
  notifyEmail?: string;
  /** Absolute URL of the site, for links in messages. */
  siteUrl?: string;
  /** The test fault point. */
  fault?: OutboxFault;
}

const set = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** Reads the mail settings of `env`; refuses an OUTBOX_FAULT outside NODE_ENV=test. */
export function mailEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): {ok: true; value: MailEnvironment} | {ok: false; message: string} {
  const fault = parseOutboxFault(set(env['OUTBOX_FAULT']), env['NODE_ENV']);
  if (!fault.ok) return fault;
  const smtpUrl = set(env['SMTP_URL']);
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    return {ok: false, message: `Invalid SMTP_URL: expected smtp://… or smtps://…`};
  }
  const siteUrl = set(env['PUBLIC_SITE_URL']);
  if (siteUrl !== undefined && URL.parse(siteUrl) === null) {
    return {ok: false, message: `Invalid PUBLIC_SITE_URL ${siteUrl}: an absolute URL`};
  }
  const value: MailEnvironment = {};
  if (smtpUrl !== undefined) value.smtpUrl = smtpUrl;
  const mailFrom = set(env['MAIL_FROM']);
  if (mailFrom !== undefined) value.mailFrom = mailFrom;
  const notifyEmail = set(env['SHOP_NOTIFY_EMAIL']);
  if (notifyEmail !== undefined) value.notifyEmail = notifyEmail;
  if (siteUrl !== undefined) value.siteUrl = siteUrl;
  if (fault.fault !== undefined) value.fault = fault.fault;
  return {ok: true, value};
}

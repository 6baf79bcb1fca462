// The SMTP side of the sender: one nodemailer transport from `SMTP_URL` (smtp:// or smtps://,
// user and password in the URL), with timeouts so a silent server cannot hold a message forever.
import {createTransport} from 'nodemailer';

/** One message as handed to SMTP. */
interface OutgoingMail {
  from: string | {name: string; address: string};
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Extra headers (List-Unsubscribe), each value one line. */
  headers?: Record<string, string>;
  attachments: {filename: string; content: Uint8Array; cid: string; contentType: string}[];
}

/** Sends messages; `send` resolves once the server accepted, rejects with the SMTP error. */
export interface MailTransport {
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
}

/** How long the SMTP server may take to connect, greet and answer, in ms. */
export const SMTP_TIMEOUT_MS = 30_000;

/** A nodemailer transport for `url`; every wait at most `timeoutMs`. */
export function createSmtpTransport(url: string, timeoutMs = SMTP_TIMEOUT_MS): MailTransport {
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    socketCloseTimeout: Math.min(timeoutMs, 5_000),
  });
  return {
    async send(mail, signal) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo === undefined ? {} : {replyTo: mail.replyTo}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.headers === undefined ? {} : {headers: mail.headers}),
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: Buffer.from(attachment.content),
          cid: attachment.cid,
          contentType: attachment.contentType,
        })),
        signal,
      });
    },
    close: () => transport.close(),
  };
}

// Test support (not exported): a real SMTP server on 127.0.0.1 (smtp-server, no STARTTLS, any
// or no login) that parses what it receives with mailparser, and can refuse or stall a message.
import type {AddressInfo} from 'node:net';
import {simpleParser, type ParsedMail} from 'mailparser';
import {SMTPServer} from 'smtp-server';

/** A received message: parsed, with the envelope's recipients. */
interface ReceivedMail {
  /** The parsed message. */
  mail: ParsedMail;
  /** RCPT TO addresses. */
  rcptTo: string[];
  /** MAIL FROM address. */
  mailFrom: string;
}

/** What the server does with the message of DATA number `n` (1 for the first). */
type SmtpBehaviour = (n: number) => 'accept' | 'stall' | {code: number; message: string};

/** A running test server. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`. */
  url: string;
  /** Messages accepted, in order. */
  received: ReceivedMail[];
  /** Message-IDs of every DATA, accepted or not, in order. */
  attempts: string[];
  /** Sets what the server does with each message. @default accept all */
  behave(behaviour: SmtpBehaviour): void;
  /** Resolves once `count` messages were accepted (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops the server, dropping open connections. */
  close(): Promise<void>;
}

/** Starts an SMTP server on a free port of 127.0.0.1. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const attempts: string[] = [];
  let behaviour: SmtpBehaviour = () => 'accept';
  let waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((mail) => {
          attempts.push(mail.messageId ?? '');
          const answer = behaviour(attempts.length);
          if (answer === 'stall') return;
          if (answer !== 'accept') {
            callback(Object.assign(new Error(answer.message), {responseCode: answer.code}));
            return;
          }
          const envelope = session.envelope;
          received.push({
            mail,
            rcptTo: envelope.rcptTo.map((address) => address.address),
            mailFrom: envelope.mailFrom === false ? '' : envelope.mailFrom.address,
          });
          callback(null);
          for (const wake of waiters) wake();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const {port} = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    behave(next) {
      behaviour = next;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return false;
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== wake);
          resolve(received);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== wake);
          reject(new Error(`${received.length} of ${count} messages arrived`));
        }, timeoutMs);
        if (!check()) waiters.push(wake);
      });
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A stand-in for the mail package's renderMail: the kind as subject, the data as text. */
export const fakeRender = async (
  request: {kind: string; data: unknown},
  context: {lang: string; shop: {name: string}},
) => ({
  subject: `${context.shop.name}: ${request.kind} (${context.lang})`,
  html: `<p>${request.kind}</p>`,
  text: JSON.stringify(request.data),
  attachments: [],
});

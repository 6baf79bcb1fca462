// The e2e run's inbox (test side): the messages the global setup's mail catcher wrote
// (support/mailCatcher.ts), parsed with mailparser, and a wait for the ones a test expects.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {simpleParser, type AddressObject, type ParsedMail} from 'mailparser';
import {inject} from 'vitest';

/** One delivered message, parsed, with its recipients as plain addresses. */
export interface InboxMail {
  mail: ParsedMail;
  /** The To addresses, lower case. */
  to: string[];
  /** The Reply-To addresses, lower case. */
  replyTo: string[];
}

/** How long the outbox may take to deliver on a busy machine. */
const DELIVERY_TIMEOUT_MS = 30_000;

const parsed = new Map<string, InboxMail>();

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((object) => object.value)
    .map((entry) => (entry.address ?? '').toLowerCase());

/** Every message delivered so far, oldest first. */
async function inbox(): Promise<InboxMail[]> {
  const folder = inject('mailDir');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.eml')).sort();
  for (const name of names) {
    if (parsed.has(name)) continue;
    // Keep `cid:` references as sent (mailparser would inline them as data URLs).
    const mail = await simpleParser(await readFile(path.join(folder, name)), {keepCidLinks: true});
    parsed.set(name, {mail, to: addresses(mail.to), replyTo: addresses(mail.replyTo)});
  }
  return names.map((name) => parsed.get(name)).filter((mail) => mail !== undefined);
}

/** Waits until a message to `address` matches `test` (any, when omitted); returns it. */
export async function mailTo(
  address: string,
  test: (mail: InboxMail) => boolean = () => true,
): Promise<InboxMail> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  const wanted = address.toLowerCase();
  for (;;) {
    const found = (await inbox()).find((mail) => mail.to.includes(wanted) && test(mail));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await inbox()).map((mail) => `${mail.to.join(',')}: ${mail.mail.subject}`);
      throw new Error(
        `No mail to ${address} within ${DELIVERY_TIMEOUT_MS} ms; inbox:\n${seen.join('\n')}`,
      );
    }
    await sleep(250);
  }
}

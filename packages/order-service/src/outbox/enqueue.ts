// Writing messages into the outbox (decision 066), always inside the caller's transaction: a
// message exists exactly when the record that causes it does. The database connection carries
// the outbox's settings (`attachOutbox`), so code that holds only `db` (an order state change)
// can enqueue with `enqueueForOrderEvent(db, event, order)`.
import {randomUUID} from 'node:crypto';
import type {DatabaseSync, StatementSync} from 'node:sqlite';
import {onlinePaymentOf, type StaticCatalogue} from '@schaufenster/core';
import type {MailKind, MailLang, MailLateRefund, MailOrder, MailRequest} from './mailTypes.ts';

/** `to` of a message for the shop owner; the owner's address is filled in when it is written. */
export const OWNER = 'owner';

/**
 * The language of the owner's messages (German, the language the shops are run in) and of the
 * product and payment names in them. A row's `lang` is the visitor's, which the owner's message
 * names, so the reply can use it; German when the post carries none.
 */
const OWNER_LANG: MailLang = 'de';

/** One message to write. */
export type OutboxMessage = MailRequest & {
  /** Language of the message. */
  lang: MailLang;
  /** Recipient address, or `OWNER`. */
  to: string;
  /** Reply-To address (the visitor for owner messages). */
  replyTo?: string;
  /** What caused it, e.g. `contact:12` or `order:SF-1001` (for inspection and tests). */
  ref?: string;
};

/** What writing a message reads of the service's current catalogue and shop content. */
interface OutboxSource {
  /** Settings and products, for order messages (payment method names, bank details). */
  catalogue?: StaticCatalogue;
  /**
   * The owner's address (`SHOP_NOTIFY_EMAIL`, else the company's primary e-mail) and the domain
   * of the Message-IDs (that of the From address). @default no owner address, 'localhost'
   */
  mail?: {ownerEmail?: string; messageIdDomain?: string};
}

/** What writing messages needs to know. */
export interface OutboxSettings {
  /**
   * The catalogue and shop content as of now, read for each write: a catalogue reload counts
   * from the next message on. @default nothing (no owner address, no catalogue)
   */
  current?: () => OutboxSource;
  /** Stamps `created_at` and the first `next_attempt_at`. */
  now?: () => Date;
  /** Called after a transaction that wrote messages committed (wakes the sender). */
  committed?: () => void;
}

interface Attached {
  settings: OutboxSettings;
  insert: StatementSync;
  pending: boolean;
}

const attached = new WeakMap<DatabaseSync, Attached>();

/** Gives `db` its outbox settings; called once when the store opens the database. */
export function attachOutbox(db: DatabaseSync, settings: OutboxSettings = {}): void {
  const insert = db.prepare(`INSERT INTO outbox (kind, lang, to_address, reply_to, data,
    message_id, ref, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  attached.set(db, {settings, insert, pending: false});
}

function attachedTo(db: DatabaseSync): Attached {
  const outbox = attached.get(db);
  if (!outbox) throw new Error('The outbox is not attached to this database (attachOutbox)');
  return outbox;
}

/** The domain part of an address like `Shop <shop@example.de>`, or undefined. */
export function domainOf(address: string | undefined): string | undefined {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address ?? '');
  return match?.[1]?.toLowerCase();
}

/** A fresh Message-ID, `<uuid@domain>`. */
function newMessageId(domain: string | undefined): string {
  return `<${randomUUID()}@${domain ?? 'localhost'}>`;
}

/** Writes `messages` into the outbox of `db`; call inside the transaction of their record. */
export function enqueue(db: DatabaseSync, messages: readonly OutboxMessage[]): void {
  const outbox = attachedTo(db);
  const {settings} = outbox;
  const stamp = (settings.now?.() ?? new Date()).toISOString();
  const {ownerEmail, messageIdDomain} = settings.current?.().mail ?? {};
  for (const message of messages) {
    // No owner address: the row is written all the same and parked by the sender, which says why.
    const to = message.to === OWNER ? (ownerEmail ?? '') : message.to;
    outbox.insert.run(
      message.kind,
      message.lang,
      to,
      message.replyTo ?? null,
      JSON.stringify(message.data),
      newMessageId(messageIdDomain),
      message.ref ?? null,
      stamp,
      stamp,
    );
  }
  if (messages.length > 0) outbox.pending = true;
}

/**
 * Tells the sender that messages were committed; the store calls it after each COMMIT (a no-op
 * when the transaction wrote none). Code that enqueues in its own transaction calls it too; if
 * it does not, the sender finds the messages on its next poll.
 */
export function outboxCommitted(db: DatabaseSync): void {
  const outbox = attached.get(db);
  if (!outbox?.pending) return;
  outbox.pending = false;
  outbox.settings.committed?.();
}

/** Forgets uncommitted messages after a ROLLBACK. */
export function outboxRolledBack(db: DatabaseSync): void {
  const outbox = attached.get(db);
  if (outbox) outbox.pending = false;
}

/** A language the messages are written in, from a page or order language; German otherwise. */
export function mailLang(lang: string | null | undefined): MailLang {
  return lang === 'en' || lang === 'fr' ? lang : 'de';
}

/** What happens to an order, and so which messages it causes. */
type OrderEvent =
  | 'placed'
  | 'payment-authorized'
  | 'paid'
  | 'confirmed'
  | 'shipped'
  | 'cancelled'
  | 'withdrawn'
  | 'late-refund';

/** Which messages each order event causes (decision 066's table). */
interface OrderEventMessages {
  /** The customer's message. */
  customer?: MailKind;
  /** The owner's message, and whether only for orders paid online (PayPal, Klarna). */
  owner?: {kind: MailKind; when: 'always' | 'online' | 'offline'};
}

/**
 * Order event → messages. The owner hears of a new order once: on placement when it is paid
 * offline (prepayment, invoice, pickup), when the payment is authorized or paid otherwise. A
 * payment that came for a cancelled order and was refunded at once (`late-refund`) is no new
 * order: both hear of the refund instead.
 */
const ORDER_EVENT_MESSAGES: Readonly<Record<OrderEvent, OrderEventMessages>> = {
  placed: {customer: 'order-received', owner: {kind: 'owner-new-order', when: 'offline'}},
  'payment-authorized': {owner: {kind: 'owner-new-order', when: 'online'}},
  paid: {customer: 'payment-received', owner: {kind: 'owner-new-order', when: 'online'}},
  confirmed: {customer: 'order-confirmed'},
  shipped: {customer: 'order-shipped'},
  cancelled: {customer: 'order-cancelled'},
  withdrawn: {
    customer: 'withdrawal-received',
    owner: {kind: 'owner-withdrawal', when: 'always'},
  },
  'late-refund': {
    customer: 'payment-refunded',
    owner: {kind: 'owner-late-payment-refunded', when: 'always'},
  },
};

/**
 * Extra facts of an event the messages show: a tracking number, the time of a withdrawal, the
 * refund of a late payment.
 */
interface OrderEventDetails {
  /** Tracking number of a shipment. */
  tracking?: string;
  /** When the withdrawal was declared, ISO. */
  at?: string;
  /** The refund of a payment that came for a cancelled order. */
  refund?: MailLateRefund;
}

interface OrderRow {
  order_id: string;
  customer_email: string;
  payment_method: string;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  lines: string;
  payload: string;
  created_at: string;
}

/** A priced line as the orders table keeps it (`pricing/lines.ts`). */
interface StoredLine {
  product: string;
  variant: string | null;
  name: string;
  personalization?: Record<string, string>;
  count: number;
  unitCents: number;
  lineCents: number;
}

type Address = Record<string, unknown>;

/** An address's filled fields as text. */
function addressFields(address: Address | null | undefined): Record<string, string> | undefined {
  if (!address || typeof address !== 'object') return undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(address)) {
    if (typeof value === 'string' && value.trim() !== '') fields[key] = value;
  }
  return fields;
}

const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** A catalogue record's name in `lang`, else its display name. */
function nameIn(
  record: {
    display_name: string;
    translations: readonly {language: string; display_name?: string | null}[];
  },
  lang: MailLang,
): string {
  return (
    record.translations.find((entry) => entry.language === lang)?.display_name ??
    record.display_name
  );
}

/** A line's product and variant names in `lang`; the name stored at order time otherwise. */
function lineNames(
  catalogue: StaticCatalogue | undefined,
  line: StoredLine,
  lang: MailLang,
): {name: string; variant?: string} {
  const product = catalogue?.products.find((entry) => String(entry.id) === line.product);
  if (!product) return {name: line.name};
  const variant = product.variants.find((entry) => String(entry.id) === line.variant);
  return {name: nameIn(product, lang), ...(variant ? {variant: nameIn(variant, lang)} : {})};
}

/** An order read once, shown in any language. */
interface OrderFacts {
  /** The customer's language (the order's `language`). */
  lang: MailLang;
  /** Paid through PayPal or Klarna. */
  online: boolean;
  /** The customer's address. */
  customerEmail: string;
  /** The order as a message in `lang` shows it. */
  inLang(lang: MailLang): MailOrder;
}

/** The order `orderId` of `db`, for its messages. */
function readOrder(db: DatabaseSync, orderId: string, settings: OutboxSettings): OrderFacts {
  const row = db
    .prepare(
      `SELECT order_id, customer_email, payment_method, subtotal_cents, shipping_cents,
       total_cents, lines, payload, created_at FROM orders WHERE order_id = ?`,
    )
    .get(orderId) as OrderRow | undefined;
  if (!row) throw new Error(`No order ${orderId}`);
  const catalogue = settings.current?.().catalogue;
  const payload = JSON.parse(row.payload) as {
    language?: string;
    shipping_address?: Address;
    invoice_address?: Address | null;
  };
  const shipping = addressFields(payload.shipping_address) ?? {};
  const billing = addressFields(payload.invoice_address) ?? shipping;
  const storedLines = JSON.parse(row.lines) as StoredLine[];
  const method = catalogue?.settings?.payment_methods.find(
    (entry) => String(entry.id) === row.payment_method,
  );
  const bank = catalogue?.settings?.bank_details;
  const prepayment =
    method?.method === 'prepayment' && bank
      ? {
          iban: bank.iban,
          ...(bank.bic ? {bic: bank.bic} : {}),
          accountHolder: bank.account_holder,
          bank: bank.bank_name,
          reference: row.order_id,
        }
      : undefined;
  const name = [billing['first_name'], billing['last_name']].filter(Boolean).join(' ');
  return {
    lang: mailLang(payload.language),
    // Core's rule, as the checkout and the payment endpoints apply it (decision 010f).
    online: onlinePaymentOf(catalogue?.settings, row.payment_method) !== null,
    customerEmail: row.customer_email,
    inLang: (lang) => ({
      orderId: row.order_id,
      createdAt: row.created_at,
      customer: {email: row.customer_email, name},
      billing,
      ...(sameFields(billing, shipping) ? {} : {shipping}),
      lines: storedLines.map((line) => {
        const personalization = Object.values(line.personalization ?? {}).join(', ');
        return {
          ...lineNames(catalogue, line, lang),
          ...(personalization === '' ? {} : {personalization}),
          quantity: line.count,
          unitCents: line.unitCents,
          totalCents: line.lineCents,
        };
      }),
      subtotalCents: Number(row.subtotal_cents),
      shippingCents: Number(row.shipping_cents),
      totalCents: Number(row.total_cents),
      paymentMethod: method ? nameIn(method, lang) : row.payment_method,
      ...(prepayment ? {prepayment} : {}),
    }),
  };
}

/**
 * Writes the messages order event `event` causes for `order` (table `ORDER_EVENT_MESSAGES`):
 * call it inside the transaction that records the event, then `outboxCommitted(db)` after the
 * COMMIT. Customer messages are in the order's language, the owner's in German. The owner's
 * new-order message is written once per order, whichever event comes first.
 */
export function enqueueForOrderEvent(
  db: DatabaseSync,
  event: OrderEvent,
  order: {orderId: string},
  details: OrderEventDetails = {},
): void {
  const {settings} = attachedTo(db);
  const facts = readOrder(db, order.orderId, settings);
  const ref = `order:${order.orderId}`;
  const plan = ORDER_EVENT_MESSAGES[event];
  // A withdrawal's message states when it was declared: now, unless the caller says otherwise.
  const at =
    details.at ??
    (event === 'withdrawn' ? (settings.now?.() ?? new Date()).toISOString() : undefined);
  const extra = {
    ...(details.tracking === undefined ? {} : {tracking: details.tracking}),
    ...(at === undefined ? {} : {at}),
    ...(details.refund === undefined ? {} : {refund: details.refund}),
  };
  const messages: OutboxMessage[] = [];
  if (plan.customer) {
    messages.push({
      kind: plan.customer,
      data: {...facts.inLang(facts.lang), ...extra},
      lang: facts.lang,
      to: facts.customerEmail,
      ref,
    } as OutboxMessage);
  }
  const owner = plan.owner;
  if (owner && (owner.when === 'always' || (owner.when === 'online') === facts.online)) {
    const already =
      owner.kind === 'owner-new-order' &&
      db.prepare('SELECT 1 FROM outbox WHERE kind = ? AND ref = ?').get(owner.kind, ref) !==
        undefined;
    if (!already) {
      messages.push({
        kind: owner.kind,
        data: {...facts.inLang(OWNER_LANG), ...extra},
        lang: facts.lang,
        to: OWNER,
        replyTo: facts.customerEmail,
        ref,
      } as OutboxMessage);
    }
  }
  enqueue(db, messages);
}

// The newsletter's double opt-in (decision 069): a sign-up is pending and queues a confirmation
// mail in the same transaction; the mail's signed link confirms it (the consent record: time,
// consent text version, language); any unsubscribe link ends it. Every step runs in one
// `BEGIN IMMEDIATE` transaction, so two processes on one data folder see each other's writes.
import type {DatabaseSync} from 'node:sqlite';
import {localizedPath} from '@schaufenster/core';
import {markInbox} from '../cms/markers.ts';
import {enqueue, mailLang} from '../outbox/enqueue.ts';
import type {OrderStore} from '../store/database.ts';
import {CONSENT_VERSION} from './schema.ts';
import {loadOrCreateSecret, tokenSigner, type TokenSigner} from './tokens.ts';

/** The service paths of the mails' links; the sign-up's is `FORM_PATHS.newsletter`. */
export const NEWSLETTER_PATHS = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** How long a confirmation link works: after that, a new sign-up sends a new one. */
export const CONFIRM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most one confirmation mail per address in this time, whatever is posted. */
export const CONFIRM_MAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Where a subscription stands. */
type SubscriptionState = 'pending' | 'confirmed' | 'unsubscribed';

/** What a token post ended in: the state reached, or why the token was refused. */
export type TokenOutcome =
  | {ok: true; state: 'confirmed' | 'unsubscribed'}
  | {ok: false; code: 'invalid_token' | 'expired_token'};

/** The double opt-in over the service's store. */
export interface Newsletter {
  /**
   * Signs `email` (lower-case) up in `lang`. A new or unsubscribed address becomes pending; a
   * pending one gets a confirmation mail unless one went out in the last 24 hours; a confirmed
   * one is left alone. The caller answers the same whatever happened.
   */
  subscribe(email: string, lang: string): void;
  /** Confirms the address of a confirmation token. */
  confirm(token: unknown): TokenOutcome;
  /** Unsubscribes the address of an unsubscribe token; unsubscribe tokens do not expire. */
  unsubscribe(token: unknown): TokenOutcome;
  /** The site's unsubscribe page in the language of the token's address, with the token. */
  unsubscribePage(token: unknown): string;
}

/** What the double opt-in needs. */
export interface NewsletterOptions {
  /** Signs and checks the links' tokens. */
  signer: TokenSigner;
  /** The site's absolute URL (`PUBLIC_SITE_URL`), for the unsubscribe page redirect. */
  siteUrl: string;
  /** The clock. @default () => new Date() */
  now?: () => Date;
}

interface Row {
  id: number;
  email: string;
  lang: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  confirm_mail_at: string | null;
}

const COLUMNS = 'id, email, lang, created_at, confirmed_at, unsubscribed_at, confirm_mail_at';

const msOf = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

/** A row's state. */
function stateOf(row: Pick<Row, 'confirmed_at' | 'unsubscribed_at'>): SubscriptionState {
  if (row.unsubscribed_at !== null) return 'unsubscribed';
  return row.confirmed_at === null ? 'pending' : 'confirmed';
}

/** The double opt-in on `store`. */
export function createNewsletter(
  store: Pick<OrderStore, 'transaction'>,
  options: NewsletterOptions,
): Newsletter {
  const {signer} = options;
  const now = options.now ?? (() => new Date());
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const byId = (db: DatabaseSync, id: number) =>
    db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE id = ?`).get(id) as
      Row | undefined;

  // The confirmation mail of `row`, unless one went out less than a day ago.
  const sendConfirmation = (db: DatabaseSync, row: Row, at: Date) => {
    if (at.getTime() - msOf(row.confirm_mail_at) < CONFIRM_MAIL_INTERVAL_MS) return;
    const lang = mailLang(row.lang);
    const confirm = signer.sign('confirm', row.id, at);
    const unsubscribe = signer.sign('unsubscribe', row.id, at);
    enqueue(db, [
      {
        kind: 'newsletter-confirm',
        lang,
        to: row.email,
        data: {
          // The site's page posts the token: a link checker's GET confirms nothing.
          confirmUrl: `${localizedPath('newsletterConfirm', lang)}?token=${confirm}`,
          // The service's own path: it takes the RFC 8058 one-click POST.
          unsubscribeUrl: `${NEWSLETTER_PATHS.unsubscribe}?token=${unsubscribe}`,
        },
        ref: `newsletter:${row.id}`,
      },
    ]);
    db.prepare('UPDATE newsletter_subscriptions SET confirm_mail_at = ? WHERE id = ?').run(
      at.toISOString(),
      row.id,
    );
  };

  // The row a valid token of `purpose` names, in the transaction; null for any other token.
  const rowOf = (db: DatabaseSync, token: unknown, purpose: 'confirm' | 'unsubscribe') => {
    const claims = signer.verify(token, purpose);
    if (claims === null) return null;
    const row = byId(db, claims.subscriber);
    // A token older than its row was made for another data folder with the same secret.
    if (row === undefined || claims.issuedAt.getTime() < msOf(row.created_at)) return null;
    return {row, issuedAt: claims.issuedAt};
  };

  return {
    subscribe(email, lang) {
      store.transaction((db) => {
        const at = now();
        const stamp = at.toISOString();
        let row = db
          .prepare(`SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE email = ?`)
          .get(email) as Row | undefined;
        if (row === undefined) {
          const {lastInsertRowid} = db
            .prepare(
              'INSERT INTO newsletter_subscriptions (email, lang, created_at) VALUES (?, ?, ?)',
            )
            .run(email, lang, stamp);
          row = byId(db, Number(lastInsertRowid));
        } else if (stateOf(row) === 'unsubscribed') {
          // Signing up again starts over: pending, in the language of this sign-up.
          db.prepare(
            `UPDATE newsletter_subscriptions SET lang = ?, confirmed_at = NULL,
              unsubscribed_at = NULL, consent_version = NULL WHERE id = ?`,
          ).run(lang, row.id);
          row = byId(db, row.id);
        }
        if (row !== undefined) markInbox(db, 'newsletter', row.id);
        if (row !== undefined && stateOf(row) === 'pending') sendConfirmation(db, row, at);
      });
    },
    confirm(token) {
      return store.transaction((db): TokenOutcome => {
        const found = rowOf(db, token, 'confirm');
        if (found === null) return {ok: false, code: 'invalid_token'};
        const {row, issuedAt} = found;
        const state = stateOf(row);
        if (state === 'confirmed') return {ok: true, state};
        const at = now();
        if (
          state === 'unsubscribed' ||
          at.getTime() - issuedAt.getTime() > CONFIRM_TOKEN_MAX_AGE_MS
        ) {
          return {ok: false, code: 'expired_token'};
        }
        db.prepare(
          `UPDATE newsletter_subscriptions SET confirmed_at = ?, consent_version = ? WHERE id = ?`,
        ).run(at.toISOString(), CONSENT_VERSION, row.id);
        markInbox(db, 'newsletter', row.id);
        return {ok: true, state: 'confirmed'};
      });
    },
    unsubscribe(token) {
      return store.transaction((db): TokenOutcome => {
        const found = rowOf(db, token, 'unsubscribe');
        if (found === null) return {ok: false, code: 'invalid_token'};
        if (found.row.unsubscribed_at === null) {
          db.prepare('UPDATE newsletter_subscriptions SET unsubscribed_at = ? WHERE id = ?').run(
            now().toISOString(),
            found.row.id,
          );
          markInbox(db, 'newsletter', found.row.id);
        }
        return {ok: true, state: 'unsubscribed'};
      });
    },
    unsubscribePage(token) {
      const row = store.transaction((db) => rowOf(db, token, 'unsubscribe')?.row);
      const page = localizedPath('newsletterUnsubscribe', mailLang(row?.lang));
      // Only a token's own characters go into the Location header.
      const query = typeof token === 'string' && row !== undefined ? `?token=${token}` : '';
      return `${siteUrl}${page}${query}`;
    },
  };
}

/** The double opt-in of a service on `dataDir`, its tokens signed with the folder's secret. */
export function openNewsletter(
  store: Pick<OrderStore, 'transaction'>,
  dataDir: string,
  siteUrl: string,
): Newsletter {
  return createNewsletter(store, {signer: tokenSigner(loadOrCreateSecret(dataDir)), siteUrl});
}

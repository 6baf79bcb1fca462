// The double opt-in's rules on the store with a clock of the test's own (decision 069): one
// confirmation mail per address a day, confirmed addresses get none, links expire after 7 days,
// an unsubscribed address cannot be confirmed with an old link and starts over when it signs up.
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {openOrderStore, type OrderStore} from '../store/database.ts';
import {CONSENT_VERSION} from './schema.ts';
import {
  CONFIRM_MAIL_INTERVAL_MS,
  CONFIRM_TOKEN_MAX_AGE_MS,
  createNewsletter,
  NEWSLETTER_PATHS,
  type Newsletter,
} from './subscriptions.ts';
import {tokenSigner} from './tokens.ts';

const START = new Date('2026-12-07T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const signer = tokenSigner(Buffer.alloc(32, 3));

let dataDir = '';
let clock = START;
let store: OrderStore;
let newsletter: Newsletter;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-'));
  clock = START;
  store = openOrderStore(dataDir, () => clock);
  newsletter = createNewsletter(store, {
    signer,
    siteUrl: 'https://shop.example/',
    now: () => clock,
  });
});
afterEach(() => {
  store.close();
  rmSync(dataDir, {recursive: true, force: true});
});

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

interface MailRow {
  kind: string;
  lang: string;
  to_address: string;
  ref: string;
  data: {confirmUrl: string; unsubscribeUrl: string};
}

const mails = (): MailRow[] =>
  (
    store.db
      .prepare('SELECT kind, lang, to_address, ref, data FROM outbox ORDER BY id')
      .all() as (Omit<MailRow, 'data'> & {data: string})[]
  ).map((row) => ({
    ...row,
    data: JSON.parse(row.data) as MailRow['data'],
  }));

const subscription = (email: string) =>
  store.db.prepare('SELECT * FROM newsletter_subscriptions WHERE email = ?').get(email);

const tokenIn = (url: string) => new URL(url, 'https://shop.example').searchParams.get('token');

/** The confirm and unsubscribe tokens of the `n`-th mail (0 first). */
function tokens(n = mails().length - 1) {
  const mail = mails()[n];
  if (!mail) throw new Error(`No mail ${n}`);
  return {confirm: tokenIn(mail.data.confirmUrl), unsubscribe: tokenIn(mail.data.unsubscribeUrl)};
}

describe('a sign-up', () => {
  it('is pending and queues one confirmation mail with the localized links', () => {
    newsletter.subscribe('dora@example.com', 'fr');
    expect(subscription('dora@example.com')).toMatchObject({
      lang: 'fr',
      confirmed_at: null,
      unsubscribed_at: null,
      consent_version: null,
      confirm_mail_at: START.toISOString(),
    });
    const [mail] = mails();
    expect(mail).toMatchObject({
      kind: 'newsletter-confirm',
      lang: 'fr',
      to_address: 'dora@example.com',
      ref: 'newsletter:1',
    });
    expect(mail?.data.confirmUrl).toMatch(/^\/fr\/newsletter-confirmation\?token=[\w-]{67}$/);
    expect(mail?.data.unsubscribeUrl).toMatch(
      new RegExp(`^${NEWSLETTER_PATHS.unsubscribe}\\?token=[\\w-]{67}$`),
    );
  });

  it('sends at most one confirmation mail per address a day', () => {
    newsletter.subscribe('dora@example.com', 'de');
    later(HOUR);
    newsletter.subscribe('dora@example.com', 'de');
    later(CONFIRM_MAIL_INTERVAL_MS - HOUR - 1);
    newsletter.subscribe('dora@example.com', 'de');
    expect(mails()).toHaveLength(1);
    later(1);
    newsletter.subscribe('dora@example.com', 'de');
    expect(mails()).toHaveLength(2);
    // Another address has its own day.
    newsletter.subscribe('erika@example.com', 'de');
    expect(mails().map((mail) => mail.to_address)).toEqual([
      'dora@example.com',
      'dora@example.com',
      'erika@example.com',
    ]);
  });

  it('of a confirmed address sends nothing and keeps the consent record', () => {
    newsletter.subscribe('dora@example.com', 'en');
    later(HOUR);
    expect(newsletter.confirm(tokens().confirm)).toEqual({ok: true, state: 'confirmed'});
    later(3 * CONFIRM_MAIL_INTERVAL_MS);
    newsletter.subscribe('dora@example.com', 'de');
    expect(mails()).toHaveLength(1);
    expect(subscription('dora@example.com')).toMatchObject({
      lang: 'en',
      confirmed_at: new Date(START.getTime() + HOUR).toISOString(),
      consent_version: CONSENT_VERSION,
    });
  });
});

describe('confirming', () => {
  it('stores time and consent version, and is idempotent', () => {
    newsletter.subscribe('dora@example.com', 'de');
    const {confirm} = tokens();
    later(HOUR);
    expect(newsletter.confirm(confirm)).toEqual({ok: true, state: 'confirmed'});
    later(CONFIRM_TOKEN_MAX_AGE_MS);
    expect(newsletter.confirm(confirm)).toEqual({ok: true, state: 'confirmed'});
    expect(subscription('dora@example.com')).toMatchObject({
      confirmed_at: new Date(START.getTime() + HOUR).toISOString(),
      consent_version: CONSENT_VERSION,
    });
  });

  it('with a link older than 7 days is refused as expired; a new sign-up sends a new one', () => {
    newsletter.subscribe('dora@example.com', 'de');
    const old = tokens().confirm;
    later(CONFIRM_TOKEN_MAX_AGE_MS);
    expect(newsletter.confirm(old)).toEqual({ok: true, state: 'confirmed'});
    store.db.exec('UPDATE newsletter_subscriptions SET confirmed_at = NULL');
    later(1);
    expect(newsletter.confirm(old)).toEqual({ok: false, code: 'expired_token'});
    newsletter.subscribe('dora@example.com', 'de');
    expect(newsletter.confirm(tokens().confirm)).toEqual({ok: true, state: 'confirmed'});
  });

  it('refuses unsubscribe tokens, strangers and tokens of unknown rows', () => {
    newsletter.subscribe('dora@example.com', 'de');
    const {unsubscribe} = tokens();
    for (const token of [unsubscribe, undefined, '', 'x', {token: 'x'}]) {
      expect(newsletter.confirm(token)).toEqual({ok: false, code: 'invalid_token'});
    }
    expect(newsletter.confirm(signer.sign('confirm', 99, clock))).toEqual({
      ok: false,
      code: 'invalid_token',
    });
    // Made before its row: a token of another data folder signed with the same secret.
    expect(newsletter.confirm(signer.sign('confirm', 1, new Date(0)))).toEqual({
      ok: false,
      code: 'invalid_token',
    });
    expect(subscription('dora@example.com')).toMatchObject({confirmed_at: null});
  });
});

describe('unsubscribing', () => {
  it('ends a confirmed subscription for good, idempotently, with a link that never expires', () => {
    newsletter.subscribe('dora@example.com', 'de');
    const {confirm, unsubscribe} = tokens();
    newsletter.confirm(confirm);
    later(365 * 24 * HOUR);
    expect(newsletter.unsubscribe(unsubscribe)).toEqual({ok: true, state: 'unsubscribed'});
    const at = clock.toISOString();
    later(HOUR);
    expect(newsletter.unsubscribe(unsubscribe)).toEqual({ok: true, state: 'unsubscribed'});
    expect(subscription('dora@example.com')).toMatchObject({unsubscribed_at: at});
    expect(newsletter.unsubscribe(confirm)).toEqual({ok: false, code: 'invalid_token'});
  });

  it('makes an old confirmation link expired; signing up again starts over as pending', () => {
    newsletter.subscribe('dora@example.com', 'de');
    const first = tokens();
    newsletter.unsubscribe(first.unsubscribe);
    expect(newsletter.confirm(first.confirm)).toEqual({ok: false, code: 'expired_token'});
    // Within the day: pending again, but no second mail.
    newsletter.subscribe('dora@example.com', 'en');
    expect(mails()).toHaveLength(1);
    expect(subscription('dora@example.com')).toMatchObject({
      lang: 'en',
      confirmed_at: null,
      unsubscribed_at: null,
    });
    later(CONFIRM_MAIL_INTERVAL_MS);
    newsletter.subscribe('dora@example.com', 'en');
    expect(mails()).toHaveLength(2);
    expect(mails()[1]?.data.confirmUrl).toMatch(/^\/en\/newsletter-confirm\?token=/);
    expect(newsletter.confirm(tokens().confirm)).toEqual({ok: true, state: 'confirmed'});
  });

  it("sends a click on the link to the unsubscribe page in the address's language", () => {
    newsletter.subscribe('dora@example.com', 'fr');
    const {unsubscribe} = tokens();
    expect(newsletter.unsubscribePage(unsubscribe)).toBe(
      `https://shop.example/fr/newsletter-desinscription?token=${unsubscribe}`,
    );
    // A token that does not check out is not copied into the Location header.
    expect(newsletter.unsubscribePage('x\r\nSet-Cookie: a=b')).toBe(
      'https://shop.example/newsletter-abmelden',
    );
  });
});

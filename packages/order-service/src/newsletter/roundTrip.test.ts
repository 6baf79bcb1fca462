// The double opt-in end to end against a real SMTP server (decision 069): a sign-up's mail is
// rendered by the mail package and parsed back with mailparser, its confirm link confirms the
// address for the owner's CSV, its List-Unsubscribe header takes the RFC 8058 one-click post, and
// no token, however crafted, gets a 5xx or a header of its own.
import fc from 'fast-check';
import type {ParsedMail} from 'mailparser';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {renderMail} from '@schaufenster/mail';
import {FORM_PATHS} from '../limits.ts';
import {createOrderService} from '../service.ts';
import {startSmtpServer, type TestSmtpServer} from '../outbox/smtpServer.testing.ts';
import {
  loadJeweller,
  post,
  startTestService,
  withAmpleStock,
  type TestService,
} from '../testService.testing.ts';
import {CONSENT_VERSION} from './schema.ts';
import {NEWSLETTER_PATHS} from './subscriptions.ts';

const SEED = 20_261_207;
const SITE = 'https://juwelier.example';
const OWNER_TOKEN = 'owner-token-for-the-newsletter-tests';

let smtp: TestSmtpServer;
let test: TestService;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const {shop} = await loadJeweller();
  test = await startTestService({
    ownerToken: OWNER_TOKEN,
    mail: {
      smtpUrl: smtp.url,
      siteUrl: SITE,
      ...(shop ? {shop} : {}),
      render: renderMail,
      timing: {pollMs: 20, retryScheduleMs: [20]},
    },
  });
});

afterAll(async () => {
  await test.close();
  await smtp.close();
});

const at = (path: string) => `${test.url}${path}`;

/** The owner's CSV export of the subscribers who may be written to. */
async function csv(): Promise<string> {
  const response = await fetch(at('/owner/subscribers?format=csv'), {
    headers: {Authorization: `Bearer ${OWNER_TOKEN}`},
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of header `name` as sent, unfolded (mailparser reads List-* into an object). */
function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? '';
  return line
    .replace(/^[^:]*:\s*/, '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** Signs `email` up and resolves with the parsed confirmation mail. */
async function signUp(email: string, lang: string) {
  const before = smtp.received.length;
  const answer = await post(at(FORM_PATHS.newsletter), {email, lang});
  expect([answer.status, answer.body]).toEqual([200, {status: 'ok'}]);
  const received = (await smtp.waitFor(before + 1))[before];
  if (!received) throw new Error('no mail');
  return received;
}

describe('the double opt-in', () => {
  it(
    'confirms through the mail link and unsubscribes with one click',
    {timeout: 30_000},
    async () => {
      const email = 'dora@example.com';
      const {mail, rcptTo} = await signUp(email, 'en');
      expect(rcptTo).toEqual([email]);
      expect(mail.subject).toMatch(/Juwelier Morgenstern/);
      expect(await csv()).not.toContain(email);

      // The button leads to the site's English confirm page with the token.
      const html = typeof mail.html === 'string' ? mail.html : '';
      const confirmLink = /href="([^"]*\/en\/newsletter-confirm\?token=[\w-]+)"/.exec(html)?.[1];
      expect(confirmLink?.startsWith(`${SITE}/en/newsletter-confirm?token=`)).toBe(true);
      const confirmToken = new URL(confirmLink ?? '').searchParams.get('token');
      const confirmed = await post(at(NEWSLETTER_PATHS.confirm), {token: confirmToken});
      expect([confirmed.status, confirmed.body]).toEqual([200, {status: 'ok', state: 'confirmed'}]);
      const again = await post(at(NEWSLETTER_PATHS.confirm), {token: confirmToken});
      expect(again.body).toEqual({status: 'ok', state: 'confirmed'});

      const exported = await csv();
      const line = exported.split('\r\n').find((row) => row.startsWith(`${email},`));
      expect(line).toMatch(new RegExp(`^${email},en,[^,]+,\\d{4}-[^,]+,${CONSENT_VERSION}$`));

      // RFC 8058: the header names the service's link, which takes the one-click form post.
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribeUrl = new URL(
        /^<(.*)>$/.exec(rawHeader(mail, 'list-unsubscribe'))?.[1] ?? '',
      );
      expect(`${unsubscribeUrl.origin}${unsubscribeUrl.pathname}`).toBe(
        `${SITE}${NEWSLETTER_PATHS.unsubscribe}`,
      );

      // Someone clicking the link is sent to the English unsubscribe page with the same token.
      const click = await fetch(at(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`), {
        redirect: 'manual',
      });
      expect(click.status).toBe(303);
      expect(click.headers.get('location')).toBe(
        `${SITE}/en/newsletter-unsubscribe${unsubscribeUrl.search}`,
      );
      expect(await csv()).toContain(email);

      const oneClick = await fetch(at(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`), {
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.json()).toEqual({status: 'ok', state: 'unsubscribed'});
      expect(await csv()).not.toContain(email);

      // The old confirm link cannot bring the address back; a new sign-up answers as ever.
      const old = await post(at(NEWSLETTER_PATHS.confirm), {token: confirmToken});
      expect([old.status, old.body['code']]).toEqual([410, 'expired_token']);
      const signUpAgain = await post(at(FORM_PATHS.newsletter), {email, lang: 'en'});
      expect([signUpAgain.status, signUpAgain.body]).toEqual([200, {status: 'ok'}]);
      expect(await csv()).not.toContain(email);
    },
  );

  it(
    'answers a confirmed address as a new one and mails it no more',
    {timeout: 30_000},
    async () => {
      const email = 'erika@example.com';
      const {mail} = await signUp(email, 'de');
      const html = typeof mail.html === 'string' ? mail.html : '';
      const token = /newsletter-bestaetigen\?token=([\w-]+)/.exec(html)?.[1];
      expect(token).toBeDefined();
      expect((await post(at(NEWSLETTER_PATHS.confirm), {token})).status).toBe(200);
      const before = smtp.received.length;
      const known = await post(at(FORM_PATHS.newsletter), {email: 'Erika@Example.com', lang: 'de'});
      const stranger = await post(at(FORM_PATHS.newsletter), {
        email: 'max@example.com',
        lang: 'de',
      });
      for (const answer of [known, stranger]) {
        expect([answer.status, answer.body]).toEqual([200, {status: 'ok'}]);
      }
      expect([...known.headers.keys()].sort()).toEqual([...stranger.headers.keys()].sort());
      await smtp.waitFor(before + 1);
      expect(test.rows('outbox').filter((row) => row['to_address'] === email)).toHaveLength(1);
      expect(smtp.received.slice(before).map((received) => received.rcptTo)).toEqual([
        ['max@example.com'],
      ]);
    },
  );

  it('takes the one-click post as multipart form data too', async () => {
    const email = 'fiona@example.com';
    await post(at(FORM_PATHS.newsletter), {email, lang: 'de'});
    const row = test.rows('outbox').find((entry) => entry['to_address'] === email);
    const {unsubscribeUrl} = JSON.parse(String(row?.['data'])) as {unsubscribeUrl: string};
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const answer = await fetch(at(unsubscribeUrl), {method: 'POST', body});
    expect(await answer.json()).toEqual({status: 'ok', state: 'unsubscribed'});
  });

  it('refuses tokens that do not check out with 400 invalid_token', async () => {
    for (const path of [NEWSLETTER_PATHS.confirm, NEWSLETTER_PATHS.unsubscribe]) {
      for (const body of [{}, {token: 'nope'}, {token: 42}]) {
        const answer = await post(at(path), body);
        expect([answer.status, answer.body['status'], answer.body['code']]).toEqual([
          400,
          'error',
          'invalid_token',
        ]);
      }
    }
  });
});

describe('two services on one data folder', () => {
  it("accept each other's links", {timeout: 30_000}, async () => {
    const first = await startTestService();
    const loaded = await loadJeweller();
    const second = await createOrderService({
      catalogue: withAmpleStock(loaded.catalogue),
      projects: loaded.projects,
      dataDir: first.dataDir,
      port: 0,
      rateLimits: false,
    });
    try {
      await post(`${first.url}${FORM_PATHS.newsletter}`, {email: 'ada@example.com', lang: 'de'});
      const [row] = first.rows('outbox');
      const {confirmUrl} = JSON.parse(String(row?.['data'])) as {confirmUrl: string};
      const token = new URL(confirmUrl, SITE).searchParams.get('token');
      const confirmed = await post(`${second.url}${NEWSLETTER_PATHS.confirm}`, {token});
      expect(confirmed.body).toEqual({status: 'ok', state: 'confirmed'});
    } finally {
      await second.close();
      await first.close();
    }
  });
});

/** Text an attacker could put into a token: header lines, markup, URL syntax. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string({maxLength: 12}),
      fc.constantFrom(
        '\r\n',
        '\n',
        'Set-Cookie: a=b',
        '\r\nLocation: https://evil.example\r\n',
        '%0d%0aX-Evil: 1',
        '<script>alert(1)</script>',
        '&token=',
        '#',
        'A'.repeat(67),
      ),
    ),
    {minLength: 1, maxLength: 5},
  )
  .map((parts) => parts.join(''));

describe('crafted tokens', () => {
  it(
    'never get a 5xx, a header of their own or a foreign redirect',
    {timeout: 60_000},
    async () => {
      await fc.assert(
        fc.asyncProperty(hostile, async (token) => {
          for (const path of [NEWSLETTER_PATHS.confirm, NEWSLETTER_PATHS.unsubscribe]) {
            const answer = await post(at(path), {token});
            expect([answer.status, answer.body['code']]).toEqual([400, 'invalid_token']);
          }
          const query = `?token=${encodeURIComponent(token)}`;
          const click = await fetch(at(`${NEWSLETTER_PATHS.unsubscribe}${query}`), {
            redirect: 'manual',
          });
          expect(click.status).toBe(303);
          expect(click.headers.get('location')).toBe(`${SITE}/newsletter-abmelden`);
          expect(click.headers.has('x-evil')).toBe(false);
          expect(click.headers.has('set-cookie')).toBe(false);
          const oneClick = await fetch(at(`${NEWSLETTER_PATHS.unsubscribe}${query}`), {
            method: 'POST',
            headers: {'Content-Type': 'application/x-www-form-urlencoded'},
            body: `List-Unsubscribe=One-Click&token=${encodeURIComponent(token)}`,
          });
          expect(oneClick.status).toBe(400);
        }),
        {seed: SEED, numRuns: 40},
      );
    },
  );

  it('and hostile sign-up addresses are refused before any mail is written', async () => {
    const before = test.count('outbox');
    for (const email of [
      'a@example.com\r\nBcc: evil@example.com',
      'a@example.com, evil@example.com',
      '"evil"@example.com\nX-Evil: 1',
    ]) {
      const answer = await post(at(FORM_PATHS.newsletter), {email, lang: 'de'});
      expect(answer.status).toBe(400);
    }
    expect(test.count('outbox')).toBe(before);
  });
});

// The outbox against a real SMTP server (decision 066): messages are written with their records,
// delivered with a stable Message-ID, retried after a temporary refusal or a timeout, parked on a
// permanent one, kept queued without SMTP, and sent once by two services on one data folder.
import {afterEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {FORM_PATHS} from '../limits.ts';
import type {OrderServiceOptions} from '../service.ts';
import {
  JEWELLER_DOMAIN,
  loadJeweller,
  orderBody,
  post,
  startTestService,
  type TestService,
} from '../testService.testing.ts';
import type {OutboxOptions} from './outbox.ts';
import {fakeRender, startSmtpServer, type TestSmtpServer} from './smtpServer.testing.ts';

const OWNER = 'info@juwelier-morgenstern.example';
const VISITOR = 'besucherin@example.com';
const contact = {name: 'Ada', email: VISITOR, message: 'Hallo', privacy_accepted: true, lang: 'en'};

let smtp: TestSmtpServer | null = null;
const services: TestService[] = [];

afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  await smtp?.close();
  smtp = null;
});

/** Fast timing: retries 50 ms then 100 ms apart, polls every 50 ms, SMTP waits 2 s. */
async function mailOptions(extra: Partial<OutboxOptions> = {}): Promise<OutboxOptions> {
  const {shop} = await loadJeweller();
  return {
    ...(smtp ? {smtpUrl: smtp.url} : {}),
    mailFrom: 'Juwelier Morgenstern <shop@juwelier-morgenstern.example>',
    ...(shop ? {shop} : {}),
    render: fakeRender,
    smtpTimeoutMs: 2_000,
    timing: {retryScheduleMs: [50, 100], pollMs: 50, claimMs: 5_000},
    ...extra,
  };
}

async function start(options: Partial<OrderServiceOptions> = {}): Promise<TestService> {
  const service = await startTestService({mail: await mailOptions(), ...options});
  services.push(service);
  return service;
}

const outboxRows = (service: TestService) => service.rows('outbox');

/** Waits until `check` holds (polling every 20 ms), at most `timeoutMs`. */
async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox', () => {
  it('sends a contact message to the owner, Reply-To the visitor, with its Message-ID', async () => {
    smtp = await startSmtpServer();
    const test = await start();
    const answer = await post(`${test.url}${FORM_PATHS.contact}`, contact);
    expect(answer).toMatchObject({status: 200, body: {status: 'ok'}});
    const [received] = await smtp.waitFor(1);
    const [row] = outboxRows(test);
    expect(row).toMatchObject({
      kind: 'owner-contact',
      lang: 'en',
      to_address: OWNER,
      ref: 'contact:1',
    });
    expect(received?.rcptTo).toEqual([OWNER]);
    expect(received?.mail.replyTo?.value[0]?.address).toBe(VISITOR);
    expect(received?.mail.from?.value[0]?.address).toBe('shop@juwelier-morgenstern.example');
    expect(received?.mail.messageId).toBe(row?.['message_id']);
    expect(String(row?.['message_id'])).toMatch(/^<[0-9a-f-]{36}@juwelier-morgenstern\.example>$/);
    expect(JSON.parse(received?.mail.text ?? '')).toEqual({
      name: 'Ada',
      email: VISITOR,
      message: 'Hallo',
    });
    await until(() => outboxRows(test)[0]?.['state'] === 'sent');
    expect(test.count('contact_messages')).toBe(1);
  });

  it('sends owner messages to SHOP_NOTIFY_EMAIL when it is set', async () => {
    smtp = await startSmtpServer();
    const test = await start({mail: await mailOptions({notifyEmail: 'chefin@example.org'})});
    await post(`${test.url}${FORM_PATHS.contact}`, contact);
    const [received] = await smtp.waitFor(1);
    expect(received?.rcptTo).toEqual(['chefin@example.org']);
  });

  it('tells the owner of requests and ratings with the product name', async () => {
    smtp = await startSmtpServer();
    const test = await start();
    const request = {project: JEWELLER_DOMAIN, product: 101, email: VISITOR, message: 'Größe 54?'};
    expect((await post(`${test.url}${ORDER_PATHS.request}`, request)).status).toBe(200);
    const rating = {
      project: JEWELLER_DOMAIN,
      product: 101,
      rating: 5,
      name: 'Ada',
      comment: 'Schön',
    };
    expect((await post(`${test.url}${ORDER_PATHS.rating}`, rating)).status).toBe(200);
    const mails = await smtp.waitFor(2);
    const byKind = Object.fromEntries(
      mails.map((mail) => [mail.mail.subject?.split(': ')[1], mail]),
    );
    const requestMail = byKind['owner-request (de)'];
    expect(requestMail?.mail.replyTo?.value[0]?.address).toBe(VISITOR);
    expect(JSON.parse(requestMail?.mail.text ?? '')).toMatchObject({
      email: VISITOR,
      message: 'Größe 54?',
      product: {id: '101', name: expect.any(String)},
    });
    const ratingMail = byKind['owner-rating (de)'];
    expect(ratingMail?.rcptTo).toEqual([OWNER]);
    expect(JSON.parse(ratingMail?.mail.text ?? '')).toMatchObject({rating: 5, text: 'Schön'});
    expect(outboxRows(test).map((row) => row['ref'])).toEqual(['request:1', 'rating:1']);
  });

  it('acknowledges an order to the customer; the owner hears at once only of prepayment', async () => {
    smtp = await startSmtpServer();
    const test = await start();
    const paypal = await post(`${test.url}${ORDER_PATHS.order}`, {
      ...orderBody({language: 'fr'}),
      project: JEWELLER_DOMAIN,
    });
    expect(paypal.status).toBe(200);
    // Product 119 only (two at 89 €, shipping 9.90 €): the ring's one piece went to PayPal.
    const prepaid = await post(`${test.url}${ORDER_PATHS.order}`, {
      ...orderBody({
        payment_method: 1,
        products: [{product: 119, variant: null, personalization: {}, count: 2, price_brutto: 89}],
        total_price_brutto: 187.9,
      }),
      project: JEWELLER_DOMAIN,
    });
    expect(prepaid.status).toBe(200);
    const mails = await smtp.waitFor(3);
    const summary = mails
      .map((mail) => `${mail.mail.subject?.split(': ')[1]} → ${mail.rcptTo.join()}`)
      .sort();
    expect(summary).toEqual([
      'order-received (de) → kundin@example.com',
      'order-received (fr) → kundin@example.com',
      `owner-new-order (de) → ${OWNER}`,
    ]);
    const ownerMail = mails.find((mail) => mail.rcptTo[0] === OWNER);
    expect(ownerMail?.mail.replyTo?.value[0]?.address).toBe('kundin@example.com');
    const order = JSON.parse(ownerMail?.mail.text ?? '') as Record<string, unknown>;
    expect(order).toMatchObject({
      orderId: prepaid.body['order_id'],
      totalCents: 18_790,
      paymentMethod: 'Vorkasse (Überweisung)',
      customer: {email: 'kundin@example.com', name: 'Erika Mustermann'},
      prepayment: {iban: 'DE02120300000000202051', reference: prepaid.body['order_id']},
    });
  });

  it('retries after a temporary refusal with the same Message-ID', async () => {
    smtp = await startSmtpServer();
    smtp.behave((n) => (n === 1 ? {code: 451, message: 'Try again later'} : 'accept'));
    const test = await start();
    await post(`${test.url}${FORM_PATHS.contact}`, contact);
    const [received] = await smtp.waitFor(1);
    await until(() => outboxRows(test)[0]?.['state'] === 'sent');
    const [row] = outboxRows(test);
    expect(smtp.attempts).toEqual([row?.['message_id'], row?.['message_id']]);
    expect(received?.mail.messageId).toBe(row?.['message_id']);
    expect(row).toMatchObject({attempts: 2, state: 'sent', last_error: null});
  });

  it('parks a message at once on a permanent refusal, with the reply', async () => {
    smtp = await startSmtpServer();
    smtp.behave(() => ({code: 550, message: 'No such mailbox'}));
    const test = await start();
    await post(`${test.url}${FORM_PATHS.contact}`, contact);
    await until(() => outboxRows(test)[0]?.['state'] === 'parked');
    const [row] = outboxRows(test);
    expect(row?.['attempts']).toBe(1);
    expect(String(row?.['last_error'])).toMatch(/550.*No such mailbox/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.attempts).toHaveLength(1);
  });

  it('tries again when the server does not answer in time', {timeout: 10_000}, async () => {
    smtp = await startSmtpServer();
    smtp.behave((n) => (n === 1 ? 'stall' : 'accept'));
    const test = await start({mail: await mailOptions({smtpTimeoutMs: 500})});
    await post(`${test.url}${FORM_PATHS.contact}`, contact);
    await smtp.waitFor(1);
    await until(() => outboxRows(test)[0]?.['state'] === 'sent');
    // A busy machine may time out once more; every try sends the same Message-ID.
    expect(Number(outboxRows(test)[0]?.['attempts'])).toBeGreaterThanOrEqual(2);
    expect(new Set(smtp.attempts).size).toBe(1);
  });

  it('parks a message still failing after the parking age', async () => {
    smtp = await startSmtpServer();
    smtp.behave(() => ({code: 421, message: 'Busy'}));
    const timing = {retryScheduleMs: [50], pollMs: 50, claimMs: 5_000, parkAfterMs: 1_500};
    const test = await start({mail: await mailOptions({timing})});
    await post(`${test.url}${FORM_PATHS.contact}`, contact);
    await until(() => outboxRows(test)[0]?.['state'] === 'parked');
    const [row] = outboxRows(test);
    expect(Number(row?.['attempts'])).toBeGreaterThan(1);
    expect(String(row?.['last_error'])).toMatch(/421/);
  });

  it('keeps messages queued without an SMTP URL and answers as before', async () => {
    const lines: string[] = [];
    const test = await start({log: (line) => lines.push(line)});
    const answer = await post(`${test.url}${FORM_PATHS.contact}`, contact);
    expect(answer).toMatchObject({status: 200, body: {status: 'ok'}});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxRows(test)).toMatchObject([{state: 'queued', attempts: 0}]);
    expect(lines.filter((line) => line.includes('mail is off'))).toHaveLength(1);
  });

  it('writes nothing when the post is refused', async () => {
    const test = await start();
    const answer = await post(`${test.url}${FORM_PATHS.contact}`, {...contact, email: 'nope'});
    expect(answer.status).toBe(400);
    expect(test.count('outbox')).toBe(0);
  });

  it('sends each message once with two services on one data folder', async () => {
    smtp = await startSmtpServer();
    const first = await start();
    const second = await start({dataDir: first.dataDir});
    const posts = Array.from({length: 10}, (_, index) =>
      post(`${(index % 2 === 0 ? first : second).url}${FORM_PATHS.contact}`, {
        ...contact,
        message: `Nachricht ${index}`,
      }),
    );
    expect((await Promise.all(posts)).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await smtp.waitFor(10);
    await until(() => outboxRows(first).every((row) => row['state'] === 'sent'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = smtp.received.map((mail) => mail.mail.messageId);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });
});

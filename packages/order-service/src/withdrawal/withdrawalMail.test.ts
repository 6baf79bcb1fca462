// A withdrawal's e-mails end to end (decision 070): rendered by the mail package, delivered to a
// real SMTP server and parsed back: the customer's confirmation in the order's language, the
// owner's notice in German with Reply-To the customer, each once.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {renderMail} from '@schaufenster/mail';
import {startSmtpServer, type TestSmtpServer} from '../outbox/smtpServer.testing.ts';
import {loadJeweller, startTestService, type TestService} from '../testService.testing.ts';
import {CUSTOMER, placeWithdrawable, withdraw} from './withdrawal.testing.ts';

const OWNER = 'info@juwelier-morgenstern.example';

let smtp: TestSmtpServer;
let test: TestService;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const {shop} = await loadJeweller();
  test = await startTestService({
    mail: {
      smtpUrl: smtp.url,
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

describe('withdrawal e-mails over SMTP', () => {
  it(
    'reach the customer in the order language and the owner, once',
    {timeout: 30_000},
    async () => {
      const orderId = await placeWithdrawable(test.url, {language: 'en'});
      // Placing a prepayment order sends the customer's acknowledgement and the owner's order.
      await smtp.waitFor(2);
      const confirmed = await withdraw(test.url, {order_number: orderId, confirm: true});
      expect(confirmed.status).toBe(200);
      const again = await withdraw(test.url, {order_number: orderId, confirm: true});
      expect(again.body['withdrawn_at']).toBe(confirmed.body['withdrawn_at']);
      const received = (await smtp.waitFor(4)).slice(2);
      const bySubject = (part: string) =>
        received.find((mail) => (mail.mail.subject ?? '').includes(part));

      const customer = bySubject('We have received your withdrawal');
      expect(customer?.rcptTo).toEqual([CUSTOMER]);
      expect(customer?.mail.subject).toBe(`We have received your withdrawal for order ${orderId}`);
      expect(customer?.mail.text).toContain(orderId);

      const owner = bySubject('Widerruf zur Bestellung');
      expect(owner?.rcptTo).toEqual([OWNER]);
      expect(owner?.mail.subject).toBe(`Widerruf zur Bestellung ${orderId}`);
      expect(owner?.mail.replyTo?.value[0]?.address).toBe(CUSTOMER);

      // The second confirmation sent nothing more.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(4);
    },
  );
});

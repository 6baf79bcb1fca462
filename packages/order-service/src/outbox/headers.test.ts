// No input puts a header or an unescaped value into a message (decision 066): whatever a visitor
// writes into the contact form, the owner's mail, rendered by the mail package and parsed back
// from a real SMTP server, has one recipient, Reply-To the visitor, a one-line subject, no
// extra headers, and the text only escaped in its HTML.
import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {renderMail} from '@schaufenster/mail';
import {FORM_PATHS} from '../limits.ts';
import {loadJeweller, post, startTestService, type TestService} from '../testService.testing.ts';
import {startSmtpServer, type TestSmtpServer} from './smtpServer.testing.ts';

const SEED = 20_261_207;
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

/** Text a visitor could type, with line breaks, header lines and markup mixed in. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string({maxLength: 12}),
      fc.constantFrom(
        '\r\n',
        '\n',
        '\r',
        'Bcc: evil@example.com',
        '\r\nBcc: evil@example.com\r\n',
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '"; DROP',
        '=?utf-8?q?x?=',
      ),
    ),
    {minLength: 1, maxLength: 6},
  )
  .map((parts) => parts.join(''))
  .filter((text) => text.trim() !== '');

describe('owner messages with any visitor input', () => {
  it('keep their headers and escape the text', {timeout: 60_000}, async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (name, message) => {
        const before = smtp.received.length;
        const visitor = `v${before}@example.com`;
        const answer = await post(`${test.url}${FORM_PATHS.contact}`, {
          name,
          email: visitor,
          message,
          privacy_accepted: true,
          lang: 'de',
        });
        expect(answer.status).toBe(200);
        const received = (await smtp.waitFor(before + 1))[before];
        expect(received?.rcptTo).toEqual([OWNER]);
        const mail = received?.mail;
        expect(mail?.to && 'value' in mail.to ? mail.to.value.map((a) => a.address) : []).toEqual([
          OWNER,
        ]);
        expect(mail?.replyTo?.value.map((address) => address.address)).toEqual([visitor]);
        expect(mail?.headers.has('bcc')).toBe(false);
        expect(mail?.headers.has('cc')).toBe(false);
        expect(mail?.subject ?? '').not.toMatch(/[\r\n]/);
        const html = typeof mail?.html === 'string' ? mail.html : '';
        expect(html).not.toContain('<script>alert(1)');
        expect(html).not.toContain('<img src=x');
      }),
      {seed: SEED, numRuns: 25},
    );
  });
});

// The retry schedule, what counts as a permanent refusal, and the mail settings from the
// environment (decision 066).
import {describe, expect, it} from 'vitest';
import {mailEnvironment} from './config.ts';
import {describeFailure, isPermanentRefusal, retryDelayMs} from './retry.ts';

describe('retry schedule', () => {
  it('waits 1, 5, 15, 60 minutes, then hourly', () => {
    const minutes = [1, 2, 3, 4, 5, 12].map((attempt) => retryDelayMs(attempt) / 60_000);
    expect(minutes).toEqual([1, 5, 15, 60, 60, 60]);
  });

  it('parks on a 5xx reply but not on 503, a 4xx reply or a lost connection', () => {
    expect(isPermanentRefusal({responseCode: 550})).toBe(true);
    expect(isPermanentRefusal({responseCode: 554, permanent: true})).toBe(true);
    expect(isPermanentRefusal({responseCode: 503})).toBe(false);
    expect(isPermanentRefusal({responseCode: 451})).toBe(false);
    expect(isPermanentRefusal({code: 'ETIMEDOUT'})).toBe(false);
    expect(isPermanentRefusal(new Error('boom'))).toBe(false);
  });

  it('keeps the last error on one line', () => {
    const error = {code: 'EENVELOPE', response: '550 5.1.1 No such\r\nmailbox'};
    expect(describeFailure(error)).toBe('EENVELOPE: 550 5.1.1 No such mailbox');
  });
});

describe('mailEnvironment', () => {
  it('reads the SMTP URL, sender, owner address and site URL', () => {
    const env = {
      SMTP_URL: 'smtps://user:pass@mail.example.de:465',
      MAIL_FROM: 'Shop <shop@example.de>',
      SHOP_NOTIFY_EMAIL: 'owner@example.de',
      PUBLIC_SITE_URL: 'https://example.de',
    };
    expect(mailEnvironment(env)).toEqual({
      ok: true,
      value: {
        smtpUrl: env.SMTP_URL,
        mailFrom: env.MAIL_FROM,
        notifyEmail: env.SHOP_NOTIFY_EMAIL,
        siteUrl: env.PUBLIC_SITE_URL,
      },
    });
    expect(mailEnvironment({})).toEqual({ok: true, value: {}});
  });

  it('refuses a fault point outside tests, an unknown one and a wrong SMTP URL', () => {
    expect(mailEnvironment({OUTBOX_FAULT: 'after-commit', NODE_ENV: 'test'})).toEqual({
      ok: true,
      value: {fault: 'after-commit'},
    });
    expect(mailEnvironment({OUTBOX_FAULT: 'after-commit'})).toMatchObject({ok: false});
    expect(mailEnvironment({OUTBOX_FAULT: 'later', NODE_ENV: 'test'})).toMatchObject({ok: false});
    expect(mailEnvironment({SMTP_URL: 'http://mail.example.de'})).toMatchObject({ok: false});
  });
});

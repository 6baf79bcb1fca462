import {describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {
  NEWSLETTER_IDLE,
  newsletterMessageKey,
  newsletterReducer,
  type NewsletterState,
} from './newsletterMachine.ts';

const SENDING: NewsletterState = {status: 'sending'};

describe('newsletterReducer (spec §5 Newsletter)', () => {
  it('goes from idle to sending on a submit with an address', () => {
    expect(newsletterReducer(NEWSLETTER_IDLE, {type: 'submit', email: 'a@b.de'})).toEqual(SENDING);
  });

  it('goes straight to error(missing) for an empty or blank address, without sending', () => {
    for (const email of ['', '   ']) {
      expect(newsletterReducer(NEWSLETTER_IDLE, {type: 'submit', email})).toEqual({
        status: 'error',
        kind: 'missing',
      });
    }
  });

  it('ends sending in success or in the failure kind', () => {
    expect(newsletterReducer(SENDING, {type: 'succeeded'})).toEqual({status: 'success'});
    expect(newsletterReducer(SENDING, {type: 'failed', kind: 'duplicate'})).toEqual({
      status: 'error',
      kind: 'duplicate',
    });
    expect(newsletterReducer(SENDING, {type: 'failed', kind: 'unexpected'})).toEqual({
      status: 'error',
      kind: 'unexpected',
    });
  });

  it('ignores a second submit while sending and answers outside sending', () => {
    expect(newsletterReducer(SENDING, {type: 'submit', email: 'a@b.de'})).toBe(SENDING);
    expect(newsletterReducer(NEWSLETTER_IDLE, {type: 'succeeded'})).toBe(NEWSLETTER_IDLE);
    const missing: NewsletterState = {status: 'error', kind: 'missing'};
    expect(newsletterReducer(missing, {type: 'failed', kind: 'unexpected'})).toBe(missing);
  });

  it('lets the visitor try again after an error or a success', () => {
    const duplicate: NewsletterState = {status: 'error', kind: 'duplicate'};
    expect(newsletterReducer(duplicate, {type: 'submit', email: 'c@d.de'})).toEqual(SENDING);
    expect(newsletterReducer({status: 'success'}, {type: 'submit', email: ''})).toEqual({
      status: 'error',
      kind: 'missing',
    });
  });
});

describe('newsletterMessageKey', () => {
  it('maps each state to the spec’s English wording', () => {
    const english = (state: NewsletterState) => {
      const key = newsletterMessageKey(state);
      return key === null ? null : t('en', key);
    };
    expect(english(NEWSLETTER_IDLE)).toBeNull();
    expect(english(SENDING)).toBe('Sending...');
    expect(english({status: 'success'})).toBe('Thank you for subscribing!');
    expect(english({status: 'error', kind: 'missing'})).toBe('Email missing');
    expect(english({status: 'error', kind: 'duplicate'})).toBe('Email Address already registered');
    expect(english({status: 'error', kind: 'unexpected'})).toBe('An unexpected error occurred');
  });

  it('says "too many attempts with this address" in German for a duplicate', () => {
    expect(t('de', newsletterMessageKey({status: 'error', kind: 'duplicate'})!)).toBe(
      'Zu viele Versuche mit dieser E-Mail-Adresse',
    );
  });
});

import {describe, expect, it} from 'vitest';
import {t} from '@schaufenster/core';
import {
  SUBMISSION_IDLE,
  submissionMessageKeys,
  submissionReducer,
  type SubmissionState,
} from '../FormField/index.ts';
import {
  NEWSLETTER_MESSAGES,
  newsletterSubmissionOutcome,
  type NewsletterErrorKind,
} from './newsletterSubmission.ts';

type State = SubmissionState<NewsletterErrorKind>;
const SENDING: State = {status: 'sending'};

// The text shown for a state in `lang`, from whichever region shows it.
function shown(state: State, lang: 'de' | 'en' = 'en'): string | null {
  const keys = submissionMessageKeys(state, NEWSLETTER_MESSAGES);
  const key = keys.status ?? keys.alert;
  return key === null ? null : t(lang, key);
}

describe('newsletter submission (spec §5 Newsletter)', () => {
  it('goes from idle to sending and ends in success or the failure kind', () => {
    expect(submissionReducer<NewsletterErrorKind>(SUBMISSION_IDLE, {type: 'submit'})).toEqual(
      SENDING,
    );
    const duplicate = newsletterSubmissionOutcome('duplicate');
    expect(duplicate).toEqual({ok: false, reason: 'duplicate'});
    expect(newsletterSubmissionOutcome('success')).toEqual({ok: true});
    expect(submissionReducer(SENDING, {type: 'fail', reason: 'unexpected'})).toEqual({
      status: 'failed',
      reason: 'unexpected',
    });
  });

  it('maps each state to the spec’s English wording', () => {
    expect(shown(SUBMISSION_IDLE)).toBeNull();
    expect(shown(SENDING)).toBe('Sending...');
    expect(shown({status: 'sent'})).toBe('Thank you for subscribing!');
    expect(shown({status: 'failed', reason: 'missing'})).toBe('Email missing');
    expect(shown({status: 'failed', reason: 'duplicate'})).toBe('Email Address already registered');
    expect(shown({status: 'failed', reason: 'unexpected'})).toBe('An unexpected error occurred');
  });

  it('says "too many attempts with this address" in German for a duplicate', () => {
    expect(shown({status: 'failed', reason: 'duplicate'}, 'de')).toBe(
      'Zu viele Versuche mit dieser E-Mail-Adresse',
    );
  });
});

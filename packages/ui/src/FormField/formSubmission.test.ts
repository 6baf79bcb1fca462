import {describe, expect, it} from 'vitest';
import {
  settle,
  SUBMISSION_IDLE,
  submissionMessageKeys,
  submissionReducer,
  type SubmissionMessages,
  type SubmissionState,
} from './formSubmission.ts';

type Reason = 'missing' | 'duplicate' | 'unexpected';
const SENDING: SubmissionState<Reason> = {status: 'sending'};
const SENT: SubmissionState<Reason> = {status: 'sent'};
const MISSING: SubmissionState<Reason> = {status: 'failed', reason: 'missing'};

describe('submissionReducer (idle → sending → sent | failed)', () => {
  it('sends on submit and ends in sent or failed with the reason', () => {
    expect(submissionReducer<Reason>(SUBMISSION_IDLE, {type: 'submit'})).toEqual(SENDING);
    expect(submissionReducer(SENDING, {type: 'succeed'})).toEqual(SENT);
    expect(submissionReducer(SENDING, {type: 'fail', reason: 'duplicate'})).toEqual({
      status: 'failed',
      reason: 'duplicate',
    });
  });

  it('fails without sending on reject (e.g. the newsletter’s empty address)', () => {
    expect(submissionReducer<Reason>(SUBMISSION_IDLE, {type: 'reject', reason: 'missing'})).toEqual(
      MISSING,
    );
    expect(submissionReducer(SENT, {type: 'reject', reason: 'missing'})).toEqual(MISSING);
  });

  it('ignores a second submit while sending and answers outside sending', () => {
    expect(submissionReducer(SENDING, {type: 'submit'})).toBe(SENDING);
    expect(submissionReducer(SENDING, {type: 'reject', reason: 'missing'})).toBe(SENDING);
    expect(submissionReducer<Reason>(SUBMISSION_IDLE, {type: 'succeed'})).toBe(SUBMISSION_IDLE);
    expect(submissionReducer(MISSING, {type: 'fail', reason: 'unexpected'})).toBe(MISSING);
  });

  it('lets the visitor send again after a failure or a success, and resets to idle', () => {
    expect(submissionReducer(MISSING, {type: 'submit'})).toEqual(SENDING);
    expect(submissionReducer(SENT, {type: 'submit'})).toEqual(SENDING);
    expect(submissionReducer(SENT, {type: 'reset'})).toEqual(SUBMISSION_IDLE);
    expect(submissionReducer(MISSING, {type: 'reset'})).toEqual(SUBMISSION_IDLE);
    expect(submissionReducer(SENDING, {type: 'reset'})).toBe(SENDING);
  });
});

describe('submissionMessageKeys', () => {
  const contact: SubmissionMessages<Reason> = {
    sending: 'contactFormSending',
    sent: 'contactFormSent',
    failed: 'contactFormError',
  };

  it('puts sending and sent in the status region, a failure in the alert region', () => {
    expect(submissionMessageKeys(SUBMISSION_IDLE, contact)).toEqual({status: null, alert: null});
    expect(submissionMessageKeys(SENDING, contact)).toEqual({
      status: 'contactFormSending',
      alert: null,
    });
    expect(submissionMessageKeys(SENT, contact)).toEqual({status: 'contactFormSent', alert: null});
    expect(submissionMessageKeys(MISSING, contact)).toEqual({
      status: null,
      alert: 'contactFormError',
    });
  });

  it('says nothing once sent without a sent text, and picks the alert by reason', () => {
    const messages: SubmissionMessages<Reason> = {
      sending: 'newsletterSending',
      failed: (reason) =>
        reason === 'missing' ? 'newsletterEmailMissing' : 'newsletterUnexpectedError',
    };
    expect(submissionMessageKeys(SENT, messages).status).toBeNull();
    expect(submissionMessageKeys(MISSING, messages).alert).toBe('newsletterEmailMissing');
    expect(submissionMessageKeys({status: 'failed', reason: 'unexpected'}, messages).alert).toBe(
      'newsletterUnexpectedError',
    );
  });
});

describe('settle', () => {
  it('turns a resolved task into success and a thrown one into failure', async () => {
    await expect(settle(Promise.resolve({status: 'ok'}))).resolves.toEqual({ok: true});
    await expect(settle(Promise.reject(new Error('Could not post rating')))).resolves.toEqual({
      ok: false,
      reason: 'error',
    });
  });
});

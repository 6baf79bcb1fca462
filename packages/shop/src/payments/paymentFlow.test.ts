import {describe, expect, it} from 'vitest';
import {
  INITIAL_PAYMENT_STATE,
  offersPayButton,
  paymentReducer,
  type PaymentAction,
  type PaymentState,
} from './paymentFlow.ts';

function run(...actions: PaymentAction[]): PaymentState {
  return actions.reduce(paymentReducer, INITIAL_PAYMENT_STATE);
}

describe('paymentReducer', () => {
  it('starts loading the SDK', () => {
    expect(INITIAL_PAYMENT_STATE).toEqual({status: 'loading', error: null});
  });

  it('is ready once the SDK loaded, unavailable with a message when it failed', () => {
    expect(run({type: 'sdkReady'})).toEqual({status: 'ready', error: null});
    expect(run({type: 'sdkFailed'})).toEqual({status: 'unavailable', error: 'paymentUnavailable'});
  });

  it('goes ready → processing → paid on a confirmed payment', () => {
    expect(run({type: 'sdkReady'}, {type: 'started'})).toEqual({
      status: 'processing',
      error: null,
    });
    expect(run({type: 'sdkReady'}, {type: 'started'}, {type: 'paid'})).toEqual({
      status: 'paid',
      error: null,
    });
  });

  it('keeps the spec §8 message when the order service fails', () => {
    expect(
      run({type: 'sdkReady'}, {type: 'started'}, {type: 'failed', error: 'orderErrorKlarnaOrder'}),
    ).toEqual({status: 'failed', error: 'orderErrorKlarnaOrder'});
  });

  it('returns to ready on cancel, so the buyer can pay again', () => {
    expect(run({type: 'sdkReady'}, {type: 'started'}, {type: 'cancelled'})).toEqual({
      status: 'ready',
      error: null,
    });
  });

  it('allows a retry after a failure and clears the message', () => {
    const failed = run({type: 'sdkReady'}, {type: 'failed', error: 'paymentFailed'});
    expect(failed).toEqual({status: 'failed', error: 'paymentFailed'});
    expect(paymentReducer(failed, {type: 'started'})).toEqual({status: 'processing', error: null});
  });

  it('ignores actions that do not apply: paid and unavailable are final', () => {
    const paid = run({type: 'sdkReady'}, {type: 'started'}, {type: 'paid'});
    expect(paymentReducer(paid, {type: 'failed', error: 'paymentFailed'})).toBe(paid);
    expect(paymentReducer(paid, {type: 'started'})).toBe(paid);
    const unavailable = run({type: 'sdkFailed'});
    expect(paymentReducer(unavailable, {type: 'sdkReady'})).toBe(unavailable);
    const loading = run();
    expect(paymentReducer(loading, {type: 'started'})).toBe(loading);
    expect(paymentReducer(loading, {type: 'paid'})).toBe(loading);
  });

  it('after an approval offers no pay button until paid, only a retry of the same post', () => {
    const confirming = run({type: 'sdkReady'}, {type: 'approved'});
    expect(confirming).toEqual({status: 'confirming', error: null});
    expect(offersPayButton(confirming)).toBe(false);
    // A cancel or an SDK error of a second press cannot bring the button back.
    expect(paymentReducer(confirming, {type: 'cancelled'})).toBe(confirming);
    expect(paymentReducer(confirming, {type: 'failed', error: 'paymentFailed'})).toBe(confirming);
    const unconfirmed = paymentReducer(confirming, {
      type: 'unconfirmed',
      error: 'orderErrorPaypalTransaction',
    });
    expect(unconfirmed).toEqual({status: 'unconfirmed', error: 'orderErrorPaypalTransaction'});
    expect(offersPayButton(unconfirmed)).toBe(false);
    expect(paymentReducer(unconfirmed, {type: 'started'})).toBe(unconfirmed);
    expect(paymentReducer(unconfirmed, {type: 'approved'})).toEqual(confirming);
    expect(paymentReducer(unconfirmed, {type: 'paid'}).status).toBe('paid');
  });

  it('reopens the pay button only when the service refused and says no money moved', () => {
    const unconfirmed = run(
      {type: 'sdkReady'},
      {type: 'approved'},
      {type: 'unconfirmed', error: 'orderErrorPaypalTransaction'},
    );
    const reopened = paymentReducer(unconfirmed, {
      type: 'reopened',
      error: 'orderErrorPaypalTransaction',
    });
    expect(reopened).toEqual({status: 'failed', error: 'orderErrorPaypalTransaction'});
    expect(offersPayButton(reopened)).toBe(true);
  });
});

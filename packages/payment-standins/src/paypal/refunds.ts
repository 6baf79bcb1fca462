// Refunds in the PayPal stand-in (POST /v2/payments/captures/{id}/refund): a completed capture
// is refunded in whole or in parts, never beyond what is left of it and only in its currency; no
// amount refunds what is left. The refund as PayPal shows it.
// Reference: https://developer.paypal.com/docs/api/payments/v2/#captures_refund.
import {invalid, randomId, unprocessable, type Answer} from './answers.ts';
import {
  centsOf,
  MONEY_VALUE,
  valueOf,
  type StandInCapture,
  type StandInRefund,
} from './resources.ts';

/**
 * Refunds `capture` as `body` asks at `stamp` (the capture's refunded cents and status follow):
 * the new refund, or PayPal's refusal.
 */
export function refundCapture(
  capture: StandInCapture,
  body: unknown,
  stamp: string,
): {ok: true; refund: StandInRefund} | {ok: false; answer: Answer} {
  const refused = (answer: Answer) => ({ok: false, answer}) as const;
  if (capture.status === 'REFUNDED') {
    return refused(
      unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.'),
    );
  }
  if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
    return refused(
      unprocessable(
        'PENDING_CAPTURE',
        `Cannot initiate a refund as the capture is ${capture.status}.`,
      ),
    );
  }
  const request = (body ?? {}) as Record<string, unknown>;
  const left = centsOf(capture.amount.value) - capture.refundedCents;
  let cents = left;
  const amount = request['amount'] as Record<string, unknown> | undefined;
  if (amount !== undefined) {
    if (typeof amount['value'] !== 'string' || !MONEY_VALUE.test(amount['value'])) {
      return refused(
        invalid(
          '/amount/value',
          'INVALID_PARAMETER_SYNTAX',
          'The value field is a decimal string.',
        ),
      );
    }
    if (amount['currency_code'] !== capture.amount.currency_code) {
      return refused(
        unprocessable(
          'REFUND_CAPTURE_CURRENCY_MISMATCH',
          'Refund must be in the same currency as the capture.',
        ),
      );
    }
    cents = centsOf(amount['value']);
    if (cents <= 0) {
      return refused(unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.'));
    }
    if (cents > left) {
      return refused(
        unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        ),
      );
    }
  }
  capture.refundedCents += cents;
  capture.status =
    capture.refundedCents >= centsOf(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.update_time = stamp;
  const note = request['note_to_payer'];
  const refund: StandInRefund = {
    id: randomId(17),
    status: 'COMPLETED',
    amount: {currency_code: capture.amount.currency_code, value: valueOf(cents)},
    ...(typeof note === 'string' && note !== '' ? {note_to_payer: note.slice(0, 255)} : {}),
    create_time: stamp,
    captureId: capture.id,
  };
  return {ok: true, refund};
}

/** A refund as PayPal shows it (resource of refund webhook events), links under `base`. */
export function refundView(refund: StandInRefund, base: string): Record<string, unknown> {
  const {captureId, ...shown} = refund;
  return {
    ...shown,
    update_time: refund.create_time,
    links: [
      {href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET'},
      {href: `${base}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET'},
    ],
  };
}

import {describe, expect, it} from 'vitest';
import type {PaymentStatus} from '@schaufenster/core';
import {checkPayment, paymentCheckOf} from './paymentCheck.ts';

function status(fields: Partial<PaymentStatus>): PaymentStatus {
  return {
    order_id: 'SF-1001',
    payment_state: 'none',
    fulfilment_state: 'awaiting_payment',
    method: 'paypal',
    can_pay: true,
    ...fields,
  };
}

describe('paymentCheckOf', () => {
  it('offers the pay button only when the service says no money moved', () => {
    expect(paymentCheckOf(status({}))).toEqual({kind: 'open'});
    for (const state of ['paid', 'pending', 'authorized']) {
      const answer = status({payment_state: state, can_pay: false});
      expect(paymentCheckOf(answer)).toEqual({kind: 'settled', status: answer});
    }
    const refunded = status({payment_state: 'refunded', can_pay: false});
    expect(paymentCheckOf(refunded)).toEqual({kind: 'closed', status: refunded});
  });
});

describe('checkPayment', () => {
  it('asks for the order by its uuid; a failed read leaves the server to refuse', async () => {
    const asked: string[] = [];
    const paid = status({payment_state: 'paid', can_pay: false});
    const check = await checkPayment(
      {
        paymentStatus: async ({order_uuid}) => {
          asked.push(order_uuid);
          return paid;
        },
      },
      'u-1',
    );
    expect(asked).toEqual(['u-1']);
    expect(check).toEqual({kind: 'settled', status: paid});
    const failing = {paymentStatus: () => Promise.reject(new Error('Could not read'))};
    await expect(checkPayment(failing, 'u-1')).resolves.toEqual({kind: 'open'});
  });
});

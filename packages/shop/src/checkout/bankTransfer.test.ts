import {describe, expect, it} from 'vitest';
import {JEWELLER_SETTINGS} from '../stories/checkoutSeed.ts';
import {bankTransferFor, isPrepayment} from './bankTransfer.ts';

describe('bankTransferFor (decision 009i Prepayment)', () => {
  const order = {orderId: 'SF-1001', amount: 6574.8, paymentMethod: 1};

  it('gives amount, the order number as reference and the bank account for prepayment', () => {
    expect(isPrepayment(JEWELLER_SETTINGS, '1')).toBe(true);
    expect(bankTransferFor(JEWELLER_SETTINGS, order)).toEqual({
      amount: 6574.8,
      reference: 'SF-1001',
      account: {
        account_holder: 'Juwelier Morgenstern e.K.',
        bank_name: 'Beispielbank Frankfurt',
        iban: 'DE02120300000000202051',
        bic: 'BYLADEM1001',
      },
    });
  });

  it('still asks for the transfer without bank details in settings (they follow by e-mail)', () => {
    const settings = {...JEWELLER_SETTINGS, bank_details: null};
    expect(bankTransferFor(settings, order)).toEqual({
      amount: 6574.8,
      reference: 'SF-1001',
      account: null,
    });
  });

  it('is null for PayPal, Klarna and unknown methods', () => {
    for (const paymentMethod of [4, 7, 99]) {
      expect(bankTransferFor(JEWELLER_SETTINGS, {...order, paymentMethod})).toBeNull();
    }
  });
});

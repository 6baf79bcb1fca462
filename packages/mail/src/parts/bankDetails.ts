// Bank details of a prepayment order, with the order number as the payment reference; the
// checkout promises them by e-mail ("Unsere Bankverbindung senden wir Ihnen per E-Mail").
import {createElement as h} from 'react';
import {Section} from 'react-email';
import {formatIban} from '@schaufenster/core';
import type {MailKit} from '../kit.ts';
import type {MailPrepayment} from '../types.ts';
import {facts, h2, p, type Fact} from './blocks.ts';

/** The transfer to make: amount, account and reference. */
export function bankDetails(kit: MailKit, prepayment: MailPrepayment, totalCents: number) {
  const amount = kit.price(totalCents);
  const rows: Fact[] = [
    [kit.t('checkoutTransferAccountHolder'), prepayment.accountHolder],
    [kit.t('checkoutTransferIban'), formatIban(prepayment.iban)],
  ];
  if (prepayment.bic) rows.push([kit.t('checkoutTransferBic'), prepayment.bic]);
  if (prepayment.bank) rows.push([kit.t('checkoutTransferBank'), prepayment.bank]);
  rows.push([kit.t('checkoutTransferReference'), prepayment.reference]);
  rows.push([kit.t('checkoutTransferAmount'), amount]);
  return h(
    Section,
    {style: {backgroundColor: kit.colors.panel, padding: '4px 16px 8px', margin: '0 0 16px'}},
    h2(kit, kit.t('checkoutTransferHeading')),
    p(kit, kit.t('checkoutTransferIntro', {amount})),
    facts(kit, rows),
    p(kit, kit.t('checkoutTransferReferenceNote')),
  );
}

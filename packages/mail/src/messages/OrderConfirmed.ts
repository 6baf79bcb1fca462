// Customer, when the shop accepts the order: the contract confirmation on a durable medium
// (section 312f BGB) with the content of the contract, the AGB and the Widerrufsbelehrung (German,
// binding), the model withdrawal form, and the bank details for prepayment.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {bankDetails} from '../parts/bankDetails.ts';
import {greeting, p, questions, signOff} from '../parts/blocks.ts';
import {legalTexts} from '../parts/legalTexts.ts';
import {orderSummary} from '../parts/orderSummary.ts';
import {excludedFromWithdrawal, withdrawalOnline} from '../parts/withdrawal.ts';
import type {MailMessage, MessageProps} from './message.ts';

function OrderConfirmed({kit, data}: MessageProps<'order-confirmed'>) {
  const heading = kit.t('mailOrderConfirmedHeading');
  return h(
    MailLayout,
    {kit, preview: heading, heading},
    greeting(kit, data.customer.name),
    p(
      kit,
      kit.t('mailOrderConfirmedIntro', {orderId: data.orderId, date: kit.date(data.createdAt)}),
    ),
    p(kit, kit.t('mailOrderConfirmedKeep')),
    data.prepayment ? bankDetails(kit, data.prepayment, data.totalCents) : null,
    orderSummary(kit, data, kit.t('mailOrderLinesHeading')),
    excludedFromWithdrawal(kit, data),
    withdrawalOnline(kit),
    questions(kit),
    signOff(kit),
    legalTexts(kit),
  );
}

/** The contract confirmation. */
export const orderConfirmed: MailMessage<'order-confirmed'> = {
  owner: false,
  subject: (kit, data) => kit.t('mailOrderConfirmedSubject', {orderId: data.orderId}),
  Body: OrderConfirmed,
};

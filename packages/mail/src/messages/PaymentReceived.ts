// Customer, when the payment of an order has arrived (a transfer the owner marks paid, or a
// provider's capture).
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {greeting, p, questions, signOff} from '../parts/blocks.ts';
import {withdrawalOnline} from '../parts/withdrawal.ts';
import type {MailMessage, MessageProps} from './message.ts';

function PaymentReceived({kit, data}: MessageProps<'payment-received'>) {
  const heading = kit.t('mailPaymentReceivedHeading');
  return h(
    MailLayout,
    {kit, preview: heading, heading},
    greeting(kit, data.customer.name),
    p(
      kit,
      kit.t('mailPaymentReceivedIntro', {
        amount: kit.price(data.totalCents),
        orderId: data.orderId,
      }),
    ),
    withdrawalOnline(kit),
    questions(kit),
    signOff(kit),
  );
}

/** Payment received. */
export const paymentReceived: MailMessage<'payment-received'> = {
  owner: false,
  subject: (kit, data) => kit.t('mailPaymentReceivedSubject', {orderId: data.orderId}),
  Body: PaymentReceived,
};

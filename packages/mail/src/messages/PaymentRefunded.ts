// Customer, when a payment arrived for an order already cancelled (or withdrawn) and the service
// refunded it at once (decision 072): why, that the money goes back through the provider, and
// roughly when. Sent instead of "payment received".
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {greeting, p, questions, signOff} from '../parts/blocks.ts';
import {refundFacts} from '../parts/refund.ts';
import type {MailMessage, MessageProps} from './message.ts';

function PaymentRefunded({kit, data}: MessageProps<'payment-refunded'>) {
  const heading = kit.t('mailPaymentRefundedHeading');
  const {refund} = data;
  return h(
    MailLayout,
    {kit, preview: heading, heading},
    greeting(kit, data.customer.name),
    p(
      kit,
      kit.t('mailPaymentRefundedIntro', {
        reason: refund.reason,
        orderId: data.orderId,
        date: kit.date(data.createdAt),
        amount: kit.price(refund.amountCents),
      }),
    ),
    p(kit, kit.t('mailPaymentRefundedRefund', {provider: refund.provider})),
    refundFacts(kit, refund),
    refund.reason === 'withdrawn' ? null : p(kit, kit.t('mailPaymentRefundedOrderAgain')),
    questions(kit),
    signOff(kit),
  );
}

/** A late payment refunded, to the customer. */
export const paymentRefunded: MailMessage<'payment-refunded'> = {
  owner: false,
  subject: (kit, data) => kit.t('mailPaymentRefundedSubject', {orderId: data.orderId}),
  Body: PaymentRefunded,
};

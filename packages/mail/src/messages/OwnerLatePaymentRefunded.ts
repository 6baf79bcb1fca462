// Owner, when a payment arrived for an order already cancelled (or withdrawn) and the service
// refunded it at once (decision 072): which order, how much, through which provider, the refund
// id and why; nothing to ship. Sent instead of the new-order message. Reply-To the customer.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {p} from '../parts/blocks.ts';
import {orderSummary} from '../parts/orderSummary.ts';
import {refundFacts} from '../parts/refund.ts';
import type {MailMessage, MessageProps} from './message.ts';
import {senderFacts} from './ownerFacts.ts';

function OwnerLatePaymentRefunded({
  kit,
  data,
  visitorLang,
}: MessageProps<'owner-late-payment-refunded'>) {
  const heading = kit.t('mailOwnerLateRefundHeading', {orderId: data.orderId});
  const {refund} = data;
  return h(
    MailLayout,
    {kit, preview: heading, heading, owner: true},
    p(
      kit,
      kit.t('mailOwnerLateRefundIntro', {
        provider: refund.provider,
        amount: kit.price(refund.amountCents),
        orderId: data.orderId,
        date: kit.date(data.createdAt),
        reason: refund.reason,
      }),
    ),
    refundFacts(kit, refund),
    p(kit, h('strong', null, kit.t('mailOwnerLateRefundDone', {provider: refund.provider}))),
    senderFacts(kit, data.customer, visitorLang),
    orderSummary(kit, data, kit.t('mailOwnerOrderLinesHeading')),
    p(kit, kit.t('mailOwnerReplyHint', {name: data.customer.name})),
  );
}

/** A late payment refunded, to the owner. */
export const ownerLatePaymentRefunded: MailMessage<'owner-late-payment-refunded'> = {
  owner: true,
  subject: (kit, data) =>
    kit.t('mailOwnerLateRefundSubject', {
      orderId: data.orderId,
      amount: kit.price(data.refund.amountCents),
    }),
  Body: OwnerLatePaymentRefunded,
};

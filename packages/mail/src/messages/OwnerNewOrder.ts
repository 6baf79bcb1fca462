// Owner, for each new order (on placement for prepayment, when paid or authorized for online
// payments): everything needed to pack and ship. The outbox sets Reply-To to the customer.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {p} from '../parts/blocks.ts';
import {orderSummary} from '../parts/orderSummary.ts';
import {excludedFromWithdrawal} from '../parts/withdrawal.ts';
import type {MailMessage, MessageProps} from './message.ts';
import {senderFacts} from './ownerFacts.ts';

function OwnerNewOrder({kit, data, visitorLang}: MessageProps<'owner-new-order'>) {
  const heading = kit.t('mailOwnerNewOrderHeading', {orderId: data.orderId});
  const {name, email} = data.customer;
  return h(
    MailLayout,
    {kit, preview: heading, heading, owner: true},
    p(kit, kit.t('mailOwnerNewOrderIntro', {name, email, date: kit.dateTime(data.createdAt)})),
    data.prepayment
      ? p(
          kit,
          h(
            'strong',
            null,
            kit.t('mailOwnerPrepaymentNote', {reference: data.prepayment.reference}),
          ),
        )
      : null,
    senderFacts(kit, data.customer, visitorLang),
    orderSummary(kit, data, kit.t('mailOwnerOrderLinesHeading')),
    excludedFromWithdrawal(kit, data, true),
    p(kit, kit.t('mailOwnerReplyHint', {name})),
  );
}

/** A new order, to the owner. */
export const ownerNewOrder: MailMessage<'owner-new-order'> = {
  owner: true,
  subject: (kit, data) =>
    kit.t('mailOwnerNewOrderSubject', {orderId: data.orderId, total: kit.price(data.totalCents)}),
  Body: OwnerNewOrder,
};

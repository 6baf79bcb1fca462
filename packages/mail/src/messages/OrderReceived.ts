// Customer, at once on placing an order: the acknowledgement of receipt (section 312i BGB),
// which says plainly that it is not yet the acceptance. Prepayment orders get the bank details.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {bankDetails} from '../parts/bankDetails.ts';
import {greeting, p, questions, signOff} from '../parts/blocks.ts';
import {orderSummary} from '../parts/orderSummary.ts';
import {withdrawalOnline} from '../parts/withdrawal.ts';
import type {MailMessage, MessageProps} from './message.ts';

function OrderReceived({kit, data}: MessageProps<'order-received'>) {
  const heading = kit.t('mailOrderReceivedHeading');
  return h(
    MailLayout,
    {kit, preview: heading, heading},
    greeting(kit, data.customer.name),
    p(
      kit,
      kit.t('mailOrderReceivedIntro', {orderId: data.orderId, date: kit.date(data.createdAt)}),
    ),
    p(kit, kit.t('mailOrderReceivedNotAccepted')),
    data.prepayment ? bankDetails(kit, data.prepayment, data.totalCents) : null,
    orderSummary(kit, data, kit.t('mailOrderLinesHeading')),
    withdrawalOnline(kit),
    questions(kit),
    signOff(kit),
  );
}

/** The acknowledgement of receipt. */
export const orderReceived: MailMessage<'order-received'> = {
  owner: false,
  subject: (kit, data) => kit.t('mailOrderReceivedSubject', {orderId: data.orderId}),
  Body: OrderReceived,
};

// Owner, when a customer withdraws through the withdrawal function: who, which order, when,
// which pieces are excluded, and the refund rule (section 357 BGB).
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {p} from '../parts/blocks.ts';
import {orderSummary} from '../parts/orderSummary.ts';
import {excludedFromWithdrawal} from '../parts/withdrawal.ts';
import type {MailMessage, MessageProps} from './message.ts';
import {senderFacts} from './ownerFacts.ts';

function OwnerWithdrawal({kit, data, visitorLang}: MessageProps<'owner-withdrawal'>) {
  const heading = kit.t('mailOwnerWithdrawalSubject', {orderId: data.orderId});
  const {name, email} = data.customer;
  return h(
    MailLayout,
    {kit, preview: heading, heading, owner: true},
    p(
      kit,
      kit.t('mailOwnerWithdrawalIntro', {
        name,
        email,
        orderId: data.orderId,
        at: kit.dateTime(data.at),
      }),
    ),
    excludedFromWithdrawal(kit, data, true),
    p(kit, kit.t('mailOwnerWithdrawalNext')),
    senderFacts(kit, data.customer, visitorLang),
    orderSummary(kit, data, kit.t('mailOwnerOrderLinesHeading')),
    p(kit, kit.t('mailOwnerReplyHint', {name})),
  );
}

/** A withdrawal, to the owner. */
export const ownerWithdrawal: MailMessage<'owner-withdrawal'> = {
  owner: true,
  subject: (kit, data) => kit.t('mailOwnerWithdrawalSubject', {orderId: data.orderId}),
  Body: OwnerWithdrawal,
};

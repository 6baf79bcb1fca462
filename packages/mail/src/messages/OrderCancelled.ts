// Customer, when the order is cancelled (by the owner, or an online payment that never came).
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {greeting, p, questions, signOff} from '../parts/blocks.ts';
import type {MailMessage, MessageProps} from './message.ts';

function OrderCancelled({kit, data}: MessageProps<'order-cancelled'>) {
  const heading = kit.t('mailOrderCancelledHeading');
  return h(
    MailLayout,
    {kit, preview: heading, heading},
    greeting(kit, data.customer.name),
    p(
      kit,
      kit.t('mailOrderCancelledIntro', {orderId: data.orderId, date: kit.date(data.createdAt)}),
    ),
    p(kit, kit.t('mailOrderCancelledRefund')),
    questions(kit),
    signOff(kit),
  );
}

/** Cancelled. */
export const orderCancelled: MailMessage<'order-cancelled'> = {
  owner: false,
  subject: (kit, data) => kit.t('mailOrderCancelledSubject', {orderId: data.orderId}),
  Body: OrderCancelled,
};

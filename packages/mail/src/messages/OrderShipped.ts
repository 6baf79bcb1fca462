// Customer, when the owner ships the order, with the tracking number when there is one.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {greeting, p, questions, signOff} from '../parts/blocks.ts';
import {withdrawalOnline} from '../parts/withdrawal.ts';
import type {MailMessage, MessageProps} from './message.ts';

function OrderShipped({kit, data}: MessageProps<'order-shipped'>) {
  const heading = kit.t('mailOrderShippedHeading');
  const tracking = data.tracking?.trim();
  return h(
    MailLayout,
    {kit, preview: heading, heading},
    greeting(kit, data.customer.name),
    p(kit, kit.t('mailOrderShippedIntro', {orderId: data.orderId})),
    tracking ? p(kit, h('strong', null, kit.t('mailOrderShippedTracking', {tracking}))) : null,
    withdrawalOnline(kit),
    questions(kit),
    signOff(kit),
  );
}

/** Shipped. */
export const orderShipped: MailMessage<'order-shipped'> = {
  owner: false,
  subject: (kit, data) => kit.t('mailOrderShippedSubject', {orderId: data.orderId}),
  Body: OrderShipped,
};

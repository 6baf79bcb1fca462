// Owner, for each product request ("request availability" and the like). The outbox sets
// Reply-To to the visitor. Fields of the request beyond name, e-mail and message are listed as
// sent, so nothing the visitor filled in is lost.
import {createElement as h} from 'react';
import type {MailKit} from '../kit.ts';
import {MailLayout} from '../layout/MailLayout.ts';
import {facts, h2, p, quoted, type Fact} from '../parts/blocks.ts';
import type {MailMessage, MessageProps} from './message.ts';
import {productLabel, senderFacts} from './ownerFacts.ts';

type RequestData = MessageProps<'owner-request'>['data'];

/** Payload fields shown elsewhere in the message, or internal to the service. */
const SHOWN = new Set(['name', 'email', 'message', 'product', 'project']);

function OwnerRequest({kit, data, visitorLang}: MessageProps<'owner-request'>) {
  const heading = subject(kit, data);
  const sender = senderOf(data);
  const more: Fact[] = data.product
    ? [[kit.t('mailLineItem'), productLabel(kit, data.product)]]
    : [];
  const details: Fact[] = Object.entries(data.payload)
    .filter(([key, value]) => !SHOWN.has(key) && value != null && value !== '')
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  const message = data.message?.trim() ? data.message : undefined;
  return h(
    MailLayout,
    {kit, preview: heading, heading, owner: true},
    p(kit, kit.t('mailOwnerRequestIntro', {sender})),
    senderFacts(kit, data, visitorLang, more),
    message === undefined ? null : h2(kit, kit.t('mailMessageLabel')),
    message === undefined ? null : quoted(kit, message),
    details.length > 0 ? h2(kit, kit.t('mailRequestDetails')) : null,
    details.length > 0 ? facts(kit, details) : null,
    p(kit, kit.t('mailOwnerReplyHint', {name: sender})),
  );
}

function senderOf(data: RequestData): string {
  return data.name?.trim() || data.email;
}

function subject(kit: MailKit, data: RequestData): string {
  const sender = senderOf(data);
  return data.product
    ? kit.t('mailOwnerRequestProductSubject', {product: productLabel(kit, data.product), sender})
    : kit.t('mailOwnerRequestSubject', {sender});
}

/** A product request, to the owner. */
export const ownerRequest: MailMessage<'owner-request'> = {
  owner: true,
  subject,
  Body: OwnerRequest,
};

// Owner, for each contact-form message. The outbox sets Reply-To to the visitor.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {h2, p, quoted} from '../parts/blocks.ts';
import type {MailMessage, MessageProps} from './message.ts';
import {senderFacts} from './ownerFacts.ts';

function OwnerContact({kit, data, visitorLang}: MessageProps<'owner-contact'>) {
  const heading = kit.t('mailOwnerContactSubject', {name: data.name});
  return h(
    MailLayout,
    {kit, preview: heading, heading, owner: true},
    p(kit, kit.t('mailOwnerContactIntro', {name: data.name, email: data.email})),
    senderFacts(kit, data, visitorLang),
    h2(kit, kit.t('mailMessageLabel')),
    quoted(kit, data.message),
    p(kit, kit.t('mailOwnerReplyHint', {name: data.name})),
  );
}

/** A contact message, to the owner. */
export const ownerContact: MailMessage<'owner-contact'> = {
  owner: true,
  subject: (kit, data) => kit.t('mailOwnerContactSubject', {name: data.name}),
  Body: OwnerContact,
};

// Visitor, on a newsletter sign-up: the double opt-in link. Nothing is sent to the address until
// it is followed; the mail also carries the unsubscribe link and its RFC 8058 headers.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {mailButton, mailLink, mutedP, p, signOff} from '../parts/blocks.ts';
import type {MailMessage, MessageProps} from './message.ts';

function NewsletterConfirm({kit, data}: MessageProps<'newsletter-confirm'>) {
  const shop = kit.shop.name;
  return h(
    MailLayout,
    {
      kit,
      preview: kit.t('mailNewsletterConfirmSubject', {shop}),
      heading: kit.t('mailNewsletterConfirmHeading'),
    },
    p(kit, kit.t('mailGreetingAnonymous')),
    p(kit, kit.t('mailNewsletterConfirmIntro', {shop})),
    mailButton(kit, kit.url(data.confirmUrl), kit.t('mailNewsletterConfirmButton')),
    p(kit, kit.t('mailNewsletterConfirmIgnore')),
    signOff(kit),
    mutedP(
      kit,
      kit.rich('mailNewsletterUnsubscribe', {
        unsubscribeLink: (chunks) => mailLink(kit, kit.url(data.unsubscribeUrl), chunks),
      }),
    ),
  );
}

/** The newsletter's double opt-in. */
export const newsletterConfirm: MailMessage<'newsletter-confirm'> = {
  owner: false,
  subject: (kit) => kit.t('mailNewsletterConfirmSubject', {shop: kit.shop.name}),
  Body: NewsletterConfirm,
};

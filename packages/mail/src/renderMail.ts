// Renders one message to a subject, HTML and a plain-text part, with the logo as an inline
// attachment. React escapes every value; the subject is made one header line.
import {createElement as h} from 'react';
import {render, toPlainText} from 'react-email';
import {headerText} from './headerText.ts';
import {mailKit} from './kit.ts';
import {logoAttachments} from './logo.ts';
import type {MailMessage} from './messages/message.ts';
import {newsletterConfirm} from './messages/NewsletterConfirm.ts';
import {orderCancelled} from './messages/OrderCancelled.ts';
import {orderConfirmed} from './messages/OrderConfirmed.ts';
import {orderReceived} from './messages/OrderReceived.ts';
import {orderShipped} from './messages/OrderShipped.ts';
import {ownerContact} from './messages/OwnerContact.ts';
import {ownerLatePaymentRefunded} from './messages/OwnerLatePaymentRefunded.ts';
import {ownerNewOrder} from './messages/OwnerNewOrder.ts';
import {ownerRating} from './messages/OwnerRating.ts';
import {ownerRequest} from './messages/OwnerRequest.ts';
import {ownerWithdrawal} from './messages/OwnerWithdrawal.ts';
import {paymentReceived} from './messages/PaymentReceived.ts';
import {paymentRefunded} from './messages/PaymentRefunded.ts';
import {withdrawalReceived} from './messages/WithdrawalReceived.ts';
import type {MailContext, MailKind, MailLang, MailRequest, RenderedMail} from './types.ts';

/** The owner's language: the shops are German and the content names no other. */
const OWNER_LANG: MailLang = 'de';

/** Every kind of message. */
const MESSAGES: {[K in MailKind]: MailMessage<K>} = {
  'owner-contact': ownerContact,
  'owner-request': ownerRequest,
  'owner-rating': ownerRating,
  'newsletter-confirm': newsletterConfirm,
  'order-received': orderReceived,
  'order-confirmed': orderConfirmed,
  'owner-new-order': ownerNewOrder,
  'payment-received': paymentReceived,
  'order-shipped': orderShipped,
  'order-cancelled': orderCancelled,
  'withdrawal-received': withdrawalReceived,
  'owner-withdrawal': ownerWithdrawal,
  'payment-refunded': paymentRefunded,
  'owner-late-payment-refunded': ownerLatePaymentRefunded,
};

/** Headings stay in the text part as written (html-to-text would upper-case them). */
const TEXT_OPTIONS = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({
    selector,
    options: {uppercase: false},
  })),
};

/**
 * Renders `request` for its recipient: the visitor in `context.lang`, the owner in German (the
 * owner's messages name the visitor's language instead).
 */
export async function renderMail(
  request: MailRequest,
  context: MailContext,
): Promise<RenderedMail> {
  const message = MESSAGES[request.kind] as MailMessage<MailKind>;
  const kit = mailKit(message.owner ? OWNER_LANG : context.lang, context.shop);
  const data = request.data as never;
  const html = await render(h(message.Body, {kit, data, visitorLang: context.lang}));
  return {
    subject: headerText(message.subject(kit, data)),
    html,
    text: toPlainText(html, TEXT_OPTIONS),
    attachments: logoAttachments(context.shop),
    ...(request.kind === 'newsletter-confirm'
      ? {headers: unsubscribeHeaders(kit.url(request.data.unsubscribeUrl))}
      : {}),
  };
}

/** One-click unsubscribe (RFC 8058): the link as `List-Unsubscribe`, and the POST marker. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${headerText(url)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

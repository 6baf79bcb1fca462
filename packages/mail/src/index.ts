// Public face of @schaufenster/mail: the shop's e-mails, rendered in Node (the order service's
// outbox) and in Storybook. README.md says where to start.
export {renderMail} from './renderMail.ts';
export type {
  MailContext,
  MailKind,
  MailLang,
  MailLateRefund,
  MailOrder,
  MailRequest,
  MailShop,
  RenderedMail,
} from './types.ts';

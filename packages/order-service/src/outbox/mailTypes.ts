// The mail package's contract as the outbox uses it: its types, and the shape of `renderMail`,
// which the sender takes as a dependency so tests can render with a stand-in.
import type {MailContext, MailRequest, RenderedMail} from '@schaufenster/mail';

export type {
  MailKind,
  MailLang,
  MailLateRefund,
  MailOrder,
  MailRequest,
  MailShop,
} from '@schaufenster/mail';

/** The mail package's `renderMail`. */
export type RenderMail = (request: MailRequest, context: MailContext) => Promise<RenderedMail>;

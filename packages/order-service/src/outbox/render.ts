// The renderer the service sends with: the mail package's `renderMail`, loaded only when mail is
// on, so a service without SMTP never loads React.
import type {RenderMail} from './mailTypes.ts';

/** Loads `renderMail` from `@schaufenster/mail`. */
export async function loadRenderMail(): Promise<RenderMail> {
  const mail = await import('@schaufenster/mail');
  return mail.renderMail;
}

// The renderer the service sends with: the mail package's `renderMail`, loaded when mail is on.
import type {RenderMail} from './mailTypes.ts';

/** Loads `renderMail` from `@schaufenster/mail`. */
export async function loadRenderMail(): Promise<RenderMail> {
  const specifier = '@schaufenster/mail';
  const mail = (await import(specifier)) as {renderMail: RenderMail};
  return mail.renderMail;
}

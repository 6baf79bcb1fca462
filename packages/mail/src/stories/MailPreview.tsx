// A rendered message in a story: its subject, attachments and HTML (the body of the document,
// inline as a mail client shows it), and the plain-text part below. Attachments referenced as
// `cid:` are shown from their content.
import {useEffect, useMemo, useState} from 'react';
import {renderMail} from '../renderMail.ts';
import type {MailLang, MailRequest, MailShop, RenderedMail} from '../types.ts';

/** Props of {@link MailPreview}. */
interface MailPreviewProps {
  request: MailRequest;
  lang: MailLang;
  shop: MailShop;
}

/** Renders `request` with renderMail and shows the result. */
export function MailPreview({request, lang, shop}: MailPreviewProps) {
  const [mail, setMail] = useState<RenderedMail | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    renderMail(request, {lang, shop}).then(
      (rendered) => {
        if (current) setMail(rendered);
      },
      (reason: unknown) => {
        if (current) setError(String(reason));
      },
    );
    return () => {
      current = false;
    };
  }, [request, lang, shop]);
  const body = useMemo(() => (mail === undefined ? '' : bodyOf(mail)), [mail]);
  if (error !== undefined) return <p role="alert">{error}</p>;
  if (mail === undefined) return <p>…</p>;
  return (
    <article aria-label={mail.subject} style={{maxWidth: '680px', fontFamily: 'sans-serif'}}>
      <dl style={{margin: '0 0 16px', fontSize: '14px', color: '#1f1f1f'}}>
        <dt style={{fontWeight: 700}}>Subject</dt>
        <dd data-testid="mail-subject" style={{margin: '0 0 8px'}}>
          {mail.subject}
        </dd>
        <dt style={{fontWeight: 700}}>Attachments</dt>
        <dd style={{margin: 0}}>
          {mail.attachments.length === 0
            ? 'none'
            : mail.attachments.map((file) => `${file.filename} (cid:${file.cid})`).join(', ')}
        </dd>
      </dl>
      <div
        data-testid="mail-html"
        style={{border: '1px solid #d9d9d9'}}
        // The mail's own HTML, which React rendered and escaped.
        dangerouslySetInnerHTML={{__html: body}}
      />
      <details style={{marginTop: '16px'}}>
        <summary style={{color: '#1f1f1f'}}>Plain-text part</summary>
        <pre
          data-testid="mail-text"
          style={{whiteSpace: 'pre-wrap', fontSize: '13px', color: '#1f1f1f'}}
        >
          {mail.text}
        </pre>
      </details>
    </article>
  );
}

/** The document's body, with `cid:` images replaced by their attachment's content. */
function bodyOf(mail: RenderedMail): string {
  const document = new DOMParser().parseFromString(mail.html, 'text/html');
  for (const image of document.querySelectorAll('img[src^="cid:"]')) {
    const cid = image.getAttribute('src')?.slice('cid:'.length);
    const file = mail.attachments.find((attachment) => attachment.cid === cid);
    if (file !== undefined)
      image.setAttribute('src', `data:${file.contentType};base64,${base64(file.content)}`);
  }
  return document.body.innerHTML;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

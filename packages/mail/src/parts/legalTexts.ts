// The contract confirmation's legal part (section 312f BGB, Art. 246a EGBGB): the shop's AGB and
// Widerrufsbelehrung from its legal pages in German, the binding text, with the frame in the
// visitor's language, links to both pages, and the model withdrawal form (Anlage 2 EGBGB) with
// the shop's name, address and e-mail filled in.
import {localizedPath, sanitizeHtml} from '@schaufenster/core';
import {createElement as h} from 'react';
import {Section} from 'react-email';
import type {MailKit} from '../kit.ts';
import {h2, mailLink, p} from './blocks.ts';
import {withdrawalPageUrl} from './withdrawal.ts';

/** The model form's lines after the address, in order. */
const FORM_LINES = [
  'mailWithdrawalFormStatement',
  'mailWithdrawalFormOrdered',
  'mailWithdrawalFormName',
  'mailWithdrawalFormAddress',
  'mailWithdrawalFormSignature',
  'mailWithdrawalFormDate',
] as const;

/** AGB and Widerrufsbelehrung in full (German) with links to their pages, then the model form. */
export function legalTexts(kit: MailKit) {
  const {terms, withdrawal} = kit.shop.legal ?? {};
  const texts = [terms, withdrawal].filter((html): html is string => Boolean(html?.trim()));
  return h(
    Section,
    null,
    h2(kit, kit.t('mailLegalHeading')),
    p(
      kit,
      kit.rich('mailLegalLinks', {
        termsLink: (chunks) => mailLink(kit, kit.url(localizedPath('agb', kit.lang)), chunks),
        withdrawalLink: (chunks) => mailLink(kit, withdrawalPageUrl(kit), chunks),
      }),
    ),
    texts.length > 0 ? p(kit, kit.t('mailLegalBindingNote')) : null,
    ...texts.map((html, index) =>
      h('div', {
        key: index,
        lang: 'de',
        style: {fontSize: '14px', lineHeight: '21px', color: kit.colors.text, margin: '0 0 16px'},
        // The shop's own content, sanitized as on its pages: an allow-list of tags, no scripts.
        dangerouslySetInnerHTML: {__html: sanitizeHtml(html)},
      }),
    ),
    withdrawalForm(kit),
  );
}

/** The model withdrawal form in the visitor's language, addressed to the shop. */
function withdrawalForm(kit: MailKit) {
  const {shop} = kit;
  const trader = [shop.name, ...shop.address, shop.email]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return h(
    Section,
    {style: {backgroundColor: kit.colors.panel, padding: '4px 16px 8px', margin: '0 0 16px'}},
    h2(kit, kit.t('mailWithdrawalFormHeading')),
    p(kit, kit.t('mailWithdrawalFormIntro')),
    p(kit, kit.t('mailWithdrawalFormTo', {trader})),
    ...FORM_LINES.map((key) => p(kit, kit.t(key))),
    p(kit, kit.t('mailWithdrawalFormFootnote')),
  );
}

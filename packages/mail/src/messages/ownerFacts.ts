// What the owner's messages say about the person who wrote or ordered: name, e-mail address
// (a link, for a reply), and the language they used on the site, so the owner can answer in it.
import {createElement as h, Fragment} from 'react';
import type {MailKit} from '../kit.ts';
import {facts, mailLink, p, type Fact} from '../parts/blocks.ts';
import type {MailLang, MailProduct} from '../types.ts';

const LANGUAGE_NAMES = {de: 'languageNameDe', en: 'languageNameEn', fr: 'languageNameFr'} as const;

/** Name and e-mail of the visitor and any further rows, then the visitor's language. */
export function senderFacts(
  kit: MailKit,
  sender: {name?: string | undefined; email?: string | undefined},
  visitorLang: MailLang,
  more: readonly Fact[] = [],
) {
  const rows: Fact[] = [];
  const name = sender.name?.trim();
  const email = sender.email?.trim();
  if (name) rows.push([kit.t('contactFormName'), name]);
  if (email) rows.push([kit.t('checkoutEmail'), mailLink(kit, `mailto:${email}`, email)]);
  return h(
    Fragment,
    null,
    facts(kit, [...rows, ...more]),
    p(kit, kit.t('mailOwnerVisitorLanguage', {language: kit.t(LANGUAGE_NAMES[visitorLang])})),
  );
}

/** "Ring Aurora (Artikel-Nr. 103)", or "Artikel-Nr. 103" without a name. */
export function productLabel(kit: MailKit, product: MailProduct): string {
  const name = product.name?.trim();
  return name
    ? kit.t('mailProductWithId', {name, id: product.id})
    : kit.t('mailProductId', {id: product.id});
}

// The withdrawal parts of the order mails: the link to the online withdrawal function
// ("Vertrag widerrufen", in every order mail to the customer), the link to the Widerrufsbelehrung,
// and the pieces excluded from withdrawal because they were made to the customer's
// specifications (personalized lines).
import {localizedPath} from '@schaufenster/core';
import type {MailKit} from '../kit.ts';
import type {MailOrder} from '../types.ts';
import {mailLink, p} from './blocks.ts';

/**
 * Absolute address of the withdrawal function: the shop's own when it runs one elsewhere, else
 * the site's "Vertrag widerrufen" form in the mail's language.
 */
function withdrawalFunctionUrl(kit: MailKit): string {
  return kit.shop.withdrawalUrl ?? kit.url(localizedPath('withdrawalForm', kit.lang));
}

/** Absolute address of the shop's Widerrufsbelehrung page. */
export function withdrawalPageUrl(kit: MailKit): string {
  return kit.url(localizedPath('withdrawal', kit.lang));
}

/** "Sie können den Vertrag … auch online widerrufen: Vertrag widerrufen". */
export function withdrawalOnline(kit: MailKit) {
  return p(
    kit,
    kit.rich('mailWithdrawalOnline', {
      withdrawLink: (chunks) => mailLink(kit, withdrawalFunctionUrl(kit), chunks),
    }),
  );
}

/** The order's personalized lines by name, as excluded from withdrawal; null when there are none. */
export function excludedFromWithdrawal(kit: MailKit, order: MailOrder, owner = false) {
  const names = order.lines.filter((line) => line.personalization?.trim()).map((line) => line.name);
  if (names.length === 0) return null;
  const items = names.join(', ');
  return p(kit, kit.t(owner ? 'mailOwnerWithdrawalExcluded' : 'mailWithdrawalExcluded', {items}));
}

// The facts of a refunded late payment, the same in the customer's and the owner's message:
// the amount, the provider it went back through and the provider's refund id.
import type {MailKit} from '../kit.ts';
import type {MailLateRefund} from '../types.ts';
import {facts} from './blocks.ts';

/** Amount, provider and refund id as a table. */
export function refundFacts(kit: MailKit, refund: MailLateRefund) {
  return facts(kit, [
    [kit.t('mailRefundAmountLabel'), kit.price(refund.amountCents)],
    [kit.t('mailRefundProviderLabel'), refund.provider],
    [kit.t('mailRefundIdLabel'), refund.refundId],
  ]);
}

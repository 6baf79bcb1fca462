// Customer, at once when the withdrawal function is used: the confirmation of receipt with date
// and time, naming the pieces excluded from withdrawal.
import {createElement as h} from 'react';
import {MailLayout} from '../layout/MailLayout.ts';
import {greeting, mailLink, p, questions, signOff} from '../parts/blocks.ts';
import {excludedFromWithdrawal, withdrawalPageUrl} from '../parts/withdrawal.ts';
import type {MailMessage, MessageProps} from './message.ts';

function WithdrawalReceived({kit, data}: MessageProps<'withdrawal-received'>) {
  const heading = kit.t('mailWithdrawalReceivedHeading');
  return h(
    MailLayout,
    {kit, preview: heading, heading},
    greeting(kit, data.customer.name),
    p(
      kit,
      kit.t('mailWithdrawalReceivedIntro', {orderId: data.orderId, at: kit.dateTime(data.at)}),
    ),
    excludedFromWithdrawal(kit, data),
    p(
      kit,
      kit.rich('mailWithdrawalReceivedNext', {
        withdrawalLink: (chunks) => mailLink(kit, withdrawalPageUrl(kit), chunks),
      }),
    ),
    questions(kit),
    signOff(kit),
  );
}

/** Withdrawal received. */
export const withdrawalReceived: MailMessage<'withdrawal-received'> = {
  owner: false,
  subject: (kit, data) => kit.t('mailWithdrawalReceivedSubject', {orderId: data.orderId}),
  Body: WithdrawalReceived,
};

import {FormStatus, useMessages} from '@schaufenster/ui';
import type {MessageKey} from '@schaufenster/core';
import type {PaymentState} from './paymentFlow.ts';

const STATUS_TEXT: Partial<Record<PaymentState['status'], MessageKey>> = {
  loading: 'paymentLoading',
  processing: 'paymentProcessing',
  confirming: 'paymentProcessing',
  paid: 'paymentSucceeded',
};

/** Props of {@link PaymentMessages}. */
export interface PaymentMessagesProps {
  /** The payment's state, from `paymentReducer`. */
  state: PaymentState;
}

/**
 * The payment's live regions: progress in a status, failures in an alert. Both stay rendered
 * (empty when quiet) so screen readers announce every change.
 */
export function PaymentMessages({state}: PaymentMessagesProps) {
  const t = useMessages();
  const status = STATUS_TEXT[state.status];
  return (
    <FormStatus status={status ? t(status) : null} alert={state.error ? t(state.error) : null} />
  );
}

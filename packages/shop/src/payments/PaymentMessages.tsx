import {useMessages} from '@schaufenster/ui';
import type {MessageKey} from '@schaufenster/core';
import type {PaymentState} from './paymentFlow.ts';
import styles from './Payment.module.css';

const STATUS_TEXT: Partial<Record<PaymentState['status'], MessageKey>> = {
  loading: 'paymentLoading',
  processing: 'paymentProcessing',
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
    <div className={styles.messages}>
      <p role="status">{status ? t(status) : ''}</p>
      <p role="alert" className={styles.alert}>
        {state.error ? t(state.error) : ''}
      </p>
    </div>
  );
}

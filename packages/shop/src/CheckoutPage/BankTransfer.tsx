import {useId, useState} from 'react';
import {compactIban, formatIban, formatPrice} from '@schaufenster/core';
import {ActionButton, useLanguage, useMessages} from '@schaufenster/ui';
import type {BankTransfer as Transfer} from '../checkout/bankTransfer.ts';
import {CopyButton} from './CopyButton.tsx';
import styles from './OrderConfirmation.module.css';

/** Props of {@link BankTransfer}. */
export interface BankTransferProps {
  /** Amount, reference and account of the transfer. */
  transfer: Transfer;
}

type CopyNote = {text: string; seq: number};

/**
 * How to pay a prepayment order (decision 009i "Prepayment"): amount, account holder, IBAN in
 * groups of four, BIC, bank and the order number as reference, with copy buttons for IBAN and
 * reference and a print button (the print stylesheet shows the confirmation alone). Without bank
 * details in settings it says they follow by e-mail.
 */
export function BankTransfer({transfer}: BankTransferProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const headingId = useId();
  const [note, setNote] = useState<CopyNote | null>(null);
  const amount = formatPrice(transfer.amount, lang);
  const {account} = transfer;

  const copied = (what: string) => (ok: boolean) =>
    setNote((previous) => ({
      text: ok ? t('checkoutCopied', {what}) : t('checkoutCopyFailed'),
      seq: (previous?.seq ?? 0) + 1,
    }));

  return (
    <section className={styles.transfer} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('checkoutTransferHeading')}
      </h3>
      <p>{t('checkoutTransferIntro', {amount})}</p>
      {account === null && <p>{t('checkoutTransferByEmail')}</p>}
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>{t('checkoutTransferAmount')}</dt>
          <dd className={styles.value}>{amount}</dd>
        </div>
        {account !== null && (
          <>
            <div className={styles.row}>
              <dt>{t('checkoutTransferAccountHolder')}</dt>
              <dd className={styles.value}>{account.account_holder}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('checkoutTransferIban')}</dt>
              <dd className={styles.value}>
                <span className={styles.code}>{formatIban(account.iban)}</span>
                <span className={styles.copy}>
                  <CopyButton
                    text={compactIban(account.iban)}
                    onCopied={copied(t('checkoutTransferIban'))}
                  >
                    {t('checkoutCopyIban')}
                  </CopyButton>
                </span>
              </dd>
            </div>
            {account.bic !== null && account.bic.trim() !== '' && (
              <div className={styles.row}>
                <dt>{t('checkoutTransferBic')}</dt>
                <dd className={styles.value}>
                  <span className={styles.code}>{account.bic}</span>
                </dd>
              </div>
            )}
            <div className={styles.row}>
              <dt>{t('checkoutTransferBank')}</dt>
              <dd className={styles.value}>{account.bank_name}</dd>
            </div>
          </>
        )}
        <div className={styles.row}>
          <dt>{t('checkoutTransferReference')}</dt>
          <dd className={styles.value}>
            <span className={styles.code}>{transfer.reference}</span>
            <span className={styles.copy}>
              <CopyButton
                text={transfer.reference}
                onCopied={copied(t('checkoutTransferReference'))}
              >
                {t('checkoutCopyReference')}
              </CopyButton>
            </span>
          </dd>
        </div>
      </dl>
      <p>{t('checkoutTransferReferenceNote')}</p>
      {/* Polite: a new span per copy, so copying the same value again is announced again. */}
      <p role="status">{note !== null && <span key={note.seq}>{note.text}</span>}</p>
      <p className={styles.print}>
        <ActionButton variant="secondary" onPress={() => globalThis.print()}>
          {t('checkoutPrint')}
        </ActionButton>
      </p>
    </section>
  );
}

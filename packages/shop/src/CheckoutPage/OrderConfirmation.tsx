import {useEffect, useRef} from 'react';
import {Link, useMessages} from '@schaufenster/ui';
import type {BankTransfer as Transfer} from '../checkout/bankTransfer.ts';
import {BankTransfer} from './BankTransfer.tsx';
import checkoutStyles from './CheckoutPage.module.css';
import styles from './OrderConfirmation.module.css';

/** Props of {@link OrderConfirmation}. */
export interface OrderConfirmationProps {
  /** The placed order's id. */
  orderId: string;
  /** Where "continue shopping" leads; the home page when the shop has no root path. */
  storeRootPath: string | null;
  /** How to pay a prepayment order; null for orders paid otherwise. @default null */
  transfer?: Transfer | null;
}

/**
 * Shown once the order is placed (and paid): thanks, the order number, for a prepayment how to
 * pay it (decision 009i), and a way back to the shop.
 */
export function OrderConfirmation({
  orderId,
  storeRootPath,
  transfer = null,
}: OrderConfirmationProps) {
  const t = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: focus goes to the news, so it is read first.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={styles.confirmation}>
      <h2 className={checkoutStyles.stepHeading} ref={headingRef} tabIndex={-1}>
        {t('checkoutOrderPlaced')}
      </h2>
      <p>{t('checkoutOrderNumber', {orderId})}</p>
      {transfer !== null && <BankTransfer transfer={transfer} />}
      <p>
        <Link to={storeRootPath ?? 'home'}>{t('cartContinueShopping')}</Link>
      </p>
    </section>
  );
}

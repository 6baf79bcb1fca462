import {useEffect, useRef} from 'react';
import {Link, useMessages} from '@schaufenster/ui';
import styles from './CheckoutPage.module.css';

/** Props of {@link OrderConfirmation}. */
export interface OrderConfirmationProps {
  /** The placed order's id. */
  orderId: string;
  /** Where "continue shopping" leads; the home page when the shop has no root path. */
  storeRootPath: string | null;
}

/** Shown once the order is placed (and paid): thanks, the order number, and a way back to the shop. */
export function OrderConfirmation({orderId, storeRootPath}: OrderConfirmationProps) {
  const t = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: focus goes to the news, so it is read first.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={styles.confirmation}>
      <h2 className={styles.stepHeading} ref={headingRef} tabIndex={-1}>
        {t('checkoutOrderPlaced')}
      </h2>
      <p>{t('checkoutOrderNumber', {orderId})}</p>
      <p>
        <Link to={storeRootPath ?? 'home'}>{t('cartContinueShopping')}</Link>
      </p>
    </section>
  );
}

import {useId} from 'react';
import type {ShopState} from '@schaufenster/core';
import {Link, useMessages} from '@schaufenster/ui';
import styles from './ShopNotice.module.css';

/** Props of {@link ShopNotice}. */
export interface ShopNoticeProps {
  /** Why the shop does not sell online right now. */
  state: Exclude<ShopState, 'open'>;
}

/**
 * Says why the shop takes no orders (decision 009j): closed for maintenance, or no online ordering
 * (enable_cart off). In place of the purchase form, the cart's checkout link and the checkout; a
 * link to the contact page keeps the visitor one tap from the retailer.
 */
export function ShopNotice({state}: ShopNoticeProps) {
  const t = useMessages();
  const titleId = useId();
  const maintenance = state === 'maintenance';
  return (
    <section className={styles.notice} data-state={state} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {maintenance ? t('shopNoticeMaintenanceTitle') : t('shopNoticeCartOffTitle')}
      </h2>
      <p className={styles.text}>
        {maintenance ? t('shopNoticeMaintenanceText') : t('shopNoticeCartOffText')}
      </p>
      <Link to={{page: 'contact'}} className={styles.contact}>
        {t('shopNoticeContact')}
      </Link>
    </section>
  );
}

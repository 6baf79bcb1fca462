import {showsShopMenu} from '@schaufenster/core';
import {Link, useMessages} from '@schaufenster/ui';
import {useShopSettings} from '../settings/useShopSettings.ts';
import styles from './ShopMenu.module.css';

/**
 * The footer's shop menu island, rendered inside ui's `ShopMenuMount` (`#int-shop-menu`,
 * spec §2): AGB, Widerruf, Versand und Zahlung, shown when enable_cart is true; maintenance mode
 * is not checked (spec §4). Nothing while the settings load or when they fail.
 */
export function ShopMenu() {
  const t = useMessages();
  const settings = useShopSettings();
  if (settings.status !== 'data' || !showsShopMenu(settings.settings)) return null;
  return (
    <nav aria-label={t('shopMenuLabel')}>
      <ul className={styles.list}>
        <li>
          <Link to="agb">{t('shopMenuTerms')}</Link>
        </li>
        <li>
          <Link to="withdrawal">{t('shopMenuWithdrawal')}</Link>
        </li>
        <li>
          <Link to="shipping_payment">{t('shopMenuShippingPayment')}</Link>
        </li>
      </ul>
    </nav>
  );
}

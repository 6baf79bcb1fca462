import {Link, useMessages} from '@schaufenster/ui';
import styles from './ShopMenu.module.css';

/** Props of {@link ShopMenuLinks}. */
export interface ShopMenuLinksProps {
  /** Class of the list, for a layout that places the links its own way. @default the row style */
  listClassName?: string;
}

/**
 * The shop menu's three links (spec §2 Page shell: AGB, Widerruf, Versand und Zahlung), without
 * any settings logic: the live `ShopMenu` island and the build's static footer both render it.
 */
export function ShopMenuLinks({listClassName = styles.list}: ShopMenuLinksProps) {
  const t = useMessages();
  return (
    <nav aria-label={t('shopMenuLabel')}>
      <ul className={listClassName}>
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

import {cartPath, type ShopSettings} from '@schaufenster/core';
import {Icon, Link, useMessages, VisuallyHidden} from '@schaufenster/ui';
import {useCart} from '../cart/cartStore.ts';
import styles from './CartButton.module.css';

/** Props of {@link CartButton}. */
export interface CartButtonProps {
  /** The shop's root path; without one there is no cart page, so no button. @default undefined */
  storeRootPath?: string | null;
  /** The shop settings; the button shows only when they enable the cart. @default undefined */
  settings?: Pick<ShopSettings, 'enable_cart'> | null;
}

/**
 * The header's cart link (spec §2 Cart button): to `{storeRootPath}/warenkorb`, named
 * "Warenkorb ({count})" from the cart's totalCount, shown only with a store root path and
 * enable_cart. The name is visually hidden text inside the shared `Link` (so following it closes
 * the drawer like every link); the icon and the count badge beside it are decorative.
 */
export function CartButton({storeRootPath, settings}: CartButtonProps) {
  const t = useMessages();
  const {totalCount} = useCart();
  if (!storeRootPath || settings?.enable_cart !== true) return null;
  return (
    <Link to={cartPath(storeRootPath)} className={styles.button}>
      <Icon name="cart" size="1.5em" />
      <VisuallyHidden>{t('cartButtonLabel', {count: totalCount})}</VisuallyHidden>
      {totalCount > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {totalCount}
        </span>
      )}
    </Link>
  );
}

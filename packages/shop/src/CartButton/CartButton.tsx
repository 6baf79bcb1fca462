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
  /**
   * `icon`: the header's icon with a count badge; `bar`: the bottom bar's button (icon, visible
   * "Warenkorb", badge), so phones and tablets reach the cart in one tap. @default 'icon'
   */
  variant?: CartButtonVariant;
}

/** Where the cart link sits: the header (icon) or the small screens' bottom bar. */
export type CartButtonVariant = 'icon' | 'bar';

/**
 * The header's cart link (spec §2 Cart button): to `{storeRootPath}/warenkorb`, named
 * "Warenkorb ({count})" from the cart's totalCount, shown only with a store root path and
 * enable_cart. The name is visually hidden text inside the shared `Link` (so following it closes
 * the drawer like every link); the icon and the count badge beside it are decorative.
 */
export function CartButton({storeRootPath, settings, variant = 'icon'}: CartButtonProps) {
  const t = useMessages();
  const {totalCount} = useCart();
  if (!storeRootPath || settings?.enable_cart !== true) return null;
  return (
    <Link
      to={cartPath(storeRootPath)}
      className={variant === 'bar' ? `${styles.button} ${styles.bar}` : styles.button}
    >
      <Icon name="cart" size={variant === 'bar' ? '1.75rem' : '1.5em'} />
      {variant === 'bar' && (
        // Shown, and part of the name below ("Warenkorb (2)" contains "Warenkorb").
        <span className={styles.label} aria-hidden="true">
          {t('bottomBarCartButton')}
        </span>
      )}
      <VisuallyHidden>{t('cartButtonLabel', {count: totalCount})}</VisuallyHidden>
      {totalCount > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {totalCount}
        </span>
      )}
    </Link>
  );
}

import type {ReactNode} from 'react';
import {useMessages} from '../i18n/useMessages.ts';
import {BottomBarDrawerButton} from './BottomBarDrawerButton.tsx';
import styles from './BottomBar.module.css';

/** Props of {@link BottomBar}. */
export interface BottomBarProps {
  /** The "Menü" button. @default <BottomBarDrawerButton content="primaryMenu" /> */
  menuButton?: ReactNode;
  /** The "Kontakt" button. @default <BottomBarDrawerButton content="contact" /> */
  contactButton?: ReactNode;
  /**
   * The cart link (spec §2 Cart button) with the shop's cart: phones and tablets reach the cart
   * in one tap, wherever they scrolled to. @default undefined
   */
  cart?: ReactNode;
}

/**
 * The bottom button bar of small screens (spec §2 Page shell, §9 Layout: 100px, hidden from lg):
 * opens the drawer with the primary menu or the contact info, and with the shop, links the cart. The labels come from the catalogues
 * and the drawer from the shared store; the site passes its buttons as islands through the slots.
 */
export function BottomBar({
  menuButton = <BottomBarDrawerButton content="primaryMenu" />,
  contactButton = <BottomBarDrawerButton content="contact" />,
  cart,
}: BottomBarProps) {
  const t = useMessages();
  return (
    <nav className={styles.bar} aria-label={t('bottomBarLabel')}>
      {menuButton}
      {contactButton}
      {cart}
    </nav>
  );
}

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
}

/**
 * The bottom button bar of small screens (spec §2 Page shell, §9 Layout: 100px, hidden from lg):
 * opens the drawer with the primary menu or the contact info. The labels come from the catalogues
 * and the drawer from the shared store; the site passes its buttons as islands through the slots.
 */
export function BottomBar({
  menuButton = <BottomBarDrawerButton content="primaryMenu" />,
  contactButton = <BottomBarDrawerButton content="contact" />,
}: BottomBarProps) {
  const t = useMessages();
  return (
    <nav className={styles.bar} aria-label={t('bottomBarLabel')}>
      {menuButton}
      {contactButton}
    </nav>
  );
}

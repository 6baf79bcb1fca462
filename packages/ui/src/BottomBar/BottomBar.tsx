import {DrawerButton} from '../SiteDrawer/DrawerButton.tsx';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import styles from './BottomBar.module.css';

/**
 * The bottom button bar of small screens (spec §2 Page shell, §9 Layout: 100px, hidden from lg):
 * opens the drawer with the primary menu or the contact info. Takes no props: the labels come
 * from the catalogues and the drawer from the shared store.
 */
export function BottomBar() {
  const t = useMessages();
  return (
    <nav className={styles.bar} aria-label={t('bottomBarLabel')}>
      <DrawerButton content="primaryMenu" className={styles.button}>
        <Icon name="menu" size="1.75rem" />
        {t('bottomBarMenuButton')}
      </DrawerButton>
      <DrawerButton content="contact" className={styles.button}>
        <Icon name="phone" size="1.75rem" />
        {t('bottomBarContactButton')}
      </DrawerButton>
    </nav>
  );
}

import type {DrawerContent} from '../drawer/drawerReducer.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {DrawerButton} from '../SiteDrawer/DrawerButton.tsx';
import styles from './BottomBar.module.css';

/** Props of {@link BottomBarDrawerButton}. */
export interface BottomBarDrawerButtonProps {
  /** What the drawer shows: the primary menu ("Menü") or the contact panel ("Kontakt"). */
  content: DrawerContent;
}

/**
 * One of the bottom bar's drawer buttons (spec §2 Page shell). Its own component so the site can
 * make just this button live (an island) in a static bar.
 */
export function BottomBarDrawerButton({content}: BottomBarDrawerButtonProps) {
  const t = useMessages();
  return (
    <DrawerButton content={content} className={styles.button}>
      <Icon name={content === 'primaryMenu' ? 'menu' : 'phone'} size="1.75rem" />
      {content === 'primaryMenu' ? t('bottomBarMenuButton') : t('bottomBarContactButton')}
    </DrawerButton>
  );
}

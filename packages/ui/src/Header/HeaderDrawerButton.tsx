import type {DrawerContent} from '../drawer/drawerReducer.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {DrawerButton} from '../SiteDrawer/DrawerButton.tsx';
import styles from './Header.module.css';

/** Props of {@link HeaderDrawerButton}. */
export interface HeaderDrawerButtonProps {
  /** What the drawer shows: the primary menu ("Menü") or the contact panel ("Kontakt"). */
  content: DrawerContent;
}

/**
 * One of the header's two drawer buttons (spec §2 Page shell), shown from the lg breakpoint. Its
 * own component so the site can make just this button live (an island) in a static header.
 */
export function HeaderDrawerButton({content}: HeaderDrawerButtonProps) {
  const t = useMessages();
  return (
    <DrawerButton content={content} className={styles.button}>
      <Icon name={content === 'primaryMenu' ? 'menu' : 'phone'} />
      {content === 'primaryMenu' ? t('headerMenuButton') : t('headerContactButton')}
    </DrawerButton>
  );
}

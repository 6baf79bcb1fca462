import {useState, type ReactNode} from 'react';
import {Button, Dialog, Heading, Modal, ModalOverlay} from 'react-aria-components';
import {locksPageScroll, type DrawerContent} from '../drawer/drawerReducer.ts';
import {closeDrawer} from '../drawer/drawerStore.ts';
import {useDrawer} from '../drawer/useDrawer.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {DRAWER_DIALOG_ID} from './DrawerButton.tsx';
import styles from './SiteDrawer.module.css';

/** Props of {@link SiteDrawer}. */
export interface SiteDrawerProps {
  /** The primary menu, shown under the title "Menü". */
  menu: ReactNode;
  /** The contact info, shown under the title "Kontakt". */
  contact: ReactNode;
}

/**
 * The page's one drawer (spec §2 Page shell, §4 Drawer): from the inline end, size sm, with an
 * overlay and a close button, driven by the shared drawer store so the header, the bottom bar,
 * the footer and links can open or close it from other islands.
 *
 * RAC's ModalOverlay > Modal > Dialog traps focus, closes on Escape and on the overlay
 * (isDismissable) and returns focus to the opener. It portals into a container rendered here,
 * inside the ThemeProvider, so the theme's custom properties reach the drawer.
 */
export function SiteDrawer({menu, contact}: SiteDrawerProps) {
  const drawer = useDrawer();
  const t = useMessages();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // Keep the last content while the drawer animates out (the store is already closed then).
  const [shown, setShown] = useState<DrawerContent>('primaryMenu');
  if (drawer.isOpen && drawer.content !== shown) setShown(drawer.content);
  const content = drawer.isOpen ? drawer.content : shown;
  return (
    <>
      <div ref={setContainer} />
      <ModalOverlay
        isOpen={drawer.isOpen && container !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) closeDrawer();
        }}
        isDismissable
        UNSTABLE_portalContainer={container ?? undefined}
        className={styles.overlay}
        // spec §4 Drawer: page scrolling is locked only while the primary menu is open.
        data-page-scroll={locksPageScroll(drawer) ? 'locked' : 'free'}
      >
        <Modal className={styles.drawer}>
          <Dialog id={DRAWER_DIALOG_ID} className={styles.dialog}>
            <div className={styles.head}>
              <Heading slot="title" level={2} className={styles.title}>
                {content === 'primaryMenu' ? t('drawerMenuTitle') : t('drawerContactTitle')}
              </Heading>
              <Button slot="close" className={styles.close} aria-label={t('drawerClose')}>
                <Icon name="close" />
              </Button>
            </div>
            <div className={styles.body}>{content === 'primaryMenu' ? menu : contact}</div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

import type {ReactNode} from 'react';
import {Button, Dialog, Heading, Modal, ModalOverlay} from 'react-aria-components';
import {Icon} from '@schaufenster/ui';
import styles from './RequestAvailability.module.css';

/** Props of {@link RequestDialog}. */
export interface RequestDialogProps {
  /** Whether it shows. */
  isOpen: boolean;
  /** Escape, the overlay or the close button asks to close. */
  onOpenChange: (open: boolean) => void;
  /** Where it portals (inside the ThemeProvider, so the theme's properties reach it). */
  container: HTMLElement;
  /** The dialog's heading, which names it. */
  heading: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** What it shows under the heading. */
  children: ReactNode;
}

/**
 * The availability request's modal dialog: RAC's ModalOverlay > Modal > Dialog trap focus, close
 * on Escape or outside, and give focus back to the button that opened it. A module of its own,
 * loaded when the dialog is first wanted (decision 034), so the item page starts without the
 * overlay code.
 */
export function RequestDialog({
  isOpen,
  onOpenChange,
  container,
  heading,
  closeLabel,
  children,
}: RequestDialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      UNSTABLE_portalContainer={container}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.head}>
            <Heading slot="title" level={2} className={styles.title}>
              {heading}
            </Heading>
            <Button slot="close" className={styles.close} aria-label={closeLabel}>
              <Icon name="close" />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

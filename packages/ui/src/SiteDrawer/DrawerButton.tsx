import type {ReactNode} from 'react';
import {Button} from 'react-aria-components';
import type {DrawerContent} from '../drawer/drawerReducer.ts';
import {openDrawer} from '../drawer/drawerStore.ts';
import {useDrawer} from '../drawer/useDrawer.ts';

/** Id of the drawer's dialog, referenced by the buttons that open it. */
export const DRAWER_DIALOG_ID = 'sf-drawer';

/** Props of {@link DrawerButton}. */
export interface DrawerButtonProps {
  /** What the drawer shows when this button opens it. */
  content: DrawerContent;
  /** The button's visible label (and icon). */
  children: ReactNode;
  /** Class for the parent's styling; RAC sets `data-pressed`, `data-focus-visible`. @default undefined */
  className?: string;
}

/**
 * A button that opens the page's drawer with one content (spec §2 Page shell: header and bottom
 * bar). The drawer lives elsewhere in the page (not in a DialogTrigger), so the button announces
 * the dialog itself: `aria-haspopup="dialog"`, `aria-expanded` while its content is shown, and
 * `aria-controls` only while the dialog exists. RAC's Modal returns focus here on close.
 */
export function DrawerButton({content, children, className}: DrawerButtonProps) {
  const drawer = useDrawer();
  const isExpanded = drawer.isOpen && drawer.content === content;
  return (
    <Button
      className={className}
      aria-haspopup="dialog"
      aria-expanded={isExpanded}
      aria-controls={isExpanded ? DRAWER_DIALOG_ID : undefined}
      onPress={() => openDrawer(content)}
    >
      {children}
    </Button>
  );
}

import {useEffect, useRef, type RefObject} from 'react';
import {Button, Disclosure, DisclosurePanel} from 'react-aria-components';
import {Icon} from '../Icon/Icon.tsx';
import {MenuLinkList} from './MenuLinkList.tsx';
import type {MenuGroupView} from './menuView.ts';
import styles from './Menu.module.css';

/** Props of {@link MenuGroup}. */
export interface MenuGroupProps {
  /** The group: its name (names the toggle button) and links. */
  group: MenuGroupView;
  /** Whether this group is the open one (controlled by the menu's reducer). */
  isExpanded: boolean;
  /** Toggles this group; the menu's reducer closes any other (spec §4 Menu groups). */
  onToggle: () => void;
  /** Closes every group: after a link is followed, or on dismissal. */
  onCloseAll: () => void;
  /** Close on Escape and on a press outside the group, as a floating panel should. @default false */
  isDismissable?: boolean;
}

/**
 * A group of sub-links behind a disclosure button (spec §2 Menus). RAC's Disclosure gives the
 * button aria-expanded/aria-controls and hides the closed panel (hidden="until-found", so the
 * browser's find-in-page still reaches the links).
 */
export function MenuGroup({
  group,
  isExpanded,
  onToggle,
  onCloseAll,
  isDismissable = false,
}: MenuGroupProps) {
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(isDismissable && isExpanded, root, trigger, onCloseAll);
  return (
    <Disclosure
      ref={root}
      className={styles.group}
      isExpanded={isExpanded}
      onExpandedChange={onToggle}
    >
      <Button slot="trigger" ref={trigger} className={styles.trigger}>
        {group.label}
        <Icon name="chevronDown" size="1em" />
      </Button>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>
          <MenuLinkList links={group.links} onFollow={onCloseAll} />
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

// A floating panel lies over the page, so it goes away like a popover: Escape (focus back on
// its button when focus was inside) or a press anywhere outside the group. Listening on the
// document keeps the RAC Disclosure, which takes no key handlers, untouched.
function useDismiss(
  isActive: boolean,
  root: RefObject<HTMLDivElement | null>,
  trigger: RefObject<HTMLButtonElement | null>,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!isActive) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = root.current?.contains(document.activeElement) ?? false;
      onDismiss();
      if (hadFocus) trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isActive, root, trigger, onDismiss]);
}

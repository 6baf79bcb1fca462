// spec §4 Drawer: open or closed, content primaryMenu or contact.

/** What the drawer shows. */
export type DrawerContent = 'primaryMenu' | 'contact';

/** The drawer's state: closed, or open with one content. */
export type DrawerState = {isOpen: false} | {isOpen: true; content: DrawerContent};

/** Actions on the drawer. */
export type DrawerAction = {type: 'open'; content: DrawerContent} | {type: 'close'};

/** Closed: the drawer's initial state. */
export const DRAWER_CLOSED: DrawerState = {isOpen: false};

/** Opens with a content, or closes (close button, overlay, footer button, following a link). */
export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case 'open':
      return state.isOpen && state.content === action.content
        ? state
        : {isOpen: true, content: action.content};
    case 'close':
      return state.isOpen ? DRAWER_CLOSED : state;
  }
}

/** Page scrolling is locked only while the primary menu is open (spec §4 Drawer). */
export function locksPageScroll(state: DrawerState): boolean {
  return state.isOpen && state.content === 'primaryMenu';
}

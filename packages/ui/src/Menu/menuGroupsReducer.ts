// Which menu group is open (spec §4 Menu groups: toggle, one open at a time; spec §2 Menus:
// clicking a link closes all groups). Local to one menu island, so a plain reducer, no store.

/** Open-group state of one menu: the key of the open group, or null when all are closed. */
export interface MenuGroupsState {
  /** Key of the one open group; null when none is open. */
  open: string | null;
}

/** Actions on the menu groups. */
export type MenuGroupsAction =
  /** Opens the group, closing any other; closes it when it is already open. */
  | {type: 'toggle'; key: string}
  /** Closes every group (a link was followed, Escape was pressed). */
  | {type: 'closeAll'};

/** Every group closed: the state a menu starts in. */
export const MENU_GROUPS_CLOSED: MenuGroupsState = Object.freeze({open: null});

/** Pure transition of the menu-group state; returns the same object when nothing changes. */
export function menuGroupsReducer(
  state: MenuGroupsState,
  action: MenuGroupsAction,
): MenuGroupsState {
  switch (action.type) {
    case 'toggle':
      return {open: state.open === action.key ? null : action.key};
    case 'closeAll':
      return state.open === null ? state : MENU_GROUPS_CLOSED;
  }
}

/** Whether the group with `key` is the open one. */
export function isGroupOpen(state: MenuGroupsState, key: string): boolean {
  return state.open === key;
}

export {closeDrawer, drawerStore, openDrawer, useDrawer} from './drawerStore.ts';
export {DRAWER_CLOSED, drawerReducer, locksPageScroll} from './drawerReducer.ts';
export type {DrawerAction, DrawerContent, DrawerState} from './drawerReducer.ts';

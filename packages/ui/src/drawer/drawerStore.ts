import {createStore} from '../store/createStore.ts';
import {DRAWER_CLOSED, drawerReducer, type DrawerContent} from './drawerReducer.ts';

/** The one drawer of the page, shared by header, bottom bar, footer and links. */
export const drawerStore = createStore(drawerReducer, DRAWER_CLOSED);

/** Opens the drawer with the primary menu or the contact info. */
export function openDrawer(content: DrawerContent): void {
  drawerStore.dispatch({type: 'open', content});
}

/** Closes the drawer (close button, overlay, footer button, following a link). */
export function closeDrawer(): void {
  drawerStore.dispatch({type: 'close'});
}

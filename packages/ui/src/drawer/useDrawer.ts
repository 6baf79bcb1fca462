import {useStore} from '../store/useStore.ts';
import type {DrawerState} from './drawerReducer.ts';
import {drawerStore} from './drawerStore.ts';

/** The drawer's state, re-rendering on change. */
export function useDrawer(): DrawerState {
  return useStore(drawerStore);
}

import {useSyncExternalStore} from 'react';
import type {Store} from './createStore.ts';

/** Reads a store's state (or a slice of it) in a component; prerendering sees the initial state. */
export function useStore<S, A, T = S>(store: Store<S, A>, select?: (state: S) => T): T {
  const read = () => (select ? select(store.getState()) : (store.getState() as unknown as T));
  return useSyncExternalStore(store.subscribe, read, read);
}

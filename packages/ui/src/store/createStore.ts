// Without React (decision 034): the runtime reads and subscribes to stores at start-up, before
// any island, and hence React, has loaded. Components read them with useStore.ts.
/** A reducer's state held outside React, shared by every island that reads it (ARCHITECTURE.md). */
export interface Store<S, A> {
  /** The current state. */
  getState(): S;
  /** Applies an action through the reducer and notifies subscribers when the state changed. */
  dispatch(action: A): void;
  /** Registers a listener; returns its removal. */
  subscribe(listener: () => void): () => void;
}

/** Wraps a pure reducer in a store readable with `useSyncExternalStore`. */
export function createStore<S, A>(reducer: (state: S, action: A) => S, initial: S): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

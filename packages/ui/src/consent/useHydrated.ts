import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and hydrating, true after: the banner and the stored-consent list depend
 * on local storage, which the prerendered HTML cannot know, so they render only in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

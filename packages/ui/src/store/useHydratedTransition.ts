import {startTransition, useEffect, useState} from 'react';

/** Set once the first island has switched to its browser-only state: later mounts start there. */
let switched = false;

/**
 * False while prerendering and in the first render of the page's first island in the browser;
 * true from a transition started right after that render commits, and from the start in anything
 * mounted after it (a checkout step loaded later, an island hydrating at idle).
 *
 * For stores of browser-only state read with `useSyncExternalStore` (a stored cart, a restored
 * checkout): used as `hydrated ? getSnapshot : getServerSnapshot`, the island hydrates on the
 * prerendered value and then shows the stored one in a transition, which React splits into short
 * tasks. Without it React re-renders the island synchronously right after hydration, in one task as
 * long as the whole new tree: on a cheap phone, total blocking time on cart and checkout (decision
 * 057). While hydrating, `useSyncExternalStore` reads the server snapshot anyway, so a late island
 * still matches its prerendered HTML.
 */
export function useHydratedTransition(): boolean {
  const [hydrated, setHydrated] = useState(switched);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => {
      switched = true;
      setHydrated(true);
    });
  }, [hydrated]);
  return hydrated;
}

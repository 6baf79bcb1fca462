// The item list's shop context, kept in the URL query with history.replaceState so a filtered list
// can be shared and reloaded. Local to the item-list island: a plain reducer.
import {useEffect, useReducer, useRef, type Dispatch} from 'react';
import {
  filtersOf,
  initialShopContext,
  shopContextReducer,
  type ShopContextAction,
  type ShopContextInit,
  type ShopContextState,
  type ShopFilters,
} from './shopContextReducer.ts';
import {fromSearchParams, mergeSearchParams, toSearchParams} from './urlQuery.ts';

/** Writes the filters into the current URL without a new history entry; a no-op off the browser. */
function replaceUrlQuery(filters: ShopFilters, defaultSort: string | undefined): void {
  if (typeof window === 'undefined') return;
  const {location, history} = window;
  const current = new URLSearchParams(location.search);
  const query = mergeSearchParams(current, filters, {defaultSort}).toString();
  if (query === current.toString()) return;
  const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  // Keep history.state: the site runtime stores its scroll position there.
  history.replaceState(history.state, '', url);
}

/**
 * The shop context with its filters mirrored in the URL query. The first render uses the
 * defaults, exactly as the prerendered HTML did (no hydration mismatch); the URL's filters are
 * read after mounting, and every later change of filters or sort replaces the URL query.
 */
export function useShopContext(
  init: ShopContextInit,
): [ShopContextState, Dispatch<ShopContextAction>] {
  const [state, dispatch] = useReducer(shopContextReducer, init, initialShopContext);
  const restored = useRef(false);
  const {defaultSort} = init;
  // The query string of the filters: the effect runs when it changes, not on page or meta.
  const filterQuery = toSearchParams(filtersOf(state), {defaultSort}).toString();

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const filters = fromSearchParams(new URLSearchParams(window.location.search), {defaultSort});
      dispatch({type: 'filtersRestore', filters});
      // Written back at once, so invalid or unknown values drop out of the address too.
      replaceUrlQuery(filters, defaultSort);
      return;
    }
    replaceUrlQuery(filtersOf(state), defaultSort);
    // `state` is read for its filters only, which `filterQuery` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterQuery, defaultSort]);

  return [state, dispatch];
}

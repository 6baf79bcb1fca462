// The token of a newsletter e-mail's link, read from the page's URL. The prerendered page has
// none (undefined), so the server snapshot differs from the browser's and React renders again
// once hydrated, as the thanks island does with its sender.
import {useSyncExternalStore} from 'react';
import {tokenFromSearch} from '@schaufenster/core';

const subscribe = () => () => {};
const fromUrl = () => tokenFromSearch(window.location.search);
const notYet = () => undefined;

/** The link's `?token=`: undefined while prerendering, null when the URL has none. */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(subscribe, fromUrl, notYet);
}

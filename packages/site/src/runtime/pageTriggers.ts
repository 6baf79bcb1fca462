// The hydration triggers of this page (decision 014), bound to the window and the page's stores.
import {drawerStore} from '@schaufenster/ui';
import {holdEvents} from './replay.ts';
import type {Triggers} from './scheduler.ts';
import {
  onIdle,
  onInteraction,
  onStoreState,
  onStoredCart,
  onVisible,
  storedCartHasItems,
  type Cancel,
} from './triggers.ts';

/**
 * The triggers for `win`. `bannerShows` comes from the consent store (consent.ts); without one
 * (its code failed to load) the banner's island hydrates at once, as it did before decision 014.
 */
export function pageTriggers(
  win: Window & typeof globalThis,
  bannerShows: ((start: () => void) => Cancel) | null,
): Triggers {
  return {
    interaction: (element, start) => onInteraction(element, start),
    visible: (element, start) => onVisible(element, start, win),
    idle: (start) => onIdle(start, win),
    drawerOpens: (start) => onStoreState(drawerStore, (state) => state.isOpen, start),
    bannerShows:
      bannerShows ??
      ((start) => {
        start();
        return () => {};
      }),
    cartHasItems: () => storedCartHasItems(() => win.localStorage),
    cartStored: (start) => onStoredCart(start, win),
    hold: (element, onHeld) => holdEvents(element, onHeld, win),
  };
}

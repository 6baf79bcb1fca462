// The hydration triggers of this page (decision 014), bound to the window and the page's stores.
import {ISLANDS, type LiveCheck, type ShopIslandConfig} from '@schaufenster/templates/islands';
import {drawerStore} from '@schaufenster/ui';
import {readIslandProps} from '../contract/islandMarkup.ts';
import {holdEvents} from './replay.ts';
import type {Triggers} from './scheduler.ts';
import {
  onIdle,
  onInteraction,
  onLiveDiffers,
  onStoreState,
  onStoredCart,
  onVisible,
  storedCartHasItems,
  type Cancel,
} from './triggers.ts';

/** What the consent module (consent.ts) lends the triggers once it has loaded. */
export interface ConsentTriggers {
  /** The cookie banner having to show (it shows the prerendered banner inside the element). */
  bannerShows: (element: Element, start: () => void) => Cancel;
  /** The consent of the embed inside the element stored. */
  embedConsented: (element: HTMLElement, start: () => void) => Cancel;
}

/**
 * The triggers for `win`. `consent` comes from the consent store (consent.ts); without it (its
 * code failed to load) the banner's island hydrates at once, as it did before decision 014, and
 * an embed when seen. `shop` is the page's shop config, which live checks read through.
 */
export function pageTriggers(
  win: Window & typeof globalThis,
  consent: ConsentTriggers | null,
  shop: ShopIslandConfig | null,
): Triggers {
  const visible = (element: HTMLElement, start: () => void) => onVisible(element, start, win);
  return {
    interaction: (element, start) => onInteraction(element, start),
    visible,
    idle: (start) => onIdle(start, win),
    drawerOpens: (start) => onStoreState(drawerStore, (state) => state.isOpen, start),
    bannerShows:
      consent?.bannerShows ??
      ((_element, start) => {
        start();
        return () => {};
      }),
    // Consent first, then the viewport: an embed without its consent stays a static placeholder.
    embedShows: (element, start) => {
      if (consent === null) return visible(element, start);
      let cancelVisible: Cancel = () => {};
      const cancelConsent = consent.embedConsented(element, () => {
        cancelVisible = visible(element, start);
      });
      return () => {
        cancelConsent();
        cancelVisible();
      };
    },
    cartHasItems: () => storedCartHasItems(() => win.localStorage),
    cartStored: (start) => onStoredCart(start, win),
    liveDiffers: (name, element, props, start) =>
      onLiveDiffers<object>(
        ISLANDS[name].live as (() => Promise<LiveCheck<object>>) | undefined,
        () => props ?? (readIslandProps(element) as object),
        shop,
        win.location.search,
        start,
      ),
    hold: (element, onHeld) => holdEvents(element, onHeld, win),
  };
}

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
 * The triggers for `win`. `consent` resolves once the consent store is set up (consent.ts): the
 * islands are armed, and their presses held, before that module has loaded (decision 061). Null:
 * its code failed to load; the banner's island then hydrates at once, as it did before decision
 * 014, and an embed when seen. `shop` is the page's shop config, which live checks read through.
 */
export function pageTriggers(
  win: Window & typeof globalThis,
  consent: Promise<ConsentTriggers | null>,
  shop: ShopIslandConfig | null,
): Triggers {
  const visible = (element: HTMLElement, start: () => void) => onVisible(element, start, win);
  return {
    interaction: (element, start) => onInteraction(element, start),
    visible,
    idle: (start) => onIdle(start, win),
    drawerOpens: (start) => onStoreState(drawerStore, (state) => state.isOpen, start),
    bannerShows: (element, start, settled) =>
      afterConsent(consent, (loaded) => {
        if (loaded === null) {
          start();
          return () => {};
        }
        const cancel = loaded.bannerShows(element, start);
        settled();
        return cancel;
      }),
    // Consent first, then the viewport: an embed without its consent stays a static placeholder.
    embedShows: (element, start) =>
      afterConsent(consent, (loaded) => {
        if (loaded === null) return visible(element, start);
        let cancelVisible: Cancel = () => {};
        const cancelConsent = loaded.embedConsented(element, () => {
          cancelVisible = visible(element, start);
        });
        return () => {
          cancelConsent();
          cancelVisible();
        };
      }),
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

/** Sets up the trigger `bind` returns once `consent` has resolved; cancelling works before that. */
export function afterConsent(
  consent: Promise<ConsentTriggers | null>,
  bind: (loaded: ConsentTriggers | null) => Cancel,
): Cancel {
  let cancelled = false;
  let cancel: Cancel = () => {};
  void consent.then((loaded) => {
    if (!cancelled) cancel = bind(loaded);
  });
  return () => {
    cancelled = true;
    cancel();
  };
}

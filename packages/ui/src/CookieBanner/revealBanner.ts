// Shows the banner the build prerendered, hidden, before React is on the page (decision 040): a
// first visit sees and reads it at once, and React loads only when the visitor reaches for it.
// Does what the hydrated banner does when it appears (useBannerFocus, usePageOffset); no React.
import {observeBannerOffset} from './bannerOffset.ts';

/**
 * Shows the prerendered banner inside `container` (its island), moves focus to its heading and
 * keeps the page offset under it. Returns the stop of the offset's tracking (the offset stays
 * for the hydrated banner to take over), or null when `container` holds no prerendered banner.
 */
export function revealPrerenderedBanner(container: Element): (() => void) | null {
  const panel = container.querySelector<HTMLElement>(':scope > section[hidden]');
  if (panel === null) return null;
  panel.hidden = false;
  // The panel is fixed: scrolling the page to its heading would only move the content behind.
  panel.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({preventScroll: true});
  return observeBannerOffset(panel);
}

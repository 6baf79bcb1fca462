// The page offset under the fixed banner (decision 007 "consent"), without React: the runtime
// keeps it while it shows the prerendered banner, usePageOffset once the banner has hydrated.

/** Custom property on <html> holding the banner's height while it is shown. */
const BANNER_OFFSET_PROPERTY = '--sf-cookie-banner-offset';

/**
 * Gives the page bottom padding and scroll padding equal to what `panel` covers, and keeps them
 * so while the panel or the window changes size. Returns the stop, which leaves the offset in
 * place (whoever shows the banner next takes it over); {@link clearBannerOffset} removes it.
 */
export function observeBannerOffset(panel: HTMLElement): () => void {
  const doc = panel.ownerDocument;
  const win = doc.defaultView;
  if (win === null) return () => {};
  const root = doc.documentElement;
  // What the panel covers from the viewport's bottom edge, its corner gap included.
  const update = () => {
    if (!panel.isConnected || panel.hidden) return;
    const covered = Math.max(0, win.innerHeight - panel.getBoundingClientRect().top);
    root.style.setProperty(BANNER_OFFSET_PROPERTY, `${Math.ceil(covered)}px`);
  };
  update();
  root.dataset.cookieBanner = '';
  const observer =
    typeof win.ResizeObserver === 'undefined' ? undefined : new win.ResizeObserver(update);
  observer?.observe(panel);
  win.addEventListener('resize', update);
  return () => {
    win.removeEventListener('resize', update);
    observer?.disconnect();
  };
}

/** Removes the offset: the banner is gone. */
export function clearBannerOffset(doc: Document): void {
  doc.documentElement.style.removeProperty(BANNER_OFFSET_PROPERTY);
  delete doc.documentElement.dataset.cookieBanner;
}

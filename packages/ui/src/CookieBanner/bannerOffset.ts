// The page offset under the fixed banner (decision 007 "consent"), without React: the runtime
// keeps it while it shows the prerendered banner, usePageOffset once the banner has hydrated.

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
    // The two properties themselves, not a custom property on <html>: custom properties inherit,
    // so changing one restyles every element of the page, a 30–40 ms task on a phone (decision 059).
    const offset = `${Math.ceil(covered)}px`;
    root.style.scrollPaddingBlockEnd = offset;
    doc.body.style.paddingBlockEnd = offset;
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
  doc.documentElement.style.removeProperty('scroll-padding-block-end');
  doc.body.style.removeProperty('padding-block-end');
  delete doc.documentElement.dataset.cookieBanner;
}

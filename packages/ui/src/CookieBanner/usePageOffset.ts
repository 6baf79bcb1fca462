import {useEffect, type RefObject} from 'react';

/** Custom property on <html> holding the banner's height while it is shown. */
const BANNER_OFFSET_PROPERTY = '--sf-cookie-banner-offset';

/**
 * While the fixed banner is shown, the page gets bottom padding and scroll padding equal to its
 * height (decision 007 "consent"), so every part of the page can be scrolled above it and elements
 * focused by keyboard are scrolled clear of it (WCAG 2.4.11 Focus Not Obscured).
 */
export function usePageOffset(panelRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const root = document.documentElement;
    // What the panel covers from the viewport's bottom edge, its corner gap included.
    const update = () => {
      const covered = Math.max(0, window.innerHeight - panel.getBoundingClientRect().top);
      root.style.setProperty(BANNER_OFFSET_PROPERTY, `${Math.ceil(covered)}px`);
    };
    update();
    root.dataset.cookieBanner = '';
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(panel);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
      root.style.removeProperty(BANNER_OFFSET_PROPERTY);
      delete root.dataset.cookieBanner;
    };
  }, [panelRef]);
}

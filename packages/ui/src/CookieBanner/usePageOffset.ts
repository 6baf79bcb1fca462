import {useEffect, type RefObject} from 'react';
import {clearBannerOffset, observeBannerOffset} from './bannerOffset.ts';

/**
 * While the fixed banner is shown, the page gets bottom padding and scroll padding equal to its
 * height (decision 007 "consent"), so every part of the page can be scrolled above it and elements
 * focused by keyboard are scrolled clear of it (WCAG 2.4.11 Focus Not Obscured). Nothing while
 * `hidden` (the prerendered banner before the runtime shows it).
 */
export function usePageOffset(panelRef: RefObject<HTMLElement | null>, hidden: boolean): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || hidden) return;
    const stop = observeBannerOffset(panel);
    return () => {
      stop();
      clearBannerOffset(panel.ownerDocument);
    };
  }, [panelRef, hidden]);
}

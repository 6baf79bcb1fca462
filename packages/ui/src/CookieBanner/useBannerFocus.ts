import {useCallback, useEffect, useRef, type RefObject} from 'react';
import type {BannerView} from '../consent/consentReducer.ts';

/**
 * Focus handling of the non-modal banner (decision 007 "consent"): whenever it is shown (first
 * visit, or reopened from the footer) focus moves to its heading, so it never covers the focused
 * element unannounced and screen readers read its title; `restoreFocus` hands focus back to the
 * element that had it (e.g. the footer's "Cookie Einstellungen" button) before saving hides it.
 * Focus already inside the banner stays where it is: the runtime showed the prerendered banner
 * and focused its heading before it hydrated (decision 040), and the visitor may have moved on.
 * Nothing while `hidden` (the prerendered banner before the runtime shows it).
 */
export function useBannerFocus(
  view: BannerView,
  hidden: boolean,
  panelRef: RefObject<HTMLElement | null>,
  headingRef: RefObject<HTMLElement | null>,
): () => void {
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (hidden) return;
    const active = document.activeElement;
    if (panelRef.current?.contains(active)) return;
    if (active instanceof HTMLElement && active !== document.body) returnTo.current = active;
    // The panel is fixed: scrolling the page to its heading would only move the content behind.
    headingRef.current?.focus({preventScroll: true});
  }, [view, hidden, panelRef, headingRef]);
  return useCallback(() => {
    const target = returnTo.current;
    if (target?.isConnected) target.focus({preventScroll: true});
  }, []);
}

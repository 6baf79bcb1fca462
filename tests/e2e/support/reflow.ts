// WCAG 2.2 SC 1.4.10 Reflow, as the accessibility sweep checks it: at 400% zoom (a 1280 px window
// is 320 CSS px wide) no content is cut off horizontally.
import type {Page} from 'playwright-core';
import {settled} from './settled.ts';

/** 1280 × 1024 CSS px at 400% zoom: the width SC 1.4.10 names, a quarter of the height. */
export const ZOOM_400 = {width: 320, height: 256};

/**
 * What is cut off on the page as it is now; empty when nothing is. Two checks:
 *
 * 1. The page itself does not scroll sideways: `scrollWidth <= clientWidth` of the scrolling
 *    element (two-dimensional scrolling is what the SC forbids).
 * 2. Nothing sticks out of the viewport, which the first check misses when an ancestor has
 *    `overflow-x: hidden` or `clip` and simply cuts it off: no rendered element's border box and
 *    no line box of a rendered text node (a long word overflows its own box) reaches left of 0 or
 *    right of the viewport's width (half a pixel of rounding allowed).
 *
 * Two kinds of content are exempt, each by what its styles say, not by name:
 * - content inside an element that scrolls sideways by design (`overflow-x: auto | scroll`):
 *   it stays reachable by scrolling that element, and the element's own box is still checked;
 * - content of a visually hidden element (overflow not visible and a box of at most 1 × 1 px,
 *   ui's VisuallyHidden): it is for screen readers and is never on screen.
 * Elements that are not rendered (`display: none`, `visibility: hidden`, inside a closed
 * `hidden="until-found"` panel) have no box to cut off and are skipped.
 */
export async function cutOffContent(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(findCutOff);
}

// Runs in the page: no imports, no closures over Node values.
function findCutOff(): string[] {
  const root = document.scrollingElement ?? document.documentElement;
  const width = root.clientWidth;
  const problems: string[] = [];
  if (root.scrollWidth > width) {
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${width} px`);
  }
  const outside = (box: DOMRect) => box.left < -0.5 || box.right > width + 0.5;
  const exemptions = new Map<Element, boolean>();
  // Whether `element` lies inside a sideways scroller or is (inside) a visually hidden element.
  const exempt = (element: Element | null): boolean => {
    if (element === null || element === document.body) return false;
    const known = exemptions.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const parent = element.parentElement;
    const parentScrolls =
      parent !== null && ['auto', 'scroll'].includes(getComputedStyle(parent).overflowX);
    const hidden = style.overflowX !== 'visible' && box.width <= 1 && box.height <= 1;
    const result = parentScrolls || hidden || exempt(parent);
    exemptions.set(element, result);
    return result;
  };
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].map((token) => `.${token}`).join('');
    return `${element.tagName.toLowerCase()}${id}${classes}`;
  };
  const span = (box: DOMRect) => `${Math.round(box.left)}…${Math.round(box.right)} px`;
  const rendered = (element: Element) => element.checkVisibility({visibilityProperty: true});

  for (const element of document.body.querySelectorAll('*')) {
    if (!rendered(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (outside(box) && !exempt(element)) problems.push(`${name(element)} at ${span(box)}`);
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = texts.nextNode(); node !== null; node = texts.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (text === '' || parent === null || !rendered(parent)) continue;
    range.selectNodeContents(node);
    const line = [...range.getClientRects()].find(outside);
    if (line && !exempt(parent)) {
      problems.push(`text "${text.slice(0, 40)}" in ${name(parent)} at ${span(line)}`);
    }
  }
  return problems;
}

// Touch targets, so a finger hits them: on phones and tablets every interactive target is at least
// 44 × 44 CSS px, the size of WCAG 2.2 SC 2.5.5 Target Size (Enhanced). Measured in the page as it
// is now, so a state (the drawer, the banner) is measured by opening it first.
import type {Page} from 'playwright-core';
import {settled} from './settled.ts';

/** The smallest target, in CSS px, both ways (2.75rem at the default font size). */
const MIN_TARGET = 44;

/** Elements a visitor can press, tap or type into. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="option"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="combobox"]',
].join(', ');

/**
 * Every visible interactive element inside `scope` (a CSS selector, the whole body by default)
 * smaller than 44 × 44 CSS px, one line each: `label: element "name" W×H px`. Empty when all are
 * large enough.
 *
 * What counts as the target:
 * - an input with a `<label>` is pressed through its label too (a click on the label toggles or
 *   focuses it), so it passes when its own box or one of its labels' is large enough; an input drawn
 *   visually hidden under a custom control (the kit's checkboxes, RAC's switches) is measured by
 *   its label alone;
 * - an element that is not rendered, or visually hidden (a box of at most 1 × 1 px, like the
 *   skip link until it has focus, or inside such a clipped box, like RAC's hidden native
 *   select), is no target.
 *
 * Exempt, and only this: a link inside a sentence of running text, WCAG 2.5.8's "Inline"
 * exception ("the target is in a sentence or its size is otherwise constrained by the
 * line-height of non-target text"). A link counts as inline when it is laid out inline and the
 * block around it has text of its own beside the link's.
 */
export async function smallTargets(page: Page, label: string, scope = 'body'): Promise<string[]> {
  await settled(page);
  const found = await page.evaluate(findSmallTargets, {
    scope,
    selector: INTERACTIVE,
    min: MIN_TARGET,
  });
  return found.map((line) => `${label}: ${line}`);
}

// Runs in the page: no imports, no closures over Node values.
function findSmallTargets(options: {scope: string; selector: string; min: number}): string[] {
  const {scope, selector, min} = options;
  const root = document.querySelector(scope);
  if (root === null) return [`no element matches ${scope}`];
  const rendered = (element: Element) =>
    element.checkVisibility({visibilityProperty: true, opacityProperty: true});
  const tiny = (box: DOMRect) => box.width <= 1 && box.height <= 1;
  // Inside a visually hidden wrapper (RAC's hidden native select, VisuallyHidden): never on screen.
  const clippedAway = (element: Element): boolean => {
    for (let up = element.parentElement; up !== null && up !== root; up = up.parentElement) {
      if (tiny(up.getBoundingClientRect()) && getComputedStyle(up).overflow !== 'visible') {
        return true;
      }
    }
    return false;
  };
  const BLOCKS = 'p, li, dd, dt, td, th, blockquote, figcaption, div, section, article, label';
  const inSentence = (element: Element): boolean => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement?.closest(BLOCKS);
    if (!block) return false;
    const own = element.textContent?.trim() ?? '';
    const around = (block.textContent ?? '').replace(own, '').trim();
    return /\p{L}{2,}/u.test(around);
  };
  const name = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const text =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement
        ? (element.labels?.[0]?.textContent ?? element.name)
        : element.textContent);
    const short = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${tag}${role ? `[role=${role}]` : ''}${element.id ? `#${element.id}` : ''} "${short}"`;
  };
  const problems: string[] = [];
  for (const element of root.querySelectorAll(selector)) {
    if (!rendered(element) || clippedAway(element)) continue;
    const own = element.getBoundingClientRect();
    const labels =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? [...(element.labels ?? [])].filter(rendered)
        : [];
    const boxes = [own, ...labels.map((labelElement) => labelElement.getBoundingClientRect())];
    const candidates = tiny(own) ? boxes.slice(1) : boxes;
    if (candidates.length === 0) continue;
    const large = (box: DOMRect) => box.width + 0.5 >= min && box.height + 0.5 >= min;
    if (candidates.some(large)) continue;
    const box = candidates.reduce((best, next) =>
      next.width * next.height > best.width * best.height ? next : best,
    );
    if (inSentence(element)) continue;
    problems.push(`${name(element)} ${Math.round(box.width)}×${Math.round(box.height)} px`);
  }
  return [...new Set(problems)];
}

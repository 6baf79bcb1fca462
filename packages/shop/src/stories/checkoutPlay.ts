// Story-only play helpers of the checkout stories (never exported from the package index).
import type {within} from 'storybook/test';
import {expect} from 'storybook/test';
import {
  formatPrice,
  isLang,
  localizedPath,
  t,
  type Lang,
  type MessageKey,
} from '@schaufenster/core';

/** Storybook globals of a story. */
export type Globals = Record<string, unknown>;
/** The canvas queries of a play function. */
export type Canvas = ReturnType<typeof within>;

function langOf(globals: Globals): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

/** Expected texts in the story's language, so the plays hold under any toolbar language. */
export function m(
  globals: Globals,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  return t(langOf(globals), key, values);
}

/**
 * `m` with its whitespace collapsed, for text matchers (`toHaveTextContent`, `getByText`), which
 * collapse the page's: French puts a no-break space before ":", "!" and "?".
 */
export function mText(
  globals: Globals,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  return m(globals, key, values).replace(/\s+/g, ' ');
}

/**
 * An amount as the story's language writes it ("6.564,90 €", "€6,564.90"), its no-break spaces
 * collapsed as Testing Library's text matchers do.
 */
export function eur(globals: Globals, value: number): string {
  return formatPrice(value, langOf(globals)).replace(/\s+/g, ' ');
}

/** The amount as a pattern for accessible names, which keep their no-break spaces. */
export function eurPattern(globals: Globals, value: number): RegExp {
  const escaped = eur(globals, value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/ /g, '\\s'));
}

/** The item list ("continue shopping", "back to the shop") in the story's language. */
export function shopPath(globals: Globals): string {
  return localizedPath('item_list', langOf(globals));
}

/** The heading of form step 1–4, once shown. */
export function stepHeading(canvas: Canvas, globals: Globals, step: 1 | 2 | 3 | 4) {
  const names: MessageKey[] = [
    'checkoutStepAddress',
    'checkoutStepShipping',
    'checkoutStepPayment',
    'checkoutStepReview',
  ];
  return canvas.findByRole('heading', {
    level: 2,
    name: m(globals, 'checkoutStepHeading', {
      number: step,
      total: 4,
      name: m(globals, names[step - 1]!),
    }),
  });
}

/** A JSON entry of local storage, parsed. */
export function stored(key: string): Record<string, unknown> | null {
  const text = localStorage.getItem(key);
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** What the helpers need of `userEvent`. */
export type Clicker = {click: (element: Element) => Promise<void>};

/** Review step: ticks the terms, then places the order; returns the place button. */
export async function acceptTermsAndPlace(canvas: Canvas, globals: Globals, user: Clicker) {
  const terms = await canvas.findByRole('checkbox', {name: /AGB|terms|conditions/});
  await user.click(terms);
  await expect(terms).toBeChecked();
  const place = canvas.getByRole('button', {name: m(globals, 'checkoutPlaceOrder')});
  await user.click(place);
  return place;
}

// What the item list's stories share (ItemList/ItemList.stories.tsx): the jeweller's list settings, the
// page language, and queries for the list, its cards and "show more" with generous timeouts.
import {expect, waitFor, within} from 'storybook/test';
import {
  LANGUAGES,
  isLang,
  pickTranslation,
  t,
  type Lang,
  type MessageKey,
  type MessageValues,
  type SiteData,
} from '@schaufenster/core';
import {rawRetailers} from '@schaufenster/fixtures';
import {withoutFilterParams} from '../shopContext/index.ts';
import type {ItemListSettings} from '../ItemList/ItemList.tsx';

/** Storybook globals (the toolbar's language and retailer). */
type Globals = Record<string, unknown>;
type Canvas = ReturnType<typeof within>;

// The jeweller's settings as stored (the fields the list reads); edit them in the controls.
const [storedSettings] = rawRetailers['juwelier-morgenstern'].ecommerce_settings as [
  ItemListSettings,
];
export const JEWELLER_SETTINGS: ItemListSettings = {
  filters: storedSettings.filters,
  category_filter: storedSettings.category_filter,
  manufacturer_filter: storedSettings.manufacturer_filter,
  subcategory_filter: storedSettings.subcategory_filter,
  attribute_filter: storedSettings.attribute_filter,
  default_sort: storedSettings.default_sort,
};

export function langOf(globals: Globals): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// Generous limits: the machine runs two story projects (and other suites) side by side.
const LOAD_TIMEOUT = {timeout: 8000};

export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return waitFor(check, LOAD_TIMEOUT);
}

export function findRole(canvas: Canvas, ...[role, options]: Parameters<Canvas['findByRole']>) {
  return canvas.findByRole(role, options, LOAD_TIMEOUT);
}

export function findText(canvas: Canvas, text: string) {
  return canvas.findByText(text, {}, LOAD_TIMEOUT);
}

// Testing Library collapses whitespace (prices carry a no-break space) before matching.
export function text(globals: Globals, key: MessageKey, values?: MessageValues): string {
  return t(langOf(globals), key, values).replace(/\s+/g, ' ');
}

export function productList(canvas: Canvas, globals: Globals): HTMLElement {
  return canvas.getByRole('list', {name: text(globals, 'itemListHeading')});
}

/**
 * Waits until the list shows its current products at full strength: no `aria-busy`, and the
 * fade of the previous filter's cards (`data-stale`, 150 ms) over. A play that ends right after
 * a filter change would otherwise leave axe to measure the faded cards' contrast.
 */
export function listSettled(canvas: Canvas, globals: Globals): Promise<void> {
  return eventually(async () => {
    const list = productList(canvas, globals);
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(getComputedStyle(list).opacity).toBe('1');
  });
}

/** The product cards shown (skeleton placeholders have no heading, so they do not count). */
export function cards(canvas: Canvas, globals: Globals): HTMLElement[] {
  return within(productList(canvas, globals))
    .queryAllByRole('listitem')
    .filter((item) => within(item).queryByRole('heading') !== null);
}

export function showMoreButton(canvas: Canvas, globals: Globals): HTMLElement | null {
  return canvas.queryByRole('button', {name: text(globals, 'itemListShowMore')});
}

export function urlQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

// Stories share one page in the test runner: no story may inherit another's filter query.
export function clearFilterQuery(): void {
  const rest = withoutFilterParams(urlQuery()).toString();
  const {pathname, hash} = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${rest ? `?${rest}` : ''}${hash}`,
  );
}

export function manufacturerId(site: SiteData, name: string) {
  const found = site.products.find((product) => product.manufacturer?.display_name === name);
  if (!found?.manufacturer) throw new Error(`No fixture manufacturer "${name}"`);
  return found.manufacturer.id;
}

/**
 * The platinum attribute value ("Platin 950"), its group and the products that carry it, named as
 * the list's filters name them in `lang`: the plays find the checkbox in any toolbar language.
 */
export function platinumFilter(site: SiteData, lang: Lang) {
  const isPlatinum = (value: {display_value: string}) => value.display_value === 'Platin 950';
  const products = site.products.filter((p) =>
    p.attributes.some((a) => a.display_values.some(isPlatinum)),
  );
  const attribute = products[0]?.attributes.find((a) => a.display_values.some(isPlatinum));
  const value = attribute?.display_values.find(isPlatinum);
  if (!attribute || !value) throw new Error('No fixture product is made of platinum');
  return {
    products,
    groupName:
      pickTranslation(attribute.group.translations, lang, LANGUAGES, 'attribute group')
        ?.display_name ?? attribute.group.display_name,
    valueName:
      pickTranslation(value.translations, lang, LANGUAGES, 'attribute')?.display_value ??
      value.display_value,
  };
}

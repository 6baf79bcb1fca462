// Story-only helpers of ItemPage/ItemPage.stories.tsx (never exported from the package
// index): fixture products by trait, product-read handlers and keyboard steps for the plays.
import {expect, userEvent, type within} from 'storybook/test';
import {delay, http, HttpResponse} from 'msw';
import {Button} from 'react-aria-components';
import {
  formatPrice,
  isLang,
  t,
  type Lang,
  type MessageKey,
  type MessageValues,
  type Product,
} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {useMessages} from '@schaufenster/ui';
import type {ItemSlot} from '../ItemPage/ItemPage.tsx';

// The product read (`ecommerce_product` by id) in its other states, as an extra msw group so
// the shared `shop` handlers stay in place for everything else.
const PRODUCT_READ = '*/items/ecommerce_product';
export const productReadPending = [
  http.get(PRODUCT_READ, async () => {
    await delay('infinite');
    return HttpResponse.json({data: []});
  }),
];
export const productReadFailing = [
  http.get(PRODUCT_READ, () => HttpResponse.json({errors: []}, {status: 500})),
];
// The first read fails, later ones fall through to the shared Directus handlers.
let productReadFailures = 0;
/** Makes the next product read fail once (a story's beforeEach). */
export function failNextProductRead(): void {
  productReadFailures = 1;
}
export const productReadFailingOnce = [
  http.get(PRODUCT_READ, () => {
    if (productReadFailures === 0) return undefined;
    productReadFailures -= 1;
    return HttpResponse.json({errors: []}, {status: 500});
  }),
];

/** Fixture products by the traits a story needs (never by id, so fixtures can grow). */
const TRAITS = {
  withVariants: (p: Product) => {
    const active = p.variants.filter((v) => v.active);
    return (
      new Set(active.map((v) => v.price_brutto)).size > 1 &&
      active.some((v) => (v.stock ?? 0) > 0) &&
      p.personalization.length === 0
    );
  },
  withoutVariants: (p: Product) =>
    p.variants.length === 0 &&
    (p.stock ?? 0) > 1 &&
    !p.reorder_possible &&
    p.personalization.length === 0 &&
    p.price_brutto !== null &&
    p.attributes.length > 0,
  outOfStockReorder: (p: Product) =>
    p.variants.length === 0 && p.stock === 0 && p.reorder_possible && p.price_brutto !== null,
  outOfStockNoReorder: (p: Product) =>
    p.variants.length === 0 && p.stock === 0 && !p.reorder_possible && p.price_brutto !== null,
  personalization: (p: Product) =>
    p.variants.length === 0 &&
    p.personalization.length > 0 &&
    (p.stock ?? 0) > 0 &&
    p.price_brutto !== null,
  onRequest: (p: Product) => p.variants.length === 0 && p.price_brutto === null,
  sizeGuide: (p: Product) => p.size_guide !== null && p.variants.length > 0,
} satisfies Record<string, (p: Product) => boolean>;
export type Trait = keyof typeof TRAITS;

export function pick(loaded: Record<string, unknown>, trait: Trait): Product {
  const product = shopSiteOf(loaded).products.find(TRAITS[trait]);
  if (!product) throw new Error(`No fixture product is "${trait}"`);
  return product;
}

export function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// Testing Library collapses whitespace (prices carry a no-break space) before matching.
export function text(lang: Lang, key: MessageKey, values?: MessageValues): string {
  return t(lang, key, values).replace(/\s+/g, ' ');
}
// Accessible descriptions keep a no-break space where Testing Library's text queries collapse it.
export function loose(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/ /g, '\\s')}$`);
}
export function price(value: number | null, lang: Lang): string {
  return formatPrice(value ?? 0, lang).replace(/\s+/g, ' ');
}

/** Stand-in for the feedback helper's RequestAvailability, so these stories test the slot only. */
function RequestStandIn() {
  const tr = useMessages();
  return <Button>{tr('itemPageRequestAvailability')}</Button>;
}
export const requestSlot: ItemSlot = <RequestStandIn />;

export type Canvas = ReturnType<typeof within>;

export async function addButton(canvas: Canvas, lang: Lang) {
  return canvas.findByRole('button', {name: text(lang, 'itemPageAddToCart')});
}

/** Tabs forward until `element` has focus (keyboard only), at most 20 steps. */
export async function tabTo(element: HTMLElement) {
  for (let step = 0; step < 20 && document.activeElement !== element; step++) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/** Opens a downshift select with the keyboard and picks the option named `name`. */
export async function chooseByKeyboard(canvas: Canvas, select: HTMLElement, name: string) {
  await tabTo(select);
  await userEvent.keyboard('{ArrowDown}');
  const option = await canvas.findByRole('option', {name});
  for (let step = 0; step < 20; step++) {
    if (select.getAttribute('aria-activedescendant') === option.id) break;
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
  await expect(select).toHaveTextContent(name);
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

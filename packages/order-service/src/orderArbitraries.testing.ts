// Test support (not exported): fast-check arbitraries for the property tests. Valid orders are
// built from a catalogue, with their totals worked out here in integer cents from the catalogue's
// own prices, apart from the service's pricing code; and any JSON body, as value or as raw text the
// service must still answer without a 5xx.
import fc from 'fast-check';
import type {Product, ShopSettings, StaticCatalogue} from '@schaufenster/core';

/** A valid order body (without project) and what the catalogue says it costs, in cents. */
export interface GeneratedOrder {
  /**
   * The body to post, without `project` and `order_uuid`: the service keeps its orders across a
   * property's runs, so each run adds a fresh UUID (see `withFreshUuid`).
   */
  body: Record<string, unknown>;
  /** Σ unit price × count. */
  subtotalCents: number;
  /** The shipping option's price, or 0 when its method is free. */
  shippingCents: number;
  /** subtotalCents + shippingCents. */
  totalCents: number;
}

// Orders stay well under the service's default maximum total (100,000 EUR, decision 010e).
const TOTAL_CAP_CENTS = 50_000_00;
// Pieces of a reorderable line (no stock limit): enough to reach four- and five-digit totals.
const UNLIMITED_COUNT = 40;

const cents = (price: number) => Math.round(price * 100);

/** One product (or variant) the purchase box offers, with its unit price and stock rule. */
interface Choice {
  product: Product;
  variant: string | number | null;
  unitCents: number;
  unitPrice: number;
  /** Most pieces that may be ordered; null without a limit (reorder possible). */
  max: number | null;
}

function choicesOf(products: readonly Product[]): Choice[] {
  const choices: Choice[] = [];
  const limit = (reorder: boolean, stock: number | null) => (reorder ? null : (stock ?? 0));
  for (const product of products) {
    const offers =
      product.variants.length > 0
        ? product.variants
            .filter((variant) => variant.active)
            .map((variant) => ({
              variant: variant.id,
              price: variant.price_brutto,
              max: limit(variant.reorder_possible, variant.stock),
            }))
        : [
            {
              variant: null,
              price: product.price_brutto,
              max: limit(product.reorder_possible, product.stock),
            },
          ];
    for (const offer of offers) {
      if (offer.price === null || offer.max === 0) continue;
      const unitPrice = offer.price;
      choices.push({
        product,
        variant: offer.variant,
        unitPrice,
        unitCents: cents(unitPrice),
        max: offer.max,
      });
    }
  }
  return choices;
}

/** A shipping option, a country it ships to and a payment method it allows, with its cost. */
interface ShippingCombo {
  shippingMethod: string | number;
  country: string;
  paymentMethod: string | number;
  costCents: number;
  cost: number;
}

function shippingCombos(settings: ShopSettings): ShippingCombo[] {
  const countries = new Set(settings.shipping_countries.map((entry) => entry.country_code));
  const payments = new Set(settings.payment_methods.map((method) => String(method.id)));
  return settings.shipping_methods_config.flatMap((option) => {
    const id = option.id ?? option.name;
    const free = settings.shipping_methods.some(
      (method) => String(method.id) === String(id) && method.free,
    );
    const cost = free ? 0 : option.price_brutto;
    return option.countries
      .filter((country) => countries.has(country))
      .flatMap((country) =>
        option.payment_methods
          .filter((payment) => payments.has(String(payment.id)))
          .map((payment) => ({
            shippingMethod: id,
            country,
            paymentMethod: payment.id,
            cost,
            costCents: cents(cost),
          })),
      );
  });
}

const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüß][a-zäöüß]{1,15}$/);

const address = (country: string) =>
  fc.record({
    first_name: word,
    last_name: word,
    street: word,
    number: fc.integer({min: 1, max: 300}).map(String),
    zip_code: fc.stringMatching(/^\d{4,5}$/),
    city: word,
    country_code: fc.constant(country),
  });

// Values for the product's personalization fields: required ones always, optional ones maybe.
function personalization(product: Product) {
  const fields = product.personalization.flatMap((offer) => offer.fields);
  const entries = fields.map((field) => {
    const value =
      field.type === 'select' && field.options.length > 0
        ? fc.constantFrom(...field.options)
        : fc.stringMatching(new RegExp(`^[A-Za-z0-9]{1,${field.max_length ?? 24}}$`));
    return [field.name, field.required ? value : fc.option(value, {nil: undefined})] as const;
  });
  return fc
    .record(Object.fromEntries(entries))
    .map((values) =>
      Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
    );
}

function line(choice: Choice) {
  return fc
    .record({
      count: fc.integer({min: 1, max: choice.max ?? UNLIMITED_COUNT}),
      personalization: personalization(choice.product),
    })
    .map(({count, personalization: values}) => ({
      body: {
        product: choice.product.id,
        variant: choice.variant,
        personalization: values,
        count,
        price_brutto: choice.unitPrice,
      },
      cents: choice.unitCents * count,
    }));
}

/**
 * Orders the catalogue accepts: 1–4 different products or variants with counts within stock (or
 * up to 40 when reorder is possible), required personalization filled, a shipping option with a
 * country and payment method it allows, maybe gift wrap, an invoice address and a comment.
 */
export function validOrder(catalogue: StaticCatalogue): fc.Arbitrary<GeneratedOrder> {
  const {settings} = catalogue;
  if (!settings) throw new Error('validOrder needs a catalogue with shop settings');
  const choices = choicesOf(catalogue.products);
  const combos = shippingCombos(settings);
  const lines = fc
    .uniqueArray(fc.constantFrom(...choices), {minLength: 1, maxLength: 4})
    .chain((chosen) => fc.tuple(...chosen.map(line)));
  return fc
    .record({
      lines,
      combo: fc.constantFrom(...combos),
      presentWrap: settings.present_wrapping ? fc.boolean() : fc.constant(false),
      comment: fc.option(fc.string({maxLength: 200}), {nil: null}),
      language: fc.constantFrom('de', 'en', 'fr'),
      local: fc.stringMatching(/^[a-z][a-z0-9.]{0,20}[a-z0-9]$/),
    })
    .chain((parts) =>
      fc
        .record({
          shipping: address(parts.combo.country),
          invoice: fc.option(address(parts.combo.country), {nil: null}),
        })
        .map(({shipping, invoice}) => {
          const subtotalCents = parts.lines.reduce((sum, entry) => sum + entry.cents, 0);
          const totalCents = subtotalCents + parts.combo.costCents;
          const body = {
            customer_email: `${parts.local.replace(/\.+/g, '.')}@example.com`,
            shipping_address: shipping,
            invoice_address: invoice,
            comment: parts.comment,
            payment_method: parts.combo.paymentMethod,
            shipping_method: parts.combo.shippingMethod,
            present_wrap: parts.presentWrap,
            products: parts.lines.map((entry) => entry.body),
            shipping_cost: parts.combo.cost,
            total_price_brutto: totalCents / 100,
            language: parts.language,
          };
          return {body, subtotalCents, shippingCents: parts.combo.costCents, totalCents};
        }),
    )
    .filter((order) => order.totalCents <= TOTAL_CAP_CENTS);
}

/** `order` with a new `order_uuid`, so no run meets an order an earlier run placed. */
export function withFreshUuid(order: GeneratedOrder): GeneratedOrder {
  return {...order, body: {...order.body, order_uuid: crypto.randomUUID()}};
}

/** Keys worth trying besides random ones: prototype names and the schemas' own fields. */
const TRICKY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'toJSON', 'valueOf'];

/**
 * `body` with one field (at any depth of objects) set to `value`, or removed. Set as an own
 * property, so `__proto__` becomes a key of the JSON text, not the prototype.
 */
function mutate(body: unknown, path: readonly string[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return remove ? undefined : value;
  const target: Record<string, unknown> =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? {...(body as Record<string, unknown>)}
      : {};
  const [key, ...rest] = path as [string, ...string[]];
  const next = mutate(Object.hasOwn(target, key) ? target[key] : undefined, rest, value, remove);
  if (next === undefined && rest.length === 0 && remove) {
    delete target[key];
  } else {
    Object.defineProperty(target, key, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return target;
}

/** Paths into `body`'s object fields (all depths), as key lists. */
function pathsOf(body: unknown, prefix: string[] = []): string[][] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.entries(body).flatMap(([key, value]) => [
    [...prefix, key],
    ...pathsOf(value, [...prefix, key]),
  ]);
}

/** `template` with 1–3 fields replaced by any JSON value, removed, or added under odd keys. */
export function mutatedBody(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(template);
  const path = fc.oneof(
    fc.constantFrom(...paths),
    fc.tuple(fc.oneof(fc.constantFrom(...TRICKY_KEYS), fc.string())).map((key) => key),
  );
  const change = fc.record({path, value: fc.jsonValue({maxDepth: 4}), remove: fc.boolean()});
  return fc
    .array(change, {minLength: 1, maxLength: 3})
    .map((changes) =>
      changes.reduce<unknown>(
        (body, {path: at, value, remove}) => mutate(body, at, value, remove),
        template,
      ),
    );
}

// Stands for the raw text in a stringified template.
const RAW_MARKER = '@@raw@@';

/** Number literals JSON.parse turns into Infinity, 0, -0 or an imprecise number. */
const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '123456789012345678901234567890',
  '9007199254740993',
  '1.7976931348623157e308',
  '4237.899999999999999',
];

/**
 * Raw JSON texts a value cannot make: nesting up to 20,000 levels deep (arrays, objects or
 * both, alone or in a field of `template`, old or new) and numbers JSON.parse turns into
 * Infinity, 0 or an imprecise value, in such a field.
 */
export function rawBody(template: Record<string, unknown>): fc.Arbitrary<string> {
  const depth = fc.integer({min: 1, max: 20_000});
  const nested = fc
    .tuple(depth, fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"a":', '}]']))
    .map(([levels, [open, close]]) => `${open.repeat(levels)}1${close.repeat(levels)}`);
  const number = fc.oneof(
    fc.constantFrom(...HUGE_NUMBERS),
    fc.bigInt({min: -(10n ** 40n), max: 10n ** 40n}).map(String),
  );
  // Existing fields, and new ones: loose schemas keep unknown keys (or a handler reads them).
  const paths = [...pathsOf(template), ...TRICKY_KEYS.map((key) => [key]), ['note']];
  const inField = fc
    .tuple(fc.constantFrom(...paths), fc.oneof(nested, number))
    .map(([path, raw]) => {
      const text = JSON.stringify(mutate(template, path, RAW_MARKER, false));
      return text.replace(JSON.stringify(RAW_MARKER), raw);
    });
  return fc.oneof(nested, inField);
}

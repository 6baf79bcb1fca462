// What "wrong" means for each storage key (spec §3, §9; decision 016): per field, values the
// stored shape does not allow, the fields that must be there, and the top-level values that are
// no entry at all. The generator (corruptStorage.ts) combines these with a valid base.
import {
  CONSENT_IDS,
  validCart,
  validCheckout,
  validConsents,
  validLegacyConsents,
} from './bases.ts';
import {getAt, isObject, Raw, type Json, type JsonPath} from './json.ts';
import type {Random} from './random.ts';

/** The three keys of spec §9. */
export const CORRUPT_KEYS = ['int-cart', 'int-checkout', 'int-consents'] as const;
/** One of the three storage keys. */
export type CorruptKey = (typeof CORRUPT_KEYS)[number];

/** A field and values it must never hold. */
interface FieldFault {
  /** Where the field is in a base value; null when this base has no such field. */
  path: (base: Json, random: Random) => JsonPath | null;
  /** Values the stored shape rejects there. */
  bad: readonly Json[];
  /** A count or amount (the "negative and NaN counts"). */
  count?: boolean;
}

/** Everything the generator needs to know about one key. */
export interface KeySpec {
  /** A valid value. */
  base(random: Random): Json;
  /** Fields with values they must not hold. */
  fields: readonly FieldFault[];
  /** Fields whose absence makes the value invalid. */
  required: ReadonlyArray<(base: Json, random: Random) => JsonPath | null>;
  /** Whole values of the wrong type. */
  topLevel: readonly Json[];
  /** Objects inside a base where pollution keys go. */
  objects: (base: Json, random: Random) => JsonPath;
}

// Literal tokens: JSON.parse turns 1e999 into Infinity; NaN and Infinity are no JSON at all.
const INF = new Raw('1e999');
const NEG_INF = new Raw('-1e999');
const NAN = new Raw('NaN');
const INFINITY = new Raw('Infinity');
const TINY_NEGATIVE = new Raw('-0.0001');

const NOT_NUMBERS: readonly Json[] = ['1', 'NaN', null, true, [], {}, [1], {value: 1}];
const NOT_STRINGS: readonly Json[] = [5, 0, true, false, [], {}, ['a'], {de: 'x'}];
const NOT_BOOLEANS: readonly Json[] = ['true', 'false', 1, 0, null, [], {}, [true]];
// Ids are whole numbers or non-empty strings (core IdSchema).
const BAD_IDS: readonly Json[] = [1.5, -0.5, '', true, false, [], {}, [1], INF, NAN];
// Amounts of money are finite and ≥ 0 (core PriceSchema).
const BAD_PRICES: readonly Json[] = [
  -0.01,
  -89,
  TINY_NEGATIVE,
  INF,
  NEG_INF,
  NAN,
  INFINITY,
  ...NOT_NUMBERS,
];
// A line's count is a whole number from 1 to 999 (shop MAX_LINE_COUNT).
const BAD_LINE_COUNTS: readonly Json[] = [
  0,
  -1,
  -999,
  1.5,
  0.5,
  1000,
  1e9,
  Number.MAX_SAFE_INTEGER + 2,
  TINY_NEGATIVE,
  INF,
  NEG_INF,
  NAN,
  INFINITY,
  ...NOT_NUMBERS,
];
const BAD_TOTAL_COUNTS: readonly Json[] = [-1, -5, 1.5, 0.25, INF, NEG_INF, NAN, ...NOT_NUMBERS];
// Where a nullable object may be null, only these break it.
const NOT_OBJECTS: readonly Json[] = ['x', 5, 0, true, false];

function linePath(base: Json, random: Random): JsonPath | null {
  const lines = getAt(base, ['products']);
  return Array.isArray(lines) && lines.length > 0 ? ['products', random.int(lines.length)] : null;
}

// The path when its parent is there to hold it (an object for a key, a list for an index).
function fieldAt(base: Json, path: JsonPath): JsonPath | null {
  const parent = getAt(base, path.slice(0, -1));
  const last = path[path.length - 1];
  if (typeof last === 'number') return Array.isArray(parent) ? path : null;
  return isObject(parent) ? path : null;
}

function inLine(...rest: ReadonlyArray<string | number>) {
  return (base: Json, random: Random): JsonPath | null => {
    const line = linePath(base, random);
    return line ? fieldAt(base, [...line, ...rest]) : null;
  };
}

const at =
  (...path: ReadonlyArray<string | number>) =>
  (base: Json): JsonPath | null =>
    fieldAt(base, path);

const CART: KeySpec = {
  base: (random) => validCart(random, random.chance(0.3) ? 2 : 1),
  fields: [
    {path: at('products'), bad: [null, {}, 'lines', 5, true, {0: {cartId: 'p1'}}]},
    {path: at('totalCount'), bad: BAD_TOTAL_COUNTS, count: true},
    {path: at('totalPriceBrutto'), bad: BAD_PRICES, count: true},
    {path: at('timestamp'), bad: ['now', null, true, [], {}, '2024-01-01']},
    {path: linePath, bad: [null, 5, 'line', true, [], [1, 2]]},
    {path: inLine('cartId'), bad: ['', ...NOT_STRINGS, null]},
    {path: inLine('product'), bad: [null, 5, 'ring', true, [], {}, {display_name: 'x'}]},
    {path: inLine('product', 'id'), bad: [...BAD_IDS, null]},
    {path: inLine('product', 'display_name'), bad: [...NOT_STRINGS, null]},
    {path: inLine('product', 'slug'), bad: [...NOT_STRINGS, null]},
    {
      path: inLine('product', 'image'),
      bad: [
        ...NOT_OBJECTS,
        [],
        {},
        {id: '', filename_download: 'a.jpg'},
        {id: 'x'},
        {id: 'x', filename_download: 'a.jpg', width: 0},
        {id: 'x', filename_download: 'a.jpg', height: -3},
      ],
    },
    {path: inLine('variant'), bad: [...NOT_OBJECTS, [], {}, {display_name: 'Gold'}, {id: 1.5}]},
    {
      path: inLine('personalization'),
      bad: ['Gravur', 5, true, {Gravur: 5}, {Gravur: null}, {Gravur: []}],
    },
    {path: inLine('count'), bad: BAD_LINE_COUNTS, count: true},
    {path: inLine('priceBrutto'), bad: BAD_PRICES, count: true},
  ],
  required: [
    at('products'),
    at('totalCount'),
    at('totalPriceBrutto'),
    at('timestamp'),
    inLine('cartId'),
    inLine('product'),
    inLine('product', 'id'),
    inLine('count'),
    inLine('priceBrutto'),
  ],
  topLevel: [null, true, false, 0, -1, 1.5, 'cart', '', [], [1, 2], {}, {products: []}],
  objects: (base, random) =>
    random.pick([[], linePath(base, random) ?? [], [...(linePath(base, random) ?? []), 'product']]),
};

// Address fields are strings; missing ones default to '' (core AddressSchema).
const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'street',
  'number',
  'zip_code',
  'city',
  'country_code',
  'phone',
  'company',
];
const BAD_ADDRESS_FIELD: readonly Json[] = [...NOT_STRINGS, null];

const CHECKOUT: KeySpec = {
  base: validCheckout,
  fields: [
    {path: at('customerEmail'), bad: NOT_STRINGS},
    {path: at('shippingAddress'), bad: ['Goethestraße 12', 5, true, false]},
    {
      path: (base, random) => fieldAt(base, ['shippingAddress', random.pick(ADDRESS_FIELDS)]),
      bad: BAD_ADDRESS_FIELD,
    },
    {path: at('invoiceAddress'), bad: ['same', 5, true, false]},
    {
      path: (base, random) => fieldAt(base, ['invoiceAddress', random.pick(ADDRESS_FIELDS)]),
      bad: BAD_ADDRESS_FIELD,
    },
    {path: at('comment'), bad: NOT_STRINGS},
    {path: at('paymentMethod'), bad: BAD_IDS},
    {path: at('shippingMethod'), bad: BAD_IDS},
    {
      path: at('shippingCost'),
      bad: [-0.01, -9.9, TINY_NEGATIVE, INF, NEG_INF, NAN, ...NOT_NUMBERS],
      count: true,
    },
    {path: at('presentWrap'), bad: NOT_BOOLEANS},
    {path: at('timestamp'), bad: ['now', null, true, [], {}]},
  ],
  // Every saved field may be missing (spec §3 defaults), so only a broken one is corrupt.
  required: [],
  // `{}` is an empty checkout, not a corrupt one; an array is no checkout at all.
  topLevel: [null, true, false, 0, -1, 1.5, 'checkout', '', [], [1, 2], [{customerEmail: 'a@b.c'}]],
  objects: (_base, random) => random.pick([[], ['shippingAddress']]),
};

const CONSENTS: KeySpec = {
  base: (random) => (random.chance(0.85) ? validConsents(random) : validLegacyConsents(random)),
  fields: [
    // An array is no record of choices, even when its entries are booleans.
    {
      path: at('consents'),
      bad: [null, 'all', 5, true, [], [true], [true, false], [{functional: true}]],
    },
    {
      path: (base, random) => fieldAt(base, ['consents', random.pick(CONSENT_IDS)]),
      bad: ['yes', 'true', 1, 0, null, [], {}, [true]],
      count: true,
    },
    {path: at('timestamp'), bad: ['now', null, true, [], {}]},
    {
      path: (base, random) => (Array.isArray(base) ? [random.int(base.length)] : null),
      bad: [null, 5, 'functional', true, []],
    },
    {
      path: (base, random) =>
        Array.isArray(base) ? [random.int(base.length), 'function_id'] : null,
      bad: ['', 5, null, true, [], {}],
    },
    {
      path: (base, random) =>
        Array.isArray(base) ? [random.int(base.length), 'consentGiven'] : null,
      bad: ['yes', 1, 0, null, [], {}],
      count: true,
    },
    // An empty id names no consent.
    {path: (base) => fieldAt(base, ['consents', '']), bad: [true, false]},
  ],
  required: [
    at('consents'),
    (base, random) => (Array.isArray(base) ? [random.int(base.length), 'function_id'] : null),
    (base, random) => (Array.isArray(base) ? [random.int(base.length), 'consentGiven'] : null),
  ],
  topLevel: [null, true, false, 0, 1, 'accepted', '', [], [1, 2], [null], {}, {timestamp: 1}],
  objects: (base, random) =>
    Array.isArray(base) ? [random.int(base.length)] : random.pick([[], ['consents']]),
};

/** The spec of each key. */
export const KEY_SPECS: Readonly<Record<CorruptKey, KeySpec>> = {
  'int-cart': CART,
  'int-checkout': CHECKOUT,
  'int-consents': CONSENTS,
};

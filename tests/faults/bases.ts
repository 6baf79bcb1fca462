// Valid values of the three storage keys (spec §3 Cart, Checkout state; §4 Cookie banner; §9
// Storage keys), random but well formed: the corrupt-storage generator breaks them one way at a
// time, so each corrupt value is "almost right" like real damage (decision 016).
import type {Json} from './json.ts';
import type {Random} from './random.ts';

const NAMES = [
  'Thomas Sabo Kette Herz',
  'Creolen Luna',
  'Nomos Tangente 38',
  'Perlenkette „Akoya“',
];
const FIRST_NAMES = ['Anna', 'Jörg', 'Zoë', 'Ŝtefan', 'Mia'];

/** A cart as the cart store writes it: 1–3 lines (or `minLines`), totals and a timestamp. */
export function validCart(random: Random, minLines = 1): {[key: string]: Json} {
  const count = random.between(minLines, Math.max(minLines, 3));
  const products: Json[] = [];
  let totalCount = 0;
  let cents = 0;
  for (let i = 0; i < count; i++) {
    const id = 100 + i * 7 + random.int(5);
    const variant = random.chance(0.4) ? {id: id * 10 + 1, display_name: `Größe ${50 + i}`} : null;
    const personalization: {[key: string]: Json} = random.chance(0.3) ? {Gravur: 'A ♥ B'} : {};
    const lineCount = random.between(1, 5);
    const priceCents = random.between(0, 500_000);
    const product: {[key: string]: Json} = {
      id: random.chance(0.8) ? id : `uuid-${id}`,
      display_name: random.pick(NAMES),
      slug: `produkt-${id}`,
    };
    if (random.chance(0.5)) {
      product.image = {id: `img-${id}`, filename_download: `p${id}.jpg`, width: 800, height: 800};
    }
    products.push({
      cartId: `p${id}${variant ? `-v${variant.id}` : ''}-${i}`,
      product,
      variant,
      personalization,
      count: lineCount,
      priceBrutto: priceCents / 100,
    });
    totalCount += lineCount;
    cents += priceCents * lineCount;
  }
  return {products, totalCount, totalPriceBrutto: cents / 100, timestamp: 1_700_000_000_000};
}

/** An address as the checkout form stores it. */
function validAddress(random: Random): {[key: string]: Json} {
  return {
    company: random.chance(0.3) ? 'Muster GmbH' : '',
    first_name: random.pick(FIRST_NAMES),
    last_name: 'Muster',
    street: 'Goethestraße',
    number: String(random.between(1, 120)),
    zip_code: '60313',
    city: 'Frankfurt am Main',
    country_code: random.pick(['DE', 'AT', 'CH']),
    phone: random.chance(0.5) ? '+49 69 1234567' : '',
  };
}

/** A checkout as the checkout store writes it: every saved field set. */
export function validCheckout(random: Random): {[key: string]: Json} {
  return {
    customerEmail: 'anna@example.org',
    shippingAddress: validAddress(random),
    invoiceAddress: random.chance(0.5) ? validAddress(random) : null,
    comment: random.chance(0.5) ? 'Bitte als Geschenk verpacken.' : null,
    paymentMethod: random.pick([1, 4, 7]),
    shippingMethod: random.pick([1, 3, 4]),
    shippingCost: random.pick([0, 9.9, 19.9]),
    presentWrap: random.chance(0.5),
    timestamp: 1_700_000_000_000,
  };
}

/** The consent ids a stored choice may carry: the built-in ones and two from content. */
export const CONSENT_IDS = ['functional', 'matomo', 'youtube', 'google_maps'] as const;

/** A stored consent choice, `{consents, timestamp}` as the consent store writes it. */
export function validConsents(random: Random): {[key: string]: Json} {
  const consents: {[key: string]: Json} = {functional: true};
  for (const id of CONSENT_IDS.slice(1)) {
    if (random.chance(0.7)) consents[id] = random.chance(0.5);
  }
  return {consents, timestamp: 1_700_000_000_000};
}

/** The consent list an earlier site stored, which visitors keep (legacy format). */
export function validLegacyConsents(random: Random): Json[] {
  return CONSENT_IDS.slice(0, random.between(1, CONSENT_IDS.length)).map((id) => ({
    function_id: id,
    display_name: id,
    consentGiven: id === 'functional' || random.chance(0.5),
  }));
}

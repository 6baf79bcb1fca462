// Fixture data of the mail stories and tests: the shop and every kind of request, made from a
// fixture retailer's validated content (the jeweller by default), as the order service makes
// them from its content and its records.
import {companyDisplay, type Product, type SiteData} from '@schaufenster/core';
import type {MailKind, MailOrder, MailRequest, MailShop} from '../types.ts';

/** The site address when the content has none. */
const FALLBACK_SITE_URL = 'https://www.example.de';

/** The shop of `site`, as the order service builds it at start (German legal pages). */
export function mailShopOf(site: SiteData, logoPng?: Uint8Array): MailShop {
  const company = companyDisplay(site.company, 'de');
  const legalPage = (type: 'agb' | 'widerruf') =>
    site.shopSettings?.legal_pages.find((page) => page.type === type)?.content;
  const terms = legalPage('agb');
  const withdrawal = legalPage('widerruf');
  return {
    name: company.name,
    email: company.email ?? 'info@example.de',
    ...(company.phone ? {phone: company.phone.number} : {}),
    address: company.address ? [company.address.street, company.address.city] : [],
    brandColor: site.siteConfig.theme.brand_color,
    siteUrl: (site.siteConfig.site_url ?? FALLBACK_SITE_URL).replace(/\/+$/, ''),
    legal: {...(terms ? {terms} : {}), ...(withdrawal ? {withdrawal} : {})},
    ...(logoPng ? {logoPng} : {}),
  };
}

const cents = (euros: number) => Math.round(euros * 100);

function priced(products: readonly Product[], trait: (product: Product) => boolean): Product {
  const product = products.find((entry) => entry.price_brutto != null && trait(entry));
  if (product === undefined) throw new Error('The fixture retailer has no product with that trait');
  return product;
}

/**
 * An order of two pieces from the retailer's products: one with a variant, one engraved (made to
 * the customer's specifications, so excluded from withdrawal). Prepayment when `prepayment`.
 */
export function mailOrderOf(site: SiteData, {prepayment = false} = {}): MailOrder {
  const watch = priced(site.products, (product) => product.variants.length > 0);
  const piece = priced(site.products, (product) => product.id !== watch.id);
  const watchCents = cents(watch.price_brutto ?? 0);
  const pieceCents = cents(piece.price_brutto ?? 0);
  const shippingCents = cents(site.shopSettings?.shipping_cost ?? 0);
  const subtotalCents = watchCents + 2 * pieceCents;
  const orderId = 'JM-1001';
  const bank = site.shopSettings?.bank_details;
  const address = {
    first_name: 'Erika',
    last_name: 'Mustermann',
    street: 'Heerstraße',
    number: '7',
    zip_code: '60488',
    city: 'Frankfurt am Main',
    country_code: 'DE',
  };
  return {
    orderId,
    createdAt: '2026-03-02T09:30:00+01:00',
    customer: {email: 'erika.mustermann@example.org', name: 'Erika Mustermann'},
    billing: address,
    shipping: {...address, company: 'Praxis Dr. Mustermann', street: 'Zeil', number: '1'},
    lines: [
      {
        name: watch.display_name,
        variant: watch.variants[0]?.display_name ?? '',
        quantity: 1,
        unitCents: watchCents,
        totalCents: watchCents,
      },
      {
        name: piece.display_name,
        personalization: 'Gravur: „E & M · 12.06.2026“',
        quantity: 2,
        unitCents: pieceCents,
        totalCents: 2 * pieceCents,
      },
    ],
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    paymentMethod: prepayment ? 'Vorkasse (Überweisung)' : 'PayPal',
    ...(prepayment && bank
      ? {
          prepayment: {
            iban: bank.iban,
            ...(bank.bic ? {bic: bank.bic} : {}),
            accountHolder: bank.account_holder,
            bank: bank.bank_name,
            reference: orderId,
          },
        }
      : {}),
  };
}

/** One request of each kind, from the retailer's content. */
export function mailRequestsOf(site: SiteData): {[K in MailKind]: Extract<MailRequest, {kind: K}>} {
  const order = mailOrderOf(site);
  const prepaid = mailOrderOf(site, {prepayment: true});
  const product = site.products[0];
  const productRef = product ? {id: String(product.id), name: product.display_name} : {id: '1'};
  // A PayPal payment that came after the order expired, refunded at once.
  const lateRefund = {
    provider: 'PayPal',
    refundId: '1JU08902781691411',
    amountCents: order.totalCents,
    reason: 'expired' as const,
  };
  return {
    'owner-contact': {
      kind: 'owner-contact',
      data: {
        name: 'Erika Mustermann',
        email: 'erika.mustermann@example.org',
        message: 'Guten Tag,\nhaben Sie den Ring auch in Größe 54?\nViele Grüße',
      },
    },
    'owner-request': {
      kind: 'owner-request',
      data: {
        name: 'Erika Mustermann',
        email: 'erika.mustermann@example.org',
        message: 'Ist die Uhr noch zu haben?',
        product: productRef,
        payload: {phone: '+49 69 1234567', variant: 2},
      },
    },
    'owner-rating': {
      kind: 'owner-rating',
      data: {
        product: productRef,
        rating: 4,
        name: 'Erika',
        text: 'Sehr schöne Beratung im Geschäft.',
      },
    },
    'newsletter-confirm': {
      kind: 'newsletter-confirm',
      data: {
        confirmUrl: '/newsletter/bestaetigen?token=abc123',
        unsubscribeUrl: '/newsletter/abmelden?token=abc123',
      },
    },
    'order-received': {kind: 'order-received', data: prepaid},
    'order-confirmed': {kind: 'order-confirmed', data: prepaid},
    'owner-new-order': {kind: 'owner-new-order', data: prepaid},
    'payment-received': {kind: 'payment-received', data: prepaid},
    'order-shipped': {kind: 'order-shipped', data: {...order, tracking: '00340434161094042557'}},
    'order-cancelled': {kind: 'order-cancelled', data: order},
    'withdrawal-received': {
      kind: 'withdrawal-received',
      data: {...order, at: '2026-03-09T14:05:00+01:00'},
    },
    'owner-withdrawal': {
      kind: 'owner-withdrawal',
      data: {...order, at: '2026-03-09T14:05:00+01:00'},
    },
    'payment-refunded': {kind: 'payment-refunded', data: {...order, refund: lateRefund}},
    'owner-late-payment-refunded': {
      kind: 'owner-late-payment-refunded',
      data: {...order, refund: lateRefund},
    },
  };
}

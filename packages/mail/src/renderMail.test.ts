import fc from 'fast-check';
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {formatIban, formatPrice, LANGUAGES, localizedPath, type SiteData} from '@schaufenster/core';
import {loadRetailer} from '@schaufenster/fixtures';
import {renderMail} from './renderMail.ts';
import {mailOrderOf, mailRequestsOf, mailShopOf} from './stories/mailFixtures.ts';
import type {MailKind, MailLang, MailRequest, MailShop, RenderedMail} from './types.ts';

/** The eight bytes every PNG starts with: enough to stand for the rasterised logo here. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const KINDS: MailKind[] = [
  'owner-contact',
  'owner-request',
  'owner-rating',
  'newsletter-confirm',
  'order-received',
  'order-confirmed',
  'owner-new-order',
  'payment-received',
  'order-shipped',
  'order-cancelled',
  'withdrawal-received',
  'owner-withdrawal',
  'payment-refunded',
  'owner-late-payment-refunded',
];
const ORDER_KINDS = KINDS.filter(
  (kind) => kind.includes('order') || kind.includes('withdrawal') || kind.includes('payment'),
);
const OWNER_KINDS = KINDS.filter((kind) => kind.startsWith('owner-'));

let site: SiteData;
let shop: MailShop;
let requests: ReturnType<typeof mailRequestsOf>;

beforeAll(async () => {
  site = await loadRetailer('juwelier-morgenstern');
  shop = mailShopOf(site, PNG);
  requests = mailRequestsOf(site);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders `request` and fails on any warning (core's `t` warns about a missing key or value). */
async function rendered(
  request: MailRequest,
  lang: MailLang,
  withShop = shop,
): Promise<RenderedMail> {
  const warn = vi.spyOn(console, 'warn');
  const mail = await renderMail(request, {lang, shop: withShop});
  expect(warn).not.toHaveBeenCalled();
  return mail;
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe.each(LANGUAGES)('every message in %s', (lang) => {
  it.each(KINDS)('%s renders with every text from the catalogue', async (kind) => {
    const mail = await rendered(requests[kind], lang);
    // A key that is not in the catalogue would show as itself.
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toMatch(/\bmail[A-Z][A-Za-z]+/);
    }
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const language = OWNER_KINDS.includes(kind) ? 'de' : lang;
    expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    expect(mail.text).toContain(shop.name);
    expect(mail.text).toContain(shop.email);
  });

  it.each(ORDER_KINDS)('%s names the order number in the subject, HTML and text', async (kind) => {
    const mail = await rendered(requests[kind], lang);
    for (const part of [mail.subject, mail.html, mail.text]) expect(part).toContain('JM-1001');
  });

  it.each(['order-received', 'order-confirmed', 'owner-new-order'] as const)(
    '%s shows the lines, the total formatted and the addresses',
    async (kind) => {
      const mail = await rendered(requests[kind], lang);
      const order = requests[kind].data;
      const shown = OWNER_KINDS.includes(kind) ? 'de' : lang;
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(formatPrice(order.totalCents / 100, shown));
        expect(part).toContain(formatPrice(order.shippingCents / 100, shown));
        for (const line of order.lines) expect(part).toContain(line.name);
        expect(part).toContain('Heerstraße 7');
        expect(part).toContain('Praxis Dr. Mustermann');
      }
      // The engraving as the customer typed it: escaped in the HTML, as is in the text.
      expect(mail.html).toContain('„E &amp; M · 12.06.2026“');
      expect(mail.text).toContain('„E & M · 12.06.2026“');
    },
  );

  it.each(['order-received', 'order-confirmed'] as const)(
    '%s with prepayment shows the bank details with the order number as reference',
    async (kind) => {
      const mail = await rendered(requests[kind], lang);
      const prepayment = requests[kind].data.prepayment;
      expect(prepayment?.reference).toBe('JM-1001');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(formatIban(prepayment?.iban ?? ''));
        expect(part).toContain(prepayment?.accountHolder);
      }
    },
  );

  it('order-received says it is an acknowledgement, not yet the acceptance', async () => {
    const mail = await rendered(requests['order-received'], lang);
    const sentence = {
      de: 'Diese Eingangsbestätigung ist noch keine Annahme Ihrer Bestellung.',
      en: 'This acknowledgement is not yet an acceptance of your order.',
      fr: 'Cet accusé de réception ne vaut pas encore acceptation de votre commande.',
    }[lang];
    expect(mail.text).toContain(sentence);
    expect(mail.subject).toContain(
      {de: 'Eingangsbestätigung', en: 'received', fr: 'Accusé de réception'}[lang],
    );
  });

  it('order-confirmed carries the German AGB and Widerrufsbelehrung and the model form filled in', async () => {
    const mail = await rendered(requests['order-confirmed'], lang);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('§ 1 Geltungsbereich');
      expect(part).toContain('binnen vierzehn Tagen');
      expect(part).toContain(
        {
          de: 'Muster-Widerrufsformular',
          en: 'Model withdrawal form',
          fr: 'Modèle de formulaire de rétractation',
        }[lang],
      );
      expect(part).toContain(`${shop.name}, ${shop.address.join(', ')}, ${shop.email}`);
    }
    expect(mail.html).toContain('lang="de"');
  });

  it('order-shipped shows the tracking number', async () => {
    const mail = await rendered(requests['order-shipped'], lang);
    expect(mail.text).toContain('00340434161094042557');
  });

  it('withdrawal-received gives the date and time and names the engraved piece', async () => {
    const mail = await rendered(requests['withdrawal-received'], lang);
    const at = new Intl.DateTimeFormat(lang, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(new Date('2026-03-09T14:05:00+01:00'));
    expect(mail.text).toContain(at);
    expect(mail.text).toContain(requests['withdrawal-received'].data.lines[1]?.name);
  });

  it('links are absolute, below the site address', async () => {
    for (const kind of KINDS) {
      const mail = await rendered(requests[kind], lang);
      for (const href of hrefs(mail.html)) {
        expect(href.startsWith(`${shop.siteUrl}/`) || href.startsWith('mailto:')).toBe(true);
      }
    }
    const confirmed = await rendered(requests['order-confirmed'], lang);
    // The Widerrufsbelehrung, and the withdrawal function in the mail's language.
    expect(hrefs(confirmed.html)).toContain(`${shop.siteUrl}/widerruf`);
    expect(hrefs(confirmed.html)).toContain(
      `${shop.siteUrl}${localizedPath('withdrawalForm', lang)}`,
    );
    expect(hrefs(confirmed.html)).toContain(`${shop.siteUrl}/agb`);
  }, 30_000);
});

describe('the owner', () => {
  it('reads German and learns the visitor’s language', async () => {
    const mail = await rendered(requests['owner-new-order'], 'fr');
    expect(mail.subject).toContain('Neue Bestellung JM-1001');
    expect(mail.text).toContain('Sprache des Kunden: Français');
    expect(mail.text).toContain('Die Zahlung steht noch aus');
  });

  it('gets every field of a product request', async () => {
    const mail = await rendered(requests['owner-request'], 'de');
    expect(mail.text).toContain('+49 69 1234567');
    expect(mail.text).toContain('Ist die Uhr noch zu haben?');
  });
});

describe.each(LANGUAGES)('a late payment refunded, the visitor in %s', (lang) => {
  const sentences = {
    de: {expired: 'nicht rechtzeitig abgeschlossen', days: 'innerhalb weniger Werktage'},
    en: {expired: 'not completed in time', days: 'within a few business days'},
    fr: {expired: 'pas été finalisé à temps', days: 'sous quelques jours ouvrés'},
  }[lang];

  it('tells the customer why, how much, through PayPal and roughly when', async () => {
    const request = requests['payment-refunded'];
    const mail = await rendered(request, lang);
    expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(mail.subject).toContain(
      {de: 'Erstattung Ihrer Zahlung', en: 'Refund of your payment', fr: 'Remboursement'}[lang],
    );
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(formatPrice(request.data.refund.amountCents / 100, lang));
      expect(part).toContain('PayPal');
      expect(part).toContain(request.data.refund.refundId);
      expect(part).toContain(sentences.expired);
      expect(part).toContain(sentences.days);
    }
    // Not the "payment received" message: nothing is being prepared for shipping.
    const received = await rendered(requests['payment-received'], lang);
    expect(mail.subject).not.toBe(received.subject);
  });

  it('tells the owner in German: order, amount, provider, refund id, why, nothing to ship', async () => {
    const request = requests['owner-late-payment-refunded'];
    const mail = await rendered(request, lang);
    expect(mail.html).toMatch(/<html[^>]* lang="de"/);
    expect(mail.subject).toBe(
      `Späte Zahlung erstattet: Bestellung JM-1001 über ${formatPrice(request.data.refund.amountCents / 100, 'de')}`,
    );
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('PayPal hat eine Zahlung von');
      expect(part).toContain(request.data.refund.refundId);
      expect(part).toContain('weil die Zahlung nicht rechtzeitig abgeschlossen wurde');
      expect(part).toContain('Versenden Sie zu dieser Bestellung bitte nichts');
    }
    const language = {de: 'Deutsch', en: 'English', fr: 'Français'}[lang];
    expect(mail.text).toContain(`Sprache des Kunden: ${language}`);
  });

  it.each(['cancelled', 'withdrawn'] as const)(
    'names an order that was %s rather than expired',
    async (reason) => {
      for (const kind of ['payment-refunded', 'owner-late-payment-refunded'] as const) {
        const request = requests[kind];
        const mail = await rendered(
          {kind, data: {...request.data, refund: {...request.data.refund, reason}}},
          lang,
        );
        expect(mail.text).not.toContain(sentences.expired);
        expect(mail.text).not.toContain('nicht rechtzeitig');
      }
    },
  );
});

describe('the logo', () => {
  it('is an inline attachment with the content id "logo"', async () => {
    const mail = await rendered(requests['order-received'], 'de');
    expect(mail.attachments).toEqual([
      {filename: 'logo.png', content: PNG, cid: 'logo', contentType: 'image/png'},
    ]);
    expect(mail.html).toContain('src="cid:logo"');
  });

  it('is left out without a rasterised logo: the shop name heads the mail', async () => {
    const mail = await rendered(requests['order-received'], 'de', mailShopOf(site));
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('cid:');
  });
});

describe('the newsletter confirmation', () => {
  it('links the confirmation and carries one-click unsubscribe headers (RFC 8058)', async () => {
    const mail = await rendered(requests['newsletter-confirm'], 'en');
    expect(hrefs(mail.html)).toContain(`${shop.siteUrl}/newsletter/bestaetigen?token=abc123`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${shop.siteUrl}/newsletter/abmelden?token=abc123>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('visitors’ input', () => {
  it('is escaped in the HTML', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const mail = await rendered(
      {
        kind: 'owner-contact',
        data: {name, email: 'a@example.org', message: '<script>alert(1)</script>'},
      },
      'de',
    );
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('never puts a CR or LF into a subject', async () => {
    const order = mailOrderOf(site);
    await fc.assert(
      fc.asyncProperty(fc.string({unit: 'binary', maxLength: 40}), async (input) => {
        const mails = await Promise.all([
          renderMail(
            {kind: 'owner-contact', data: {name: input, email: 'a@example.org', message: input}},
            {lang: 'de', shop},
          ),
          renderMail(
            {
              kind: 'owner-request',
              data: {name: input, email: input, product: {id: input, name: input}, payload: {}},
            },
            {lang: 'de', shop},
          ),
          renderMail(
            {
              kind: 'owner-rating',
              data: {product: {id: input, name: input}, rating: 3, name: input},
            },
            {lang: 'de', shop},
          ),
          renderMail(
            {kind: 'owner-new-order', data: {...order, orderId: input}},
            {lang: 'de', shop},
          ),
        ]);
        for (const mail of mails) expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029]/);
      }),
      {numRuns: 40},
    );
  }, 60_000);

  it('keeps the shop’s legal pages to safe HTML', async () => {
    const unsafe = {
      ...shop,
      legal: {terms: '<p>AGB</p><script>alert(1)</script><img src=x onerror=alert(1)>'},
    };
    const mail = await rendered(requests['order-confirmed'], 'de', unsafe);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('onerror');
  });
});

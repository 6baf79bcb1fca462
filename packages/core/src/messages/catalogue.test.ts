import {parse, TYPE, type MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import {describe, expect, it} from 'vitest';
import {LANGUAGES, type Lang} from '../language/lang.ts';
import {CATALOGUES} from './catalogues.ts';
import {formatRich, t, type MessageKey} from './intl.ts';

const KEYS = Object.keys(CATALOGUES.de) as MessageKey[];

/** ICU argument signatures (`name:kind`) of one message, including rich-text tags and nested ones. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${el.value}:${TYPE[el.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        into.add(`${el.value}:${TYPE[el.type]}`);
        for (const option of Object.values(el.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${el.value}>:tag`);
        argumentsOf(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

function missingKeys(from: Lang, to: Lang): string[] {
  return Object.keys(CATALOGUES[from]).filter((key) => !(key in CATALOGUES[to]));
}

/** Wraps a rich-text tag's chunks in brackets so tests can see where the link sits. */
const bracket = (chunks: string[]) => `[${chunks.join('')}]`;

describe('message catalogues', () => {
  it.each(LANGUAGES.flatMap((a) => LANGUAGES.filter((b) => b !== a).map((b) => [a, b])))(
    'every %s key exists in %s',
    (from, to) => {
      expect(missingKeys(from as Lang, to as Lang)).toEqual([]);
    },
  );

  it.each(LANGUAGES)('every %s message is a non-empty, valid ICU message', (lang) => {
    const broken = Object.entries(CATALOGUES[lang]).flatMap(([key, message]) => {
      if (message.trim() === '') return [`${key}: empty`];
      try {
        parse(message, {requiresOtherClause: true});
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('uses the same ICU arguments, kinds and tags for a key in every language', () => {
    const differing = KEYS.flatMap((key) => {
      const [de, ...others] = LANGUAGES.map((lang) =>
        [...argumentsOf(parse(CATALOGUES[lang][key]))].sort().join(','),
      );
      return others.some((sig) => sig !== de) ? [key] : [];
    });
    expect(differing).toEqual([]);
  });

  it('has no German value left untranslated in English, except names shared by both', () => {
    // Brand and loan words that are the same in both languages (spec quotes "Cookies", "Matomo Tracking").
    const shared = new Set([
      'cookieBannerTitle',
      'consentManagerMatomoHeading',
      'consentMatomoName',
      'newsletterHeading',
      'phoneFaxLabel',
      'legalNoticeFax',
      'legalNoticePhone',
      'contactFormName',
      'languageNameDe',
      'languageNameEn',
      'languageNameFr',
      // Bank transfer terms written alike in German and English (decision 009i).
      'checkoutTransferIban',
      'checkoutTransferBic',
      'checkoutTransferBank',
      // Provider names and "Video: {title}" of the two-click embeds (decision 025).
      'consentEmbedProviderYoutube',
      'consentEmbedProviderGoogleMaps',
      'consentEmbedVideoTitle',
    ]);
    const untranslated = KEYS.filter(
      (key) => !shared.has(key) && CATALOGUES.de[key] === CATALOGUES.en[key],
    );
    expect(untranslated).toEqual([]);
  });
});

describe('German strings the spec gives (§2, §3, §9)', () => {
  it.each<[MessageKey, string]>([
    ['drawerMenuTitle', 'Menü'],
    ['drawerContactTitle', 'Kontakt'],
    ['headerMenuButton', 'Menü'],
    ['headerContactButton', 'Kontakt'],
    ['footerAddressHeading', 'Adresse'],
    ['footerContactHeading', 'Kontakt'],
    ['footerOpeningHoursHeading', 'Öffnungszeiten'],
    ['footerLegalHeading', 'Rechtliches'],
    ['footerCookieSettings', 'Cookie Einstellungen'],
    ['shopMenuTerms', 'AGB'],
    ['shopMenuWithdrawal', 'Widerruf'],
    ['shopMenuShippingPayment', 'Versand und Zahlung'],
    ['itemPageVariantLabel', 'Variante'],
    ['legalInsuranceHeading', 'Berufshaftpflichtversicherung'],
    ['consentManagerHeading', 'Zustimmungen verwalten'],
    ['consentManagerMatomoHeading', 'Matomo Tracking'],
    ['cookieBannerTitle', 'Cookies'],
    ['contactPanelRoute', 'Mit Google Maps navigieren'],
    ['phoneLabel', 'Telefon'],
    ['openingHoursHeading', 'Öffnungszeiten'],
  ])('%s is "%s"', (key, expected) => {
    expect(t('de', key)).toBe(expected);
  });

  it('labels the cart button "Warenkorb (count)" with the total count', () => {
    expect(t('de', 'cartButtonLabel', {count: 3})).toBe('Warenkorb (3)');
    expect(t('de', 'cartButtonLabel', {count: 0})).toBe('Warenkorb (0)');
  });

  it('says "too many attempts with this address" for a duplicate newsletter e-mail (§5)', () => {
    expect(t('de', 'newsletterAlreadyRegistered')).toBe(
      'Zu viele Versuche mit dieser E-Mail-Adresse',
    );
  });
});

describe('English strings the spec gives (§2, §4, §5, §8)', () => {
  it.each<[MessageKey, string]>([
    ['notFoundMessage', 'This page does not exist.'],
    ['notFoundBackHome', 'Back Home.'],
    ['footerWidgetNotFound', 'Widget not found'],
    ['itemListHeading', 'Our products'],
    ['itemListShowMore', 'show more'],
    ['itemPagePriceOnRequest', 'on request'],
    ['itemPageVatNote', 'incl. VAT'],
    ['itemPageRequestAvailability', 'request availability'],
    ['brandPageMore', 'more'],
    ['legalNoticeCallToAction', 'questions? call us'],
    ['legalNoticeOverview', 'overview'],
    ['cookieBannerTitle', 'Cookies'],
    ['cookieBannerAllowSelected', 'allow selected cookies'],
    ['cookieBannerAllowAll', 'allow all cookies'],
    ['newsletterEmailMissing', 'Email missing'],
    ['newsletterAlreadyRegistered', 'Email Address already registered'],
    ['newsletterSending', 'Sending...'],
    ['newsletterSuccess', 'Thank you for subscribing!'],
    ['newsletterUnexpectedError', 'An unexpected error occurred'],
    ['settingsLoadError', 'Could not load settings'],
    ['orderErrorPostOrder', 'Could not post order'],
    ['orderErrorKlarnaOrder', 'Could not place klarna order'],
    ['orderErrorPostRequest', 'Could not post request'],
    ['orderErrorPostRating', 'Could not post rating'],
    ['orderErrorPaypalTransaction', 'Could not post PayPal Transaction'],
  ])('%s is "%s"', (key, expected) => {
    expect(t('en', key)).toBe(expected);
  });

  it('announces "Navigated to {title}" after a route change', () => {
    expect(t('en', 'routeAnnouncerNavigated', {title: 'Contact'})).toBe('Navigated to Contact');
  });
});

describe('plurals and rich text', () => {
  it('picks plural forms per language', () => {
    expect(t('de', 'itemListResultCount', {count: 0})).toBe('Keine Produkte gefunden');
    expect(t('de', 'itemListResultCount', {count: 1})).toBe('1 Produkt');
    expect(t('en', 'itemListResultCount', {count: 1200})).toBe('1,200 products');
    expect(t('fr', 'cartItemCount', {count: 1})).toBe('1 article');
    expect(t('fr', 'cartItemCount', {count: 2})).toBe('2 articles');
  });

  it('formats tags with a chunk function into a string (core `t`)', () => {
    expect(t('de', 'contactFormPrivacyAgreement', {privacyLink: bracket})).toBe(
      'Ich habe die [Datenschutzerklärung] gelesen und stimme ihr zu.',
    );
  });

  it('keeps rich values as parts for a renderer (formatRich)', () => {
    type Node = {link: Array<string | Node>};
    const parts = formatRich<Node>('en', 'contactPagePrivacyNotice', {
      privacyLink: (chunks) => ({link: chunks}),
    });
    expect(parts).toEqual([
      'By sending this form you agree to the processing of your details as described in our ',
      {link: ['privacy policy']},
      '.',
    ]);
    const badge = {link: ['3']};
    expect(formatRich<Node>('de', 'cartButtonLabel', {count: badge})).toEqual([
      'Warenkorb (',
      badge,
      ')',
    ]);
  });
});

// The generated retailer's texts in each site language (decision 041). What only the owner can
// know is a placeholder marked in the text's own language ("[BITTE ERSETZEN: …]"), so it is easy
// to find in the CMS or the fixture files and obvious on a page that still shows it.
import type {Lang} from '@schaufenster/core';
import type {BusinessType} from './answers.ts';

/** The placeholder marker of each language; `placeholder()` wraps a hint in it. */
export const PLACEHOLDER_MARKERS: Record<Lang, string> = {
  de: 'BITTE ERSETZEN',
  en: 'PLEASE REPLACE',
  fr: 'À REMPLACER',
};

/** A placeholder for the owner: `[BITTE ERSETZEN: hint]` in German, and so on. */
export function placeholder(lang: Lang, hint: string): string {
  const separator = lang === 'fr' ? ' : ' : ': ';
  return `[${PLACEHOLDER_MARKERS[lang]}${separator}${hint}]`;
}

/** Texts of one language. */
export interface Texts {
  /** Trade of the business, e.g. "Juwelier". */
  trade: Record<BusinessType, string>;
  /** Menu label of the category page of each type that has one. */
  category: Record<Exclude<BusinessType, 'other'>, string>;
  contact: string;
  shop: string;
  /** Intro text of the category page (HTML). */
  categoryIntro: string;
  seoDescription: (displayName: string, trade: string) => string;
  legal: {
    insurance: string;
    imageSources: string;
    bottomInfo: string;
    privacy: string;
  };
  maps: {name: string; description: string};
  shopTexts: {
    callToAction: string;
    globalFooter: string;
    prepayment: string;
    pickup: string;
    shipping: string;
    germany: string;
    agb: string;
    widerruf: string;
    versand: string;
    bankName: string;
  };
}

const p = (text: string) => `<p>${text}</p>`;

const de: Texts = {
  trade: {
    jeweller: 'Juwelier',
    watchmaker: 'Uhrmacher',
    optician: 'Augenoptiker',
    other: 'Fachgeschäft',
  },
  category: {jeweller: 'Schmuck', watchmaker: 'Uhren', optician: 'Brillen'},
  contact: 'Kontakt',
  shop: 'Shop',
  categoryIntro: p(placeholder('de', 'Stellen Sie hier Ihr Sortiment und Ihre Leistungen vor.')),
  seoDescription: (name, trade) => `${name}: Ihr ${trade} vor Ort.`,
  legal: {
    insurance: p(
      placeholder('de', 'Name und Anschrift Ihrer Berufshaftpflichtversicherung, Geltungsbereich'),
    ),
    imageSources: p(placeholder('de', 'Bildquellen, z. B. „Fotos: eigene Aufnahmen“')),
    bottomInfo: p(placeholder('de', 'Hinweis zur Teilnahme an Verbraucherschlichtungsverfahren')),
    privacy: [
      '<h2>Datenschutzerklärung</h2>',
      p(
        placeholder(
          'de',
          'Ihre Datenschutzerklärung nach DSGVO: Verantwortlicher, Zwecke, Rechtsgrundlagen, Speicherdauer, Rechte der Betroffenen',
        ),
      ),
      '<h3 id="cookies">Cookies</h3>',
      p(placeholder('de', 'welche Cookies und lokalen Speicher die Website nutzt')),
      '<h3 id="matomo-ehemals-piwik">Matomo (ehemals Piwik)</h3>',
      p(placeholder('de', 'wie Sie Matomo einsetzen und wie Besucher widersprechen können')),
    ].join(''),
  },
  maps: {name: 'Google Maps', description: 'Interaktive Karte zur Anfahrt (Google Ireland Ltd.).'},
  shopTexts: {
    callToAction: 'Fragen? Rufen Sie uns an oder schreiben Sie uns.',
    globalFooter: 'Alle Preise inkl. gesetzlicher MwSt., zzgl. Versandkosten.',
    prepayment: 'Vorkasse (Überweisung)',
    pickup: 'Abholung im Geschäft',
    shipping: 'Versand mit DHL',
    germany: 'Deutschland',
    agb: `<h2>Allgemeine Geschäftsbedingungen</h2>${p(placeholder('de', 'Ihre AGB'))}`,
    widerruf: `<h2>Widerrufsbelehrung</h2>${p(placeholder('de', 'Ihre Widerrufsbelehrung mit Muster-Widerrufsformular'))}`,
    versand: `<h2>Versand und Zahlung</h2>${p(placeholder('de', 'Versandkosten, Lieferzeiten und Zahlungsarten'))}`,
    bankName: placeholder('de', 'Name der Bank'),
  },
};

const en: Texts = {
  trade: {
    jeweller: 'jeweller',
    watchmaker: 'watchmaker',
    optician: 'optician',
    other: 'specialist shop',
  },
  category: {jeweller: 'Jewellery', watchmaker: 'Watches', optician: 'Glasses'},
  contact: 'Contact',
  shop: 'Shop',
  categoryIntro: p(placeholder('en', 'introduce your range and services here.')),
  seoDescription: (name, trade) => `${name}: your local ${trade}.`,
  legal: {
    insurance: p(
      placeholder('en', 'name and address of your professional liability insurer, scope'),
    ),
    imageSources: p(placeholder('en', 'image credits, e.g. “Photos: our own”')),
    bottomInfo: p(placeholder('en', 'whether you take part in consumer arbitration')),
    privacy: [
      '<h2>Privacy policy</h2>',
      p(
        placeholder(
          'en',
          'your GDPR privacy policy: controller, purposes, legal bases, retention, data subjects’ rights',
        ),
      ),
      '<h3 id="cookies">Cookies</h3>',
      p(placeholder('en', 'which cookies and local storage the website uses')),
      '<h3 id="matomo-ehemals-piwik">Matomo (formerly Piwik)</h3>',
      p(placeholder('en', 'how you use Matomo and how visitors can object')),
    ].join(''),
  },
  maps: {
    name: 'Google Maps',
    description: 'Interactive map with directions (Google Ireland Ltd.).',
  },
  shopTexts: {
    callToAction: 'Questions? Call us or write to us.',
    globalFooter: 'All prices incl. VAT, plus shipping.',
    prepayment: 'Prepayment (bank transfer)',
    pickup: 'Pick-up in store',
    shipping: 'Shipping with DHL',
    germany: 'Germany',
    agb: `<h2>Terms and conditions</h2>${p(placeholder('en', 'your terms and conditions'))}`,
    widerruf: `<h2>Right of withdrawal</h2>${p(placeholder('en', 'your withdrawal notice with the model withdrawal form'))}`,
    versand: `<h2>Shipping and payment</h2>${p(placeholder('en', 'shipping costs, delivery times and payment methods'))}`,
    bankName: placeholder('en', 'name of the bank'),
  },
};

const fr: Texts = {
  trade: {
    jeweller: 'bijoutier',
    watchmaker: 'horloger',
    optician: 'opticien',
    other: 'commerce spécialisé',
  },
  category: {jeweller: 'Bijoux', watchmaker: 'Montres', optician: 'Lunettes'},
  contact: 'Contact',
  shop: 'Boutique',
  categoryIntro: p(placeholder('fr', 'présentez ici votre assortiment et vos services.')),
  seoDescription: (name, trade) => `${name} : votre ${trade} de proximité.`,
  legal: {
    insurance: p(
      placeholder(
        'fr',
        'nom et adresse de votre assurance responsabilité civile professionnelle, champ d’application',
      ),
    ),
    imageSources: p(
      placeholder('fr', 'sources des images, p. ex. « Photos : nos propres prises de vue »'),
    ),
    bottomInfo: p(placeholder('fr', 'participation ou non à la médiation de la consommation')),
    privacy: [
      '<h2>Politique de confidentialité</h2>',
      p(
        placeholder(
          'fr',
          'votre politique de confidentialité selon le RGPD : responsable, finalités, bases légales, durée de conservation, droits des personnes',
        ),
      ),
      '<h3 id="cookies">Cookies</h3>',
      p(placeholder('fr', 'les cookies et le stockage local utilisés par le site')),
      '<h3 id="matomo-ehemals-piwik">Matomo (anciennement Piwik)</h3>',
      p(placeholder('fr', 'votre usage de Matomo et comment les visiteurs peuvent s’y opposer')),
    ].join(''),
  },
  maps: {
    name: 'Google Maps',
    description: 'Carte interactive pour l’itinéraire (Google Ireland Ltd.).',
  },
  shopTexts: {
    callToAction: 'Des questions ? Appelez-nous ou écrivez-nous.',
    globalFooter: 'Tous les prix TTC, frais de port en sus.',
    prepayment: 'Paiement anticipé (virement)',
    pickup: 'Retrait en boutique',
    shipping: 'Livraison par DHL',
    germany: 'Allemagne',
    agb: `<h2>Conditions générales de vente</h2>${p(placeholder('fr', 'vos conditions générales de vente'))}`,
    widerruf: `<h2>Droit de rétractation</h2>${p(placeholder('fr', 'vos informations sur la rétractation avec le formulaire type'))}`,
    versand: `<h2>Livraison et paiement</h2>${p(placeholder('fr', 'frais de port, délais de livraison et moyens de paiement'))}`,
    bankName: placeholder('fr', 'nom de la banque'),
  },
};

/** Texts of every language. */
export const TEXTS: Record<Lang, Texts> = {de, en, fr};

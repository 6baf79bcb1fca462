// Three sample products per kind of business (decision 041), named in every site language and
// marked as samples in their descriptions, so the owner sees what to replace.
import type {Lang} from '@schaufenster/core';
import type {BusinessType} from './answers.ts';
import {placeholder} from './texts.ts';

/** What a sample product's picture shows (pictures.ts draws each). */
export type PictureKind =
  'ring' | 'necklace' | 'earrings' | 'watch' | 'strap' | 'glasses' | 'case' | 'gift';

/** One sample product before it becomes a record. */
export interface SampleProduct {
  slug: string;
  names: Record<Lang, string>;
  price: number;
  picture: PictureKind;
}

/** The category the samples sit in, per kind of business. */
export interface SampleCategory {
  slug: string;
  names: Record<Lang, string>;
}

const CATEGORIES: Record<BusinessType, SampleCategory> = {
  jeweller: {slug: 'schmuck', names: {de: 'Schmuck', en: 'Jewellery', fr: 'Bijoux'}},
  watchmaker: {slug: 'uhren', names: {de: 'Uhren', en: 'Watches', fr: 'Montres'}},
  optician: {slug: 'brillen', names: {de: 'Brillen', en: 'Glasses', fr: 'Lunettes'}},
  other: {slug: 'geschenke', names: {de: 'Geschenke', en: 'Gifts', fr: 'Cadeaux'}},
};

const PRODUCTS: Record<BusinessType, SampleProduct[]> = {
  jeweller: [
    {
      slug: 'goldring',
      names: {de: 'Goldring', en: 'Gold ring', fr: 'Bague en or'},
      price: 690,
      picture: 'ring',
    },
    {
      slug: 'silberkette',
      names: {de: 'Silberkette', en: 'Silver necklace', fr: 'Collier en argent'},
      price: 149,
      picture: 'necklace',
    },
    {
      slug: 'perlenohrstecker',
      names: {de: 'Perlenohrstecker', en: 'Pearl stud earrings', fr: 'Clous d’oreilles en perles'},
      price: 89,
      picture: 'earrings',
    },
  ],
  watchmaker: [
    {
      slug: 'automatikuhr',
      names: {de: 'Automatikuhr', en: 'Automatic watch', fr: 'Montre automatique'},
      price: 1290,
      picture: 'watch',
    },
    {
      slug: 'quarzuhr',
      names: {de: 'Quarzuhr', en: 'Quartz watch', fr: 'Montre à quartz'},
      price: 249,
      picture: 'watch',
    },
    {
      slug: 'lederarmband',
      names: {de: 'Lederarmband', en: 'Leather strap', fr: 'Bracelet en cuir'},
      price: 59,
      picture: 'strap',
    },
  ],
  optician: [
    {
      slug: 'korrektionsfassung',
      names: {de: 'Korrektionsfassung', en: 'Prescription frame', fr: 'Monture optique'},
      price: 189,
      picture: 'glasses',
    },
    {
      slug: 'sonnenbrille',
      names: {de: 'Sonnenbrille', en: 'Sunglasses', fr: 'Lunettes de soleil'},
      price: 129,
      picture: 'glasses',
    },
    {
      slug: 'brillenetui',
      names: {de: 'Brillenetui', en: 'Glasses case', fr: 'Étui à lunettes'},
      price: 19,
      picture: 'case',
    },
  ],
  other: [
    {
      slug: 'geschenkgutschein',
      names: {de: 'Geschenkgutschein', en: 'Gift voucher', fr: 'Bon cadeau'},
      price: 50,
      picture: 'gift',
    },
    {
      slug: 'geschenkset',
      names: {de: 'Geschenkset', en: 'Gift set', fr: 'Coffret cadeau'},
      price: 39,
      picture: 'gift',
    },
    {
      slug: 'geschenkbox',
      names: {de: 'Geschenkbox', en: 'Gift box', fr: 'Boîte cadeau'},
      price: 12,
      picture: 'case',
    },
  ],
};

/** The sample category of a kind of business. */
export function sampleCategory(type: BusinessType): SampleCategory {
  return CATEGORIES[type];
}

/** The three sample products of a kind of business. */
export function sampleProducts(type: BusinessType): SampleProduct[] {
  return PRODUCTS[type];
}

const SAMPLE_NOTE: Record<Lang, string> = {
  de: 'Beispielartikel: durch Ihre eigenen Artikel mit Beschreibung, Preis und Foto ersetzen',
  en: 'sample product: replace it with your own products, with description, price and photo',
  fr: 'article d’exemple : remplacez-le par vos propres articles, avec description, prix et photo',
};

/** The description of a sample product: a marked placeholder in `lang`. */
export function sampleDescription(lang: Lang): string {
  return `<p>${placeholder(lang, SAMPLE_NOTE[lang])}</p>`;
}

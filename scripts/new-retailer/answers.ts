// What `npm run new-retailer` asks for, and the checks each answer must pass before anything is
// written (decision 041). Colours are checked with the content model's own ColorSchema (core's
// `checkColorInput`), so exactly the forms a site config accepts pass (decision 029).
import {existsSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LANG, isLang, type Lang} from '@schaufenster/core';
import {checkColorInput} from '@schaufenster/core/color-input';

/** Kinds of business the generator has sample content for. */
export const BUSINESS_TYPES = ['jeweller', 'watchmaker', 'optician', 'other'] as const;
/** A kind of business. */
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Everything a new retailer is made from, checked. */
export interface RetailerAnswers {
  /** Folder name under fixtures/retailers and the project name (a slug). */
  name: string;
  /** Shown name of the business, e.g. "Juwelier Morgenstern". */
  displayName: string;
  /** Project domain (shop settings and products are filtered by it). */
  domain: string;
  type: BusinessType;
  brandColor: string;
  baseColor: string;
  /** The site's languages; German first, always (spec §9). */
  languages: Lang[];
  /** Whether the shop add-on is on. */
  shop: boolean;
  /** Logo file to copy; null draws a logo from the name. */
  logo: string | null;
}

/** Answers as given on the command line or typed at a prompt, not yet checked. */
export type RawAnswers = Partial<Record<Exclude<keyof RetailerAnswers, 'shop'>, string>> & {
  shop?: boolean;
};

/** Field names as the user sees them (the flag without its dashes). */
const FIELD_FLAGS = {
  name: 'name',
  displayName: 'display-name',
  domain: 'domain',
  type: 'type',
  brandColor: 'brand-color',
  baseColor: 'base-color',
  languages: 'languages',
  shop: 'shop',
  logo: 'logo',
} as const satisfies Record<keyof RetailerAnswers, string>;

/** A bad answer: names the field (its flag) and says what is wrong. */
export class InputError extends Error {
  readonly field: keyof RetailerAnswers;

  constructor(field: keyof RetailerAnswers, problem: string) {
    super(`--${FIELD_FLAGS[field]}: ${problem}`);
    this.name = 'InputError';
    this.field = field;
  }
}

/** A slug as product slugs are (core ProductSchema): lower-case words joined by single dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_NAME = 60;
/** A host name with at least one dot: labels of letters, digits and inner dashes. */
const DOMAIN =
  /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** Defaults of everything but the name (`--yes`, or stdin that is not a terminal). */
export function defaultsFor(name: string): Required<Omit<RawAnswers, 'logo'>> {
  return {
    name,
    displayName: displayNameOf(name),
    domain: `${name}.example`,
    type: 'jeweller',
    brandColor: '#8a5a00',
    baseColor: '#ffffff',
    languages: 'de,en,fr',
    shop: false,
  };
}

/** "juwelier-morgenstern" → "Juwelier Morgenstern". */
function displayNameOf(name: string): string {
  return name
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Checks the name: a slug, not taken under `retailersDir`. */
export function checkName(value: string | undefined, retailersDir: string | null): string {
  const name = value?.trim() ?? '';
  if (name === '') throw new InputError('name', 'required (a slug such as "juwelier-beispiel")');
  if (!SLUG.test(name) || name.length > MAX_NAME) {
    throw new InputError(
      'name',
      `"${name}" is not a slug: lower-case letters a-z, digits and single dashes between them, at most ${MAX_NAME} characters`,
    );
  }
  if (retailersDir !== null && existsSync(path.join(retailersDir, name))) {
    throw new InputError('name', `"${name}" already exists in ${retailersDir}`);
  }
  return name;
}

function checkDisplayName(value: string): string {
  const text = value.trim();
  if (text === '' || text.length > 80 || /[<>]/.test(text)) {
    throw new InputError('displayName', `"${value}" must be 1 to 80 characters without < or >`);
  }
  return text;
}

function checkDomain(value: string): string {
  const domain = value.trim().toLowerCase();
  if (!DOMAIN.test(domain)) {
    throw new InputError('domain', `"${value}" is not a domain name such as "beispiel.de"`);
  }
  return domain;
}

function checkType(value: string): BusinessType {
  const type = value.trim();
  if (!(BUSINESS_TYPES as readonly string[]).includes(type)) {
    throw new InputError('type', `"${value}" is not one of ${BUSINESS_TYPES.join(', ')}`);
  }
  return type as BusinessType;
}

/** Checks a theme colour with the content model's rule for brand and base colours. */
export function checkColor(field: 'brandColor' | 'baseColor', value: string): string {
  const color = value.trim();
  const checked = checkColorInput(color);
  if (!checked.ok) {
    throw new InputError(
      field,
      `"${value}" is not a colour the content model accepts: ${checked.error}`,
    );
  }
  return color;
}

/** Checks a comma-separated language list; German is added first when missing (spec §9). */
export function checkLanguages(value: string): Lang[] {
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) throw new InputError('languages', 'give at least one of de, en, fr');
  const wrong = codes.filter((code) => !isLang(code));
  if (wrong.length > 0) {
    throw new InputError('languages', `"${wrong.join(', ')}" is not one of de, en, fr`);
  }
  const chosen = new Set(codes as Lang[]);
  return [DEFAULT_LANG, ...(['en', 'fr'] as const).filter((lang) => chosen.has(lang))];
}

/**
 * Checks every answer (missing ones take the defaults of the name); throws InputError naming the
 * first bad field. `retailersDir` null skips the "already exists" check (a Directus target).
 */
export function checkAnswers(raw: RawAnswers, retailersDir: string | null): RetailerAnswers {
  const name = checkName(raw.name, retailersDir);
  const defaults = defaultsFor(name);
  return {
    name,
    displayName: checkDisplayName(raw.displayName ?? defaults.displayName),
    domain: checkDomain(raw.domain ?? defaults.domain),
    type: checkType(raw.type ?? defaults.type),
    brandColor: checkColor('brandColor', raw.brandColor ?? defaults.brandColor),
    baseColor: checkColor('baseColor', raw.baseColor ?? defaults.baseColor),
    languages: checkLanguages(raw.languages ?? defaults.languages),
    shop: raw.shop ?? defaults.shop,
    logo: raw.logo === undefined || raw.logo.trim() === '' ? null : raw.logo.trim(),
  };
}

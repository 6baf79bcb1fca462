// What the order service's e-mails show of the shop (decision 066): company name, address, primary
// e-mail and phone, brand colour, logo, the AGB and the Widerrufsbelehrung. The service takes it
// from a fixture retailer folder, or from the file the site build writes beside
// shop-catalogue.json, since a catalogue alone has none of it (the contract confirmation must carry
// the AGB and the Widerrufsbelehrung, section 312f BGB).
import * as v from 'valibot';
import type {SiteData} from '../content/site-data.ts';
import {companyDisplay} from '../formatters/company.ts';
import {ColorSchema, EmailSchema} from '../model/common.ts';

/** The build's shop content file, in the output folder beside shop-catalogue.json. */
export const SHOP_CONTENT_FILE = 'shop-content.json';

/** The shop as the content describes it. */
export interface ShopContent {
  /** Display name of the company. */
  name: string;
  /** The company's primary e-mail address (the owner's notifications go there). */
  email?: string;
  /** The company's primary phone number. */
  phone?: string;
  /** Postal address lines (street, town). */
  address: string[];
  /** Brand colour (the theme's). */
  brandColor: string;
  /**
   * The logo file, as the caller of `shopContentOf` names it: an absolute path for a retailer
   * folder, a path relative to the output folder in the build's file.
   */
  logoFile?: string;
  /** AGB and Widerrufsbelehrung HTML, German. */
  legal?: {terms?: string; withdrawal?: string};
}

/**
 * The shop content of `site`. `logoFile` turns the logo's file name (`filename_download`) into
 * the path the reader finds the file at.
 */
export function shopContentOf(site: SiteData, logoFile: (fileName: string) => string): ShopContent {
  const company = companyDisplay(site.company, 'de');
  const legalPage = (type: string) =>
    site.shopSettings?.legal_pages.find((page) => page.type === type)?.content;
  const terms = legalPage('agb');
  const withdrawal = legalPage('widerruf');
  const logo = site.company.logo ?? site.siteConfig.logo;
  return {
    name: company.name,
    ...(company.email ? {email: company.email} : {}),
    ...(company.phone ? {phone: company.phone.number} : {}),
    address: company.address ? [company.address.street, company.address.city] : [],
    brandColor: site.siteConfig.theme.brand_color,
    ...(logo ? {logoFile: logoFile(logo.filename_download)} : {}),
    ...(terms || withdrawal
      ? {legal: {...(terms ? {terms} : {}), ...(withdrawal ? {withdrawal} : {})}}
      : {}),
  };
}

/**
 * A path inside the folder it is read from: relative, `/`-separated, no `.` or `..` segment, so
 * the file cannot point the service at any other file on its machine.
 */
function isInnerPath(file: string): boolean {
  if (file.includes('\\') || file.includes(':')) return false;
  return file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

const TextSchema = v.pipe(v.string(), v.nonEmpty('expected a non-empty text'));

/** Schema of the build's shop content file. */
const ShopContentFileSchema = v.object({
  name: TextSchema,
  email: v.optional(EmailSchema),
  phone: v.optional(TextSchema),
  address: v.array(v.string()),
  brandColor: ColorSchema,
  logoFile: v.optional(
    v.pipe(v.string(), v.check(isInnerPath, 'expected a relative path inside the folder')),
  ),
  legal: v.optional(
    v.object({
      terms: v.optional(TextSchema),
      withdrawal: v.optional(TextSchema),
    }),
  ),
});

/**
 * Validates the build's shop content file read back as JSON. Throws an Error naming each bad
 * field (`brandColor: expected an opaque …`), so a broken file stops the service's start.
 */
export function parseShopContent(raw: unknown): ShopContent {
  const parsed = v.safeParse(ShopContentFileSchema, raw);
  if (!parsed.success) {
    const problems = parsed.issues.map(
      (issue) => `${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`,
    );
    throw new Error(problems.join('; '));
  }
  const {email, phone, logoFile, legal, ...rest} = parsed.output;
  const terms = legal?.terms;
  const withdrawal = legal?.withdrawal;
  return {
    ...rest,
    ...(email === undefined ? {} : {email}),
    ...(phone === undefined ? {} : {phone}),
    ...(logoFile === undefined ? {} : {logoFile}),
    ...(terms === undefined && withdrawal === undefined
      ? {}
      : {
          legal: {
            ...(terms === undefined ? {} : {terms}),
            ...(withdrawal === undefined ? {} : {withdrawal}),
          },
        }),
  };
}

// What the messages show of the shop (decision 066): read from the content when the service
// starts (company name, address, primary e-mail and phone, brand colour, logo, the AGB and the
// Widerrufsbelehrung), completed with PUBLIC_SITE_URL and the owner's address.
import path from 'node:path';
import {companyDisplay, type SiteData} from '@schaufenster/core';
import {logoPngOf} from './logoPng.ts';
import type {MailShop} from './mailTypes.ts';

/** The shop as the content describes it; the part of `MailShop` that comes from there. */
export interface ShopContent {
  /** Display name of the company. */
  name: string;
  /** The company's primary e-mail address. */
  email?: string;
  /** The company's primary phone number. */
  phone?: string;
  /** Postal address lines (street, town). */
  address: string[];
  /** Brand colour, `#rrggbb`. */
  brandColor: string;
  /** The logo file, when the content has one. */
  logoFile?: string;
  /** AGB and Widerrufsbelehrung HTML, German. */
  legal?: {terms?: string; withdrawal?: string};
}

/** Colour used when the content has none (a catalogue file carries no theme). */
const DEFAULT_BRAND_COLOR = '#333333';

/** The shop content of `site`, whose files (the logo) are in `retailerDir`. */
export function shopContentOf(site: SiteData, retailerDir: string): ShopContent {
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
    ...(logo ? {logoFile: path.join(retailerDir, 'images', logo.filename_download)} : {}),
    ...(terms || withdrawal
      ? {legal: {...(terms ? {terms} : {}), ...(withdrawal ? {withdrawal} : {})}}
      : {}),
  };
}

/**
 * The `MailShop` of `content` (or of a bare name when the catalogue came without content): the
 * owner's address and the site's URL given, the logo as PNG (`logoPngOf`).
 */
export async function mailShopOf(
  content: ShopContent | undefined,
  extra: {
    name: string;
    ownerEmail: string | undefined;
    siteUrl: string;
    /** Says why the logo could not be used. @default silent */
    warn?: (line: string) => void;
  },
): Promise<MailShop> {
  const logoFile = content?.logoFile;
  const logoPng = logoFile === undefined ? undefined : await logoPngOf(logoFile, extra.warn);
  return {
    name: content?.name ?? extra.name,
    email: extra.ownerEmail ?? content?.email ?? '',
    ...(content?.phone ? {phone: content.phone} : {}),
    address: content?.address ?? [],
    brandColor: content?.brandColor ?? DEFAULT_BRAND_COLOR,
    ...(logoPng ? {logoPng} : {}),
    siteUrl: extra.siteUrl.replace(/\/+$/, ''),
    ...(content?.legal ? {legal: content.legal} : {}),
  };
}
